import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../contract/audit.js';
import { auditLogs } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { enableTwoFactor, totpCode } from '../../test/two-factor.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

let server: TestServer;
let admin: TestUser;
let customer: TestUser;

const AGENT = 'AuditTest/1.0';
const ADDRESS = '203.0.113.7';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  customer = await server.login('customer');
});
afterAll(() => server.close());

/** A request as `user`, from a known address and browser. */
const act = (user: TestUser | null, options: InjectOptions) =>
  server.call(user?.token ?? null, {
    ...options,
    headers: { 'user-agent': AGENT, ...(options.headers ?? {}) },
    remoteAddress: ADDRESS,
  });

async function entries(query: Record<string, string>): Promise<AuditLog[]> {
  const response = await server.call(admin.token, {
    method: 'GET',
    url: '/api/v1/admin/audit-logs/',
    query: { page_size: '100', ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

/** The one newest entry of `action` about `targetId`. */
async function latest(action: string, targetId: string) {
  const [entry] = await entries({ action, target_id: targetId });
  expect(entry, `${action} on ${targetId}`).toBeDefined();
  return entry;
}

const count = async () =>
  (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0].n;

describe('the audit trail records', () => {
  it('a sign-in, a failed one and a sign-out, with address and browser', async () => {
    const member = await server.login('finance');
    const failed = await act(null, {
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: member.email, password: 'wrong password' },
    });
    expect(failed.statusCode).toBe(401);
    expect(await latest('auth.login_failed', member.id)).toMatchObject({
      actor: null,
      target_type: 'user',
      ip: ADDRESS,
      user_agent: AGENT,
    });

    const login = await act(null, {
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: member.email, password: 'password123' },
    });
    expect(await latest('auth.login', member.id)).toMatchObject({
      actor: { id: member.id, username: member.username },
      summary: `${member.username} signed in with a password`,
      summary_code: 'audit.signed_in_password',
      summary_params: { username: member.username },
      ip: ADDRESS,
      user_agent: AGENT,
    });
    const refreshCookie = login.cookies.find((cookie) => cookie.name === 'refresh_token');
    await act(null, {
      method: 'POST',
      url: '/api/v1/auth/logout/',
      cookies: { refresh_token: refreshCookie?.value ?? '' },
    });
    expect(await latest('auth.logout', member.id)).toMatchObject({
      actor: { id: member.id },
      summary: `${member.username} signed out`,
    });
  });

  it('two-factor sign-in turned on and off', async () => {
    const member = await server.login('support');
    const { secret } = await enableTwoFactor(server, member);
    expect(await latest('auth.2fa_enabled', member.id)).toMatchObject({
      actor: { id: member.id },
      changes: { two_factor_enabled: [false, true] },
    });
    await act(member, {
      method: 'POST',
      url: '/api/v1/auth/2fa/disable/',
      payload: { code: await totpCode(secret) },
    });
    expect(await latest('auth.2fa_disabled', member.id)).toMatchObject({
      changes: { two_factor_enabled: [true, false] },
    });
  });

  it('a user edit, field by field', async () => {
    const leaving = await server.login('customer');
    await act(admin, {
      method: 'PATCH',
      url: `/api/v1/admin/users/${leaving.id}`,
      payload: { city: 'Lyon', is_active: false },
    });
    const entry = await latest('user.update', leaving.id);
    expect(entry).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      target_type: 'user',
      changes: { city: ['', 'Lyon'], is_active: [true, false] },
    });
    expect(entry.summary).toBe(`Changed is_active, city of user ${leaving.username}`);
    expect(entry).toMatchObject({
      summary_code: 'audit.user_changed',
      summary_params: { fields: 'is_active, city', username: leaving.username },
    });
  });

  it('a brand created, changed and deleted', async () => {
    const created = await act(admin, {
      method: 'POST',
      url: '/api/v1/admin/brands/',
      payload: { name: 'Audited', min_amount: '5', max_amount: '100', rate_percentage: '80' },
    });
    const id = created.json().data.id;
    expect(await latest('brand.create', id)).toMatchObject({
      summary: 'Created brand Audited',
      changes: { name: [null, 'Audited'], rate_percentage: [null, '80.00'] },
    });
    await act(admin, {
      method: 'PATCH',
      url: `/api/v1/admin/brands/${id}`,
      payload: { rate_percentage: '82.5' },
    });
    expect((await latest('brand.update', id)).changes).toEqual({
      rate_percentage: ['80.00', '82.50'],
    });
    await act(admin, { method: 'DELETE', url: `/api/v1/admin/brands/${id}` });
    expect(await latest('brand.delete', id)).toMatchObject({ summary: 'Deleted brand Audited' });
  });

  it("who changed a transaction's status, from what to what", async () => {
    const brand = await createBrand(server.database.db);
    const card = await submitCard(server, customer.token, brand.id);
    await act(admin, {
      method: 'PATCH',
      url: `/api/v1/admin/giftcards/${card.id}`,
      payload: { status: 'ORDER_ACCEPTED', expected_payout: '80.00', offered_rate: '80' },
    });
    const entry = await latest('transaction.review', card.id);
    expect(entry).toMatchObject({
      actor: { id: admin.id },
      target_type: 'transaction',
      summary: 'Status changed from Pending Review to Order Accepted',
      changes: {
        status: ['PENDING_REVIEW', 'ORDER_ACCEPTED'],
        expected_payout: ['85.00', '80.00'],
      },
    });
  });

  it('a dispute closed', async () => {
    const opened = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/disputes/',
      payload: { status: 'open' },
    });
    const id = opened.json().data.id;
    await act(admin, {
      method: 'PUT',
      url: `/api/v1/disputes/${id}`,
      payload: { status: 'closed' },
    });
    expect(await latest('dispute.update', id)).toMatchObject({
      summary: 'Closed the dispute',
      changes: { status: ['open', 'closed'] },
    });
  });

  it('staff created, changed and their 2FA reset', async () => {
    const created = await act(admin, {
      method: 'POST',
      url: '/api/v1/admin/staff/',
      payload: {
        email: 'audited@example.com',
        username: 'audited',
        role: 'support',
        password: 'long password',
      },
    });
    const id = created.json().data.id;
    expect(await latest('staff.create', id)).toMatchObject({
      changes: { role: [null, 'support'], username: [null, 'audited'] },
    });
    await act(admin, {
      method: 'PATCH',
      url: `/api/v1/admin/staff/${id}`,
      payload: { role: 'finance' },
    });
    expect((await latest('staff.update', id)).changes).toEqual({ role: ['support', 'finance'] });
    await act(admin, { method: 'POST', url: `/api/v1/admin/staff/${id}/reset_2fa/` });
    expect(await latest('staff.reset_2fa', id)).toMatchObject({ actor: { id: admin.id } });
  });
});

