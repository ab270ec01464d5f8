import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffRole, staffRole } from '../../../contract/enums.js';
import { chatMessages, disputes, transactions } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

let server: TestServer;
const staff = {} as Record<StaffRole, TestUser>;
let customer: TestUser;
let brandId: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of staffRole.options) staff[role] = await server.login(role);
  customer = await server.login('customer');
  brandId = (await createBrand(server.database.db, { maxAmount: '2000.00' })).id;
});
afterAll(() => server.close());

const get = (token: string, url: string) =>
  server.call(token, { method: 'GET', url: `/api/v1${url}` });
const put = (token: string, target: string, payload: Record<string, unknown>) =>
  server.call(token, { method: 'PUT', url: `/api/v1/admin/sla/policies/${target}/`, payload });
const minutesBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

type Policy = { target: string; minutes: number; warn_before_minutes: number; version: number };

describe('service-level policies', () => {
  it('are read by every staff role, with the defaults, and by no customer', async () => {
    for (const role of staffRole.options) {
      const response = await get(staff[role].token, '/admin/sla/policies/');
      expect(response.statusCode, role).toBe(200);
      const policies = response.json().results as Policy[];
      expect(
        policies.map(({ target, minutes, warn_before_minutes }) => [
          target,
          minutes,
          warn_before_minutes,
        ]),
      ).toEqual([
        ['review', 60, 15],
        ['dispute_first_response', 15, 5],
        ['dispute_resolution', 1440, 120],
      ]);
    }
    expect((await get(customer.token, '/admin/sla/policies/')).statusCode).toBe(403);
  });

  it('are changed by admins only, as a new version, audited; each card keeps the version it started under', async () => {
    const before = await submitCard(server, customer.token, brandId);
    for (const role of ['reviewer', 'finance', 'support'] as const) {
      expect(
        (await put(staff[role].token, 'review', { minutes: 30, warn_before_minutes: 10 }))
          .statusCode,
      ).toBe(403);
    }
    const bad = await put(staff.admin.token, 'review', { minutes: 30, warn_before_minutes: 31 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.warn_before_minutes).toBeDefined();
    expect(
      (await put(staff.admin.token, 'nothing', { minutes: 30, warn_before_minutes: 5 })).statusCode,
    ).toBe(404);

    const changed = await put(staff.admin.token, 'review', {
      minutes: 30,
      warn_before_minutes: 10,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const policy = changed.json().data as Policy & { id: string };
    expect(policy).toMatchObject({ target: 'review', minutes: 30, version: 2 });
    const audit = await get(
      staff.admin.token,
      `/admin/audit-logs/?action=sla.policy_update&target_id=${policy.id}`,
    );
    expect(audit.json().results[0].changes.minutes).toEqual([60, 30]);

    const after = await submitCard(server, customer.token, brandId);
    const [old, young] = await Promise.all(
      [before.id, after.id].map(
        async (id) => (await get(staff.reviewer.token, `/admin/giftcards/${id}/`)).json().data,
      ),
    );
    expect(old.sla.policy_version).toBe(1);
    expect(minutesBetween(old.created_at, old.sla.due_at)).toBe(60);
    expect(young.sla.policy_version).toBe(2);
    expect(minutesBetween(young.created_at, young.sla.due_at)).toBe(30);

    // The same policy again is no new version.
    const again = await put(staff.admin.token, 'review', { minutes: 30, warn_before_minutes: 10 });
    expect(again.json().data.version).toBe(2);
    await put(staff.admin.token, 'review', { minutes: 60, warn_before_minutes: 15 });
  });

  it('count business hours only when a policy has them', async () => {
    const hours = {
      timezone: 'Africa/Lagos',
      days: [1, 2, 3, 4, 5, 6, 7],
      start: '00:00',
      end: '00:30',
    };
    const changed = await put(staff.admin.token, 'dispute_first_response', {
      minutes: 15,
      warn_before_minutes: 5,
      business_hours: hours,
    });
    expect(changed.json().data.business_hours).toEqual(hours);
    const opened = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/disputes/',
      payload: { message: 'Where is my money?' },
    });
    const sla = opened.json().data.sla.first_response;
    // Within 00:00–00:30 in Lagos (23:00–23:30 UTC), so due at 23:15 UTC of some day.
    expect(new Date(sla.due_at).getUTCHours()).toBe(23);
    expect(new Date(sla.due_at).getUTCMinutes()).toBeLessThanOrEqual(30);
    await put(staff.admin.token, 'dispute_first_response', { minutes: 15, warn_before_minutes: 5 });
  });
});

describe('the clock on transactions and disputes', () => {
  it('runs on a card until it leaves PENDING_REVIEW, and the summary counts the decision', async () => {
    const card = await submitCard(server, customer.token, brandId);
    expect(card).not.toHaveProperty('sla');
    const fresh = (await get(staff.reviewer.token, `/admin/giftcards/${card.id}/`)).json().data;
    expect(fresh.sla).toMatchObject({ state: 'on_time', met_at: null, policy_version: 3 });
    const decided = await server.call(staff.reviewer.token, {
      method: 'PATCH',
      url: `/api/v1/admin/giftcards/${card.id}/`,
      payload: {
        status: 'REJECTED',
        rejection_reason: 'Unreadable',
        expected_payout: '85.00',
        offered_rate: '85.00',
      },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.sla.state).toBe('met');
    expect(decided.json().data.sla.met_at).not.toBeNull();

    const summary = await get(staff.support.token, '/admin/sla/summary/?days=7');
    expect(summary.statusCode, summary.body).toBe(200);
    const { open, days } = summary.json().data;
    expect(days).toHaveLength(21);
    const today = days.filter((day: { target: string }) => day.target === 'review').at(-1);
    expect(today).toMatchObject({ decided: 1, met: 1, missed: 0, p50_minutes: 0, p90_minutes: 0 });
    expect(open.review.on_time).toBeGreaterThan(0);
    expect((await get(staff.admin.token, '/admin/sla/summary/?days=0')).statusCode).toBe(400);
  });

  it('times a dispute’s first staff answer and its closing', async () => {
    const opened = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/disputes/',
      payload: {},
    });
    const id = opened.json().data.id as string;
    expect(opened.json().data.sla.first_response).toMatchObject({ state: 'on_time', met_at: null });
    await server.database.db
      .insert(chatMessages)
      .values({ disputeId: id, senderId: customer.id, message: 'Hello?' });
    const waiting = (await get(staff.support.token, `/disputes/${id}/`)).json().data;
    expect(waiting.sla.first_response.met_at).toBeNull();
    await server.database.db
      .insert(chatMessages)
      .values({ disputeId: id, senderId: staff.support.id, message: 'Looking into it' });
    const closed = await server.call(staff.support.token, {
      method: 'PUT',
      url: `/api/v1/disputes/${id}/`,
      payload: { status: 'closed' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.sla.first_response.state).toBe('met');
    expect(closed.json().data.sla.resolution.state).toBe('met');
  });

  it('lists cards due soon or breached, orders by due time, and the queue hands out the card due soonest', async () => {
    await put(staff.admin.token, 'review', { minutes: 5, warn_before_minutes: 5 });
    const soon = await submitCard(server, customer.token, brandId);
    await put(staff.admin.token, 'review', { minutes: 60, warn_before_minutes: 15 });
    const late = await submitCard(server, customer.token, brandId);
    // An hour later, as far as this card's clock is concerned (only the database's owner may).
    await server.database.db
      .update(transactions)
      .set({ slaDueAt: new Date(Date.now() - 60_000), slaWarnAt: new Date(Date.now() - 120_000) })
      .where(eq(transactions.id, late.id));
    const list = async (query: string) => {
      const response = await get(staff.reviewer.token, `/admin/giftcards/?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results as { id: string; sla: { state: string } }[];
    };
    const breached = await list('sla_state=breached');
    expect(breached.map((row) => [row.id, row.sla.state])).toEqual([[late.id, 'breached']]);
    const dueSoon = await list('sla_state=due_soon');
    expect(dueSoon.map((row) => [row.id, row.sla.state])).toEqual([[soon.id, 'due_soon']]);
    // The totals are counted apart from the page: the same rows.
    const total = async (query: string) =>
      (await get(staff.reviewer.token, `/admin/giftcards/?${query}`)).json().count;
    expect(await total('sla_state=breached&ordering=sla_due_at')).toBe(1);
    expect(await total('sla_state=due_soon&ordering=-sla_due_at')).toBe(1);
    expect(await total('sla_state=breached&status=PENDING_REVIEW')).toBe(1);
    expect(await total('sla_state=breached&status=REJECTED')).toBe(0);
    const byDue = await list('status=PENDING_REVIEW&ordering=sla_due_at');
    expect(byDue.slice(0, 2).map((row) => row.id)).toEqual([late.id, soon.id]);
    expect((await get(staff.reviewer.token, '/admin/giftcards/?sla_state=late')).statusCode).toBe(
      400,
    );

    const next = await server.call(staff.reviewer.token, {
      method: 'POST',
      url: '/api/v1/admin/giftcards/queue/next/',
    });
    expect(next.json().data.id).toBe(late.id);
  });

  it('lists disputes whose running clock is breached, first response before resolution', async () => {
    const opened = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/disputes/',
      payload: {},
    });
    const id = opened.json().data.id as string;
    await server.database.db
      .update(disputes)
      .set({ firstResponseDueAt: new Date(Date.now() - 60_000) })
      .where(eq(disputes.id, id));
    const breached = await get(staff.support.token, '/disputes/?sla_state=breached');
    expect(breached.statusCode, breached.body).toBe(200);
    const rows = breached.json().results as {
      id: string;
      sla: { first_response: { state: string } };
    }[];
    expect(rows.map((row) => [row.id, row.sla.first_response.state])).toEqual([[id, 'breached']]);
    const ordered = await get(staff.support.token, '/disputes/?status=open&ordering=sla_due_at');
    expect(ordered.json().results[0].id).toBe(id);
  });
});
