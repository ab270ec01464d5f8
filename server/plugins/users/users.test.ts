import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedCardCode } from '../../db/card-codes.js';
import { disputes, transactions, users } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { brands } from '../brands/table.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const get = (url: string, token = admin.token) =>
  server.call(token, { method: 'GET', url: `/api/v1/admin/users/${url}` });
const patch = (id: string, payload: object, token = admin.token) =>
  server.call(token, { method: 'PATCH', url: `/api/v1/admin/users/${id}`, payload });
const remove = (id: string) =>
  server.call(admin.token, { method: 'DELETE', url: `/api/v1/admin/users/${id}/` });

/** Customers that only one test's search term finds, joined one day apart (oldest first). */
async function seedCustomers(count: number, extra: Partial<typeof users.$inferInsert> = {}) {
  const tag = `t${randomBytes(4).toString('hex')}`;
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `${tag}.${index}@example.com`,
    username: `${tag}_${String.fromCharCode(97 + index)}`,
    passwordHash: 'not-a-real-hash',
    firstName: `First${index}`,
    lastName: `Last${index}`,
    dateJoined: new Date(Date.UTC(2025, 0, 1 + index)),
    ...extra,
  }));
  const created = await server.database.db.insert(users).values(rows).returning();
  return { tag, created };
}