describe('a refused change', () => {
  it('writes no audit row', async () => {
    const brand = await createBrand(server.database.db, { name: 'Taken Name' });
    const card = await submitCard(server, customer.token, brand.id);
    const reviewer = await server.login('reviewer');
    const before = await count();
    const refused = [
      // Validation, a conflict, a business rule, and a permission the body decides.
      await act(admin, {
        method: 'PATCH',
        url: `/api/v1/admin/brands/${brand.id}`,
        payload: { min_amount: 'x' },
      }),
      await act(admin, {
        method: 'POST',
        url: '/api/v1/admin/brands/',
        payload: { name: 'taken name', min_amount: '5', max_amount: '100', rate_percentage: '80' },
      }),
      await act(admin, {
        method: 'PATCH',
        url: `/api/v1/admin/giftcards/${card.id}`,
        payload: { status: 'PAID', expected_payout: '900.00', offered_rate: '80' },
      }),
      await act(reviewer, {
        method: 'PATCH',
        url: `/api/v1/admin/giftcards/${card.id}`,
        payload: { status: 'PAID', expected_payout: '80.00', offered_rate: '80' },
      }),
      await act(admin, {
        method: 'PATCH',
        url: `/api/v1/admin/staff/${admin.id}`,
        payload: { role: 'support' },
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 409, 400, 403, 400]);
    expect(await count()).toBe(before);
    const detail = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/giftcards/${card.id}`,
    });
    expect(detail.json().data.status).toBe('PENDING_REVIEW');
  });
});

describe('the audit table', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    const { db } = server.database;
    expect(await count()).toBeGreaterThan(0);
    await expect(db.execute(sql`update audit_logs set summary = 'rewritten'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_logs`)).rejects.toThrow();
    const rewritten = await db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(eq(auditLogs.summary, 'rewritten'));
    expect(rewritten).toEqual([]);
  });
});

describe('the audit log list', () => {
  it('is newest first, filtered by actor, target type and dates', async () => {
    const all = await entries({});
    const times = all.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const byAdmin = await entries({ actor: admin.id });
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((entry) => entry.actor?.id === admin.id)).toBe(true);
    const brandsOnly = await entries({ target_type: 'brand' });
    expect(brandsOnly.every((entry) => entry.target_type === 'brand')).toBe(true);
    expect(await entries({ created_before: '2000-01-01' })).toEqual([]);
    expect((await entries({ created_after: '2000-01-01' })).length).toBe(all.length);
    const bad = await server.call(admin.token, {
      method: 'GET',
      url: '/api/v1/admin/audit-logs/',
      query: { action: 'brand.explode' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an audit entry leads to its record', () => {
  it('names the card a desk claim is about, and can be left out or filtered by kind', async () => {
    const brand = await createBrand(server.database.db, { name: `Audit Desk ${Date.now()}` });
    const reviewer = await server.login('reviewer');
    const { id } = await submitCard(server, customer.token, brand.id, '120.00');
    const claimed = await act(reviewer, {
      method: 'POST',
      url: `/api/v1/admin/giftcards/${id}/claim/`,
    });
    expect(claimed.statusCode).toBe(200);
    const [claim] = await entries({ target_id: id, action: 'transaction.claim' });
    expect(claim).toMatchObject({ target_type: 'transaction', target_id: id });
    expect(claim.summary).toBe(`Claimed the ${brand.name} card of $120.00 for review`);

    const reviewed = await act(reviewer, {
      method: 'PATCH',
      url: `/api/v1/admin/giftcards/${id}`,
      payload: { status: 'ORDER_ACCEPTED', expected_payout: '100.00', offered_rate: '85' },
    });
    expect(reviewed.statusCode).toBe(200);
    const actions = async (query: Record<string, string>) =>
      (await entries({ target_id: id, ...query })).map((entry) => entry.action);
    expect(await actions({})).toEqual(['transaction.review', 'transaction.claim']);
    expect(await actions({ hide_claims: 'true' })).toEqual(['transaction.review']);
    expect(await actions({ action_kind: 'transaction' })).toHaveLength(2);
    expect(await actions({ action_kind: 'brand' })).toEqual([]);
  });

  it("tells a customer's entries from a staff member's, so that each opens its own screen", async () => {
    const [staffEntry] = await entries({ action_kind: 'staff' });
    expect(staffEntry.target_type).toBe('user');
    expect(['admin', 'reviewer', 'finance', 'support']).toContain(staffEntry.target_user_role);
    await act(admin, {
      method: 'PATCH',
      url: `/api/v1/admin/users/${customer.id}`,
      payload: { city: 'Nantes' },
    });
    const [customerEntry] = await entries({ target_id: customer.id, action: 'user.update' });
    expect(customerEntry.target_user_role).toBe('customer');
    const [brandEntry] = await entries({ target_type: 'brand' });
    expect(brandEntry?.target_user_role ?? null).toBeNull();
  });
});
