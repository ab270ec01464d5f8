import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages, disputes, notifications } from '../../db/schema.js';
import type { BusEvent } from '../../realtime/bus.js';
import { type NotificationEvent, notificationHistory } from '../../realtime/notifications.js';
import {
  codedRefusal,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

let server: TestServer;
let admins: TestUser[];
let jane: TestUser;
let john: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admins = [await server.login('admin'), await server.login('admin')];
  jane = await server.login('customer', { username: 'jane_doe' });
  john = await server.login('customer', { username: 'john_roe' });
});
afterAll(() => server.close());

const open = (token: string, payload: Record<string, unknown> = { status: 'open' }) =>
  server.call(token, { method: 'POST', url: '/api/v1/disputes/', payload });
const list = (token: string, query = '') =>
  server.call(token, { method: 'GET', url: `/api/v1/disputes/${query}` });
const get = (token: string, id: string) =>
  server.call(token, { method: 'GET', url: `/api/v1/disputes/${id}/` });
const put = (token: string, id: string, payload: Record<string, unknown>) =>
  server.call(token, { method: 'PUT', url: `/api/v1/disputes/${id}/`, payload });

async function openAs(user: TestUser, payload?: Record<string, unknown>) {
  const response = await open(user.token, payload);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string };
}

describe('POST /disputes/', () => {
  it('opens a dispute on an own card, stores the first message and notifies every admin', async () => {
    const brand = await createBrand(server.database.db);
    const card = await submitCard(server, jane.token, brand.id);
    const published: BusEvent[] = [];
    const unsubscribe = server.bus.subscribe((event) => published.push(event));
    const response = await open(jane.token, {
      status: 'open',
      giftcard: card.id,
      message: '  My card was rejected by mistake.  ',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(String),
      status: 'open',
      created_at: expect.any(String),
      customer_username: 'jane_doe',
      giftcard: card.id,
      sla: {
        first_response: expect.objectContaining({ state: 'on_time', met_at: null }),
        resolution: expect.objectContaining({ state: 'on_time', met_at: null }),
      },
    });
    const messages = await server.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.disputeId, data.id));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      senderId: jane.id,
      message: 'My card was rejected by mistake.',
    });
    const rows = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, data.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].message).toBe('jane_doe opened a dispute');
    // One event once committed, whatever the number of staff, and in every admin's history.
    const events = await vi.waitFor(() => {
      const found = published.filter(
        (event): event is NotificationEvent =>
          event.type === 'notification' && event.notification.subject_id === data.id,
      );
      expect(found).toHaveLength(1);
      return found;
    });
    unsubscribe();
    expect(events[0].notification).toMatchObject({ id: rows[0].id, is_read: false });
    for (const admin of admins) {
      const history = await notificationHistory(server.database.db, {
        id: admin.id,
        role: 'admin',
      });
      expect(history).toContainEqual(
        expect.objectContaining({ id: rows[0].id, kind: 'dispute_opened', is_read: false }),
      );
    }
  });

  it('notifies the staff who may see disputes, and not finance', async () => {
    const data = await openAs(john);
    const latestOf = async (role: 'reviewer' | 'finance') => {
      const reader = await server.login(role);
      const history = await notificationHistory(server.database.db, { id: reader.id, role });
      return history.map((notification) => notification.subject_id);
    };
    expect(await latestOf('reviewer')).toContain(data.id);
    expect(await latestOf('finance')).not.toContain(data.id);
  });

  it('opens a dispute with only a status, and no message row', async () => {
    const data = await openAs(john);
    const messages = await server.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.disputeId, data.id));
    expect(messages).toEqual([]);
  });

  it("refuses another customer's card, an unknown card, and bad input", async () => {
    const brand = await createBrand(server.database.db);
    const johns = await submitCard(server, john.token, brand.id);
    for (const giftcard of [johns.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await open(jane.token, { status: 'open', giftcard });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        codedRefusal('transaction.not_found', { giftcard: ['Gift card submission not found.'] }),
      );
    }
    const closed = await open(jane.token, { status: 'closed' });
    expect(closed.json().errors.status).toEqual(['A new dispute must be open.']);
    const long = await open(jane.token, { status: 'open', message: 'x'.repeat(2001) });
    expect(long.json().errors.message).toEqual(['message must be 2000 characters or less.']);
    const badId = await open(jane.token, { status: 'open', giftcard: 'abc' });
    expect(badId.json().errors.giftcard).toEqual(['giftcard must be a valid id.']);
  });

  it('is for customers only', async () => {
    const response = await open(admins[0].token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only customers can open disputes.');
    expect((await open('')).statusCode).toBe(401);
  });
});