describe('GET /admin/users/', () => {
  it('answers a page of users, newest first, with the contract fields', async () => {
    const { tag, created } = await seedCustomers(3, { country: 'DE', phone: '+49 30 1234' });
    const response = await get(`?search=${tag}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(body.results.map((user: { id: string }) => user.id)).toEqual(
      [...created].reverse().map((user) => user.id),
    );
    expect(body.results[0]).toEqual({
      id: created[2].id,
      username: created[2].username,
      first_name: 'First2',
      last_name: 'Last2',
      email: created[2].email,
      phone: '+49 30 1234',
      country: 'DE',
      country_display: 'Germany',
      gender: '',
      gender_display: '',
      date_of_birth: null,
      address: '',
      city: '',
      zip_code: '',
      is_active: true,
      role: 'customer',
      date_joined: '2025-01-03T00:00:00.000Z',
      kyc: { tier: 0, status: 'none', reviewed_at: null, reason: null },
    });
  });

  it('pages with absolute next and previous links that keep the other parameters', async () => {
    const { tag } = await seedCustomers(5);
    const first = (await get(`?search=${tag}&page_size=2`)).json();
    expect(first.count).toBe(5);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    const next = new URL(first.next);
    expect(next.pathname).toBe('/api/v1/admin/users/');
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('search')).toBe(tag);
    const second = (await get(`${next.search}`)).json();
    expect(new URL(second.previous).searchParams.get('page')).toBeNull();
    const last = (await get(`?search=${tag}&page_size=2&page=3`)).json();
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
    const seen = [...first.results, ...second.results, ...last.results].map((u) => u.id);
    expect(new Set(seen).size).toBe(5);
  });

  it('refuses an out-of-range page and a bad page number', async () => {
    const { tag } = await seedCustomers(1);
    const outOfRange = await get(`?search=${tag}&page=2`);
    expect(outOfRange.statusCode).toBe(404);
    expect(outOfRange.json()).toEqual({ message: 'Invalid page.' });
    const zero = await get('?page=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('page must be 1 or more.');
    const tooBig = await get('?page_size=500');
    expect(tooBig.statusCode).toBe(400);
  });

  it('filters by is_active and role', async () => {
    const { tag, created } = await seedCustomers(3);
    await server.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, created[0].id));
    await server.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, created[1].id));
    const inactive = (await get(`?search=${tag}&is_active=false`)).json();
    expect(inactive.results.map((u: { id: string }) => u.id)).toEqual([created[0].id]);
    const active = (await get(`?search=${tag}&is_active=true`)).json();
    expect(active.count).toBe(2);
    const customers = (await get(`?search=${tag}&role=customer`)).json();
    expect(customers.results.map((u: { id: string }) => u.id).sort()).toEqual(
      [created[0].id, created[2].id].sort(),
    );
    const bad = await get('?role=superuser');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'role must be one of: admin, reviewer, finance, support, customer.',
    );
    expect((await get('?is_active=maybe')).json().message).toBe('is_active must be true or false.');
  });

  it('searches username, names and e-mail case-insensitively, taking % and _ literally', async () => {
    const { tag, created } = await seedCustomers(2);
    await server.database.db
      .update(users)
      .set({ firstName: 'Zebediah', lastName: 'Quux_100%' })
      .where(eq(users.id, created[1].id));
    const byName = (await get(`?search=zEBEDiah`)).json();
    expect(byName.results.map((u: { id: string }) => u.id)).toEqual([created[1].id]);
    const byEmail = (await get(`?search=${tag.toUpperCase()}.0@EXAMPLE`)).json();
    expect(byEmail.results.map((u: { id: string }) => u.id)).toEqual([created[0].id]);
    expect((await get(`?search=${encodeURIComponent('quux_100%')}`)).json().count).toBe(1);
    expect((await get(`?search=${encodeURIComponent('quux%100')}`)).json().count).toBe(0);
    expect((await get(`?search=${tag}_`)).json().count).toBe(2);
    expect((await get(`?search=${tag}__`)).json().count).toBe(0);
  });

  it('orders by an allowed field and refuses any other', async () => {
    const { tag, created } = await seedCustomers(3);
    const ids = (query: string) =>
      get(`?search=${tag}&ordering=${query}`).then((r) =>
        r.json().results.map((u: { id: string }) => u.id),
      );
    expect(await ids('username')).toEqual(created.map((u) => u.id));
    expect(await ids('-username')).toEqual([...created].reverse().map((u) => u.id));
    expect(await ids('date_joined')).toEqual(created.map((u) => u.id));
    expect(await ids('is_active,-email')).toEqual([...created].reverse().map((u) => u.id));
    const bad = await get('?ordering=password_hash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Cannot order by 'password_hash'\. Allowed fields: /);
    expect(bad.json().errors.ordering).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const customer = await server.login('customer');
    expect((await get('', customer.token)).statusCode).toBe(403);
  });
});

describe('GET /admin/users/:id', () => {
  it('answers {data: user}, and 404 for an unknown or malformed id', async () => {
    const { created } = await seedCustomers(1);
    const response = await get(created[0].id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: created[0].id, role: 'customer' });
    const missing = await get('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found.' });
    expect((await get('not-a-uuid')).statusCode).toBe(404);
  });
});

describe('PATCH /admin/users/:id', () => {
  it('changes any subset of the editable fields and ignores the rest', async () => {
    const { created } = await seedCustomers(1);
    const response = await patch(created[0].id, {
      is_active: 'false',
      first_name: '  Grace ',
      country: 'gb',
      city: 'London',
      zip_code: 'SW1A 1AA',
      role: 'admin',
      email: 'taken@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      is_active: false,
      first_name: 'Grace',
      last_name: 'Last0',
      country: 'GB',
      country_display: 'United Kingdom',
      city: 'London',
      zip_code: 'SW1A 1AA',
      role: 'customer',
      email: created[0].email,
    });
    const again = await patch(created[0].id, { is_active: true });
    expect(again.json().data.is_active).toBe(true);
    const nothing = await patch(created[0].id, {});
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json().data.first_name).toBe('Grace');
  });

  it('validates the country and the field types', async () => {
    const { created } = await seedCustomers(1);
    const badCountry = await patch(created[0].id, { country: 'XX' });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json()).toEqual({
      message: 'Country must be a two-letter ISO 3166 country code, such as US.',
      errors: { country: ['Country must be a two-letter ISO 3166 country code, such as US.'] },
    });
    expect((await patch(created[0].id, { country: 'Germany' })).statusCode).toBe(400);
    const badActive = await patch(created[0].id, { is_active: 'yes please' });
    expect(badActive.json().message).toBe('is_active must be true or false.');
    const longCity = await patch(created[0].id, { city: 'x'.repeat(101) });
    expect(longCity.json().message).toBe('City must be 100 characters or less.');
    expect((await patch(created[0].id, { country: '' })).json().data.country).toBe('');
  });

  it('lets nobody switch their own account back on once deactivated', async () => {
    const other = await server.login('admin');
    await server.call(admin.token, {
      method: 'PATCH',
      url: `/api/v1/admin/users/${other.id}`,
      payload: { is_active: false },
    });
    const selfService = await server.call(other.token, {
      method: 'PATCH',
      url: `/api/v1/admin/users/${other.id}`,
      payload: { is_active: true },
    });
    expect(selfService.statusCode).toBe(401);
    const stored = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/users/${other.id}`,
    });
    expect(stored.json().data.is_active).toBe(false);
  });

  it('answers 404 for an unknown user and refuses to deactivate oneself', async () => {
    const missing = await patch('00000000-0000-4000-8000-000000000000', { city: 'Paris' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found.');
    const self = await patch(admin.id, { is_active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate your own account.');
  });
});

describe('DELETE /admin/users/:id', () => {
  async function brand() {
    const [row] = await server.database.db
      .insert(brands)
      .values({
        name: `Brand ${randomBytes(4).toString('hex')}`,
        minAmount: '10',
        maxAmount: '500',
        ratePercentage: '80',
      })
      .returning();
    return row;
  }

  it('deletes a user without history', async () => {
    const { created } = await seedCustomers(1);
    const response = await remove(created[0].id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get(created[0].id)).statusCode).toBe(404);
    expect((await remove(created[0].id)).statusCode).toBe(404);
  });

  it('refuses a user with gift card submissions or disputes, and oneself', async () => {
    const { created } = await seedCustomers(2);
    const [seller, disputer] = created;
    await server.database.db.insert(transactions).values({
      userId: seller.id,
      brandId: (await brand()).id,
      cardValue: '100',
      ...storedCardCode(server.config.cardCodeKeys, 'ABCD-1234'),
    });
    await server.database.db.insert(disputes).values({ customerId: disputer.id });
    for (const user of [seller, disputer]) {
      const response = await remove(user.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message:
          'This user has gift card submissions and cannot be deleted. Deactivate the account instead.',
      });
      expect((await get(user.id)).statusCode).toBe(200);
    }
    const self = await remove(admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own account.');
  });

  const auditOf = async (id: string) =>
    (
      await server.call(admin.token, {
        method: 'GET',
        url: `/api/v1/admin/audit-logs/?target_id=${id}&action=user.delete`,
      })
    ).json().results;

  it('records who deleted whom in the audit log, for a customer deleted by support', async () => {
    const { created } = await seedCustomers(1);
    const support = await server.login('support');
    const response = await server.call(support.token, {
      method: 'DELETE',
      url: `/api/v1/admin/users/${created[0].id}/`,
    });
    expect(response.statusCode).toBe(204);
    const [entry] = await auditOf(created[0].id);
    expect(entry).toMatchObject({
      actor: { id: support.id, username: support.username },
      action: 'user.delete',
      target_type: 'user',
      target_id: created[0].id,
      changes: { role: ['customer', null] },
    });
  });

  it('refuses a staff account with audit or activity history, and audits deleting one without', async () => {
    const reviewer = await server.login('reviewer');
    // A sign-in is history enough: the audit log names them.
    const signedIn = await server.call(null, {
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: reviewer.email, password: 'password123' },
      remoteAddress: '10.40.0.1',
    });
    expect(signedIn.statusCode).toBe(200);
    const refused = await remove(reviewer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This staff account has audit or activity history and cannot be deleted. Deactivate it instead.',
    );
    expect((await get(reviewer.id)).statusCode).toBe(200);

    const unused = await server.login('finance');
    expect((await remove(unused.id)).statusCode).toBe(204);
    expect(await auditOf(unused.id)).toHaveLength(1);
  });
});
