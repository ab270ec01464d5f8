import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { OWN_DEACTIVATION } from '../users/accounts.js';
import { LAST_ADMIN, OWN_ROLE } from './service.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const patch = (as: TestUser, id: string, payload: object) =>
  server.call(as.token, { method: 'PATCH', url: `/api/v1/admin/staff/${id}`, payload });

describe('staff accounts', () => {
  it('creates a member of staff who can sign in with their role', async () => {
    const created = await server.call(admin.token, {
      method: 'POST',
      url: '/api/v1/admin/staff/',
      payload: {
        email: 'Rita.New@example.com',
        username: 'rita_new',
        first_name: 'Rita',
        last_name: 'New',
        role: 'reviewer',
        password: 'a good password',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      username: 'rita_new',
      role: 'reviewer',
      is_active: true,
      two_factor_enabled: false,
      last_login: null,
    });
    const login = await server.call(null, {
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'rita.new@example.com', password: 'a good password' },
    });
    expect(login.json().data.user.permissions).toContain('transactions.review');
    expect(login.json().data.user.permissions).not.toContain('transactions.pay');
    const member = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/staff/${created.json().data.id}`,
    });
    expect(member.json().data.last_login).toEqual(expect.any(String));

    const taken = await server.call(admin.token, {
      method: 'POST',
      url: '/api/v1/admin/staff/',
      payload: {
        email: 'x@example.com',
        username: 'RITA_NEW',
        role: 'finance',
        password: 'another one',
      },
    });
    expect(taken.statusCode).toBe(409);
    const badRole = await server.call(admin.token, {
      method: 'POST',
      url: '/api/v1/admin/staff/',
      payload: {
        email: 'y@example.com',
        username: 'yves',
        role: 'customer',
        password: 'another one',
      },
    });
    expect(badRole.statusCode).toBe(400);
  });

  it('lists staff only, filtered by role', async () => {
    const customer = await server.login('customer');
    const finance = await server.login('finance');
    const list = await server.call(admin.token, {
      method: 'GET',
      url: '/api/v1/admin/staff/',
      query: { role: 'finance', page_size: '100' },
    });
    const ids = list.json().results.map((member: { id: string }) => member.id);
    expect(ids).toContain(finance.id);
    expect(ids).not.toContain(admin.id);
    const all = await server.call(admin.token, { method: 'GET', url: '/api/v1/admin/staff/' });
    expect(all.json().results.map((member: { id: string }) => member.id)).not.toContain(
      customer.id,
    );
    const notStaff = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/staff/${customer.id}`,
    });
    expect(notStaff.statusCode).toBe(404);
  });

  it('changes a role, which bites on the next request', async () => {
    const support = await server.login('support');
    const brands = { method: 'POST' as const, url: '/api/v1/admin/brands/', payload: {} };
    expect((await server.call(support.token, brands)).statusCode).toBe(403);
    const changed = await patch(admin, support.id, { role: 'admin', first_name: 'Promoted' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ role: 'admin', first_name: 'Promoted' });
    expect((await server.call(support.token, brands)).statusCode).toBe(400);
  });

  it('lets nobody change their own role or deactivate themself', async () => {
    const demoteSelf = await patch(admin, admin.id, { role: 'support' });
    expect(demoteSelf.statusCode).toBe(400);
    expect(demoteSelf.json()).toEqual({ message: OWN_ROLE, errors: { role: [OWN_ROLE] } });
    const offSelf = await patch(admin, admin.id, { is_active: false });
    expect(offSelf.statusCode).toBe(400);
    expect(offSelf.json().message).toBe(OWN_DEACTIVATION);
    expect((await patch(admin, admin.id, { role: 'admin', last_name: 'Same' })).statusCode).toBe(
      200,
    );
  });

  it('keeps one active administrator when two demote each other at once', async () => {
    const own = await startTestServer();
    try {
      const first = await own.login('admin');
      const second = await own.login('admin');
      const answers = await Promise.all([
        own.call(first.token, {
          method: 'PATCH',
          url: `/api/v1/admin/staff/${second.id}`,
          payload: { role: 'reviewer' },
        }),
        own.call(second.token, {
          method: 'PATCH',
          url: `/api/v1/admin/staff/${first.id}`,
          payload: { role: 'reviewer' },
        }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      if (refused) expect(refused.json().message).toBe(LAST_ADMIN);
      const admins = await own.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.filter((row) => row.isActive)).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  it('is for those who may manage staff', async () => {
    const reviewer = await server.login('reviewer');
    const response = await server.call(reviewer.token, {
      method: 'GET',
      url: '/api/v1/admin/staff/',
    });
    expect(response.statusCode).toBe(403);
    // Coded, so that the app says it in the reader's language.
    expect(response.json()).toEqual({
      message: 'You do not have permission to view staff.',
      message_code: 'permission.refused',
      message_params: { permission: 'staff.view' },
    });
  });

  it('keeps support from changing a staff account through the users screen', async () => {
    const support = await server.login('support');
    const other = await server.login('admin');
    const response = await server.call(support.token, {
      method: 'PATCH',
      url: `/api/v1/admin/users/${other.id}`,
      payload: { is_active: false },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to create or edit staff.');
    const customer = await server.login('customer');
    const allowed = await server.call(support.token, {
      method: 'PATCH',
      url: `/api/v1/admin/users/${customer.id}`,
      payload: { city: 'Lyon' },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