describe('GET /disputes/', () => {
  it('shows admins every dispute and customers their own', async () => {
    const all = (await list(admins[0].token)).json();
    const total = (
      await server.database.db.select({ n: sql<number>`count(*)::int` }).from(disputes)
    )[0].n;
    expect(all.count).toBe(total);
    const mine = (await list(jane.token)).json();
    expect(mine.count).toBeGreaterThan(0);
    expect(
      mine.results.every(
        (row: { customer_username: string }) => row.customer_username === 'jane_doe',
      ),
    ).toBe(true);
    expect(mine.count).toBeLessThan(all.count);
  });

  it('filters by status, searches the customer username, orders and pages', async () => {
    const first = await openAs(john);
    const second = await openAs(john);
    await put(admins[0].token, first.id, { status: 'closed' });
    const closed = (await list(admins[0].token, '?status=closed')).json();
    expect(closed.results.map((row: { id: string }) => row.id)).toEqual([first.id]);
    const search = (await list(admins[0].token, '?search=JOHN_R')).json();
    expect(
      search.results.every(
        (row: { customer_username: string }) => row.customer_username === 'john_roe',
      ),
    ).toBe(true);
    expect(search.results[0].id).toBe(second.id);
    const oldest = (await list(admins[0].token, '?ordering=created_at&page_size=1')).json();
    expect(oldest.results[0].customer_username).toBe('jane_doe');
    expect(oldest.next).toMatch(/\/api\/v1\/disputes\/\?ordering=created_at&page_size=1&page=2$/);
    const byStatus = (await list(admins[0].token, '?ordering=-status')).json();
    expect(byStatus.results[0].status).toBe('open');
    expect(byStatus.results.at(-1).status).toBe('closed');
  });

  it('refuses bad filters', async () => {
    const status = await list(admins[0].token, '?status=pending');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Status must be open or closed.');
    const ordering = await list(admins[0].token, '?ordering=customer');
    expect(ordering.statusCode).toBe(400);
    expect(ordering.json().message).toBe(
      "Cannot order by 'customer'. Allowed fields: created_at, status, sla_due_at.",
    );
  });
});

describe('GET /disputes/:id', () => {
  it('answers the admin and the owner, refuses other customers', async () => {
    const dispute = await openAs(jane);
    for (const user of [admins[0], jane]) {
      const response = await get(user.token, dispute.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: dispute.id, customer_username: 'jane_doe' });
    }
    const other = await get(john.token, dispute.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      message: 'You do not have permission to view this dispute.',
      message_code: 'permission.dispute_view',
      message_params: {},
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get(admins[0].token, '00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Dispute not found.' });
  });
});

describe('PUT /disputes/:id', () => {
  it('lets an admin close and reopen a dispute', async () => {
    const dispute = await openAs(jane);
    const closed = await put(admins[0].token, dispute.id, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ id: dispute.id, status: 'closed' });
    const reopened = await put(admins[0].token, dispute.id, { status: 'open' });
    expect(reopened.json().data.status).toBe('open');
  });

  it('validates the status and answers 404 for an unknown id', async () => {
    const dispute = await openAs(jane);
    const bad = await put(admins[0].token, dispute.id, { status: 'resolved' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: ['Status must be open or closed.'] });
    const missing = await put(admins[0].token, dispute.id, {});
    expect(missing.json().errors).toEqual({ status: ['Status is required'] });
    const unknown = await put(admins[0].token, '00000000-0000-4000-8000-000000000000', {
      status: 'closed',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dispute not found.');
  });

  it('is for admins only, even for the owner', async () => {
    const dispute = await openAs(jane);
    const response = await put(jane.token, dispute.id, { status: 'closed' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to open or close disputes.');
  });
});
