import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { createBrand, submitCard } from './test-fixtures.js';

let server: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};

// Six cards over two brands and two customers, created a day apart (oldest first).
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  alice = await server.login('customer');
  bob = await server.login('customer');
  const db = server.database.db;
  const amazon = await createBrand(db, { name: 'Amazon' });
  const itunes = await createBrand(db, { name: 'Apple iTunes', ratePercentage: '80.00' });
  const plan = [
    ['a1', alice, amazon, '100.00'],
    ['a2', alice, itunes, '50.00'],
    ['b1', bob, amazon, '300.00'],
    ['b2', bob, itunes, '20.00'],
    ['a3', alice, amazon, '75.00'],
    ['b3', bob, amazon, '10.00'],
  ] as const;
  for (const [index, [key, user, brand, value]] of plan.entries()) {
    const card = await submitCard(server, user.token, brand.id, value, `CODE-${key}-7H2K`);
    ids[key] = card.id;
    await db
      .update(transactions)
      .set({ createdAt: sql`now() - make_interval(days => ${plan.length - index})` })
      .where(eq(transactions.id, card.id));
  }
  ids.amazon = amazon.id;
  ids.itunes = itunes.id;
  await db.update(transactions).set({ status: 'REJECTED' }).where(eq(transactions.id, ids.b1));
});
afterAll(() => server.close());

const list = (query = '', token = admin.token) =>
  server.call(token, { method: 'GET', url: `/api/v1/admin/giftcards/${query}` });
const idsOf = (body: { results: { id: string }[] }) => body.results.map((row) => row.id);

describe('GET /admin/giftcards/', () => {
  it('answers a page of transactions newest first, in the contract shape', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(6);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    expect(idsOf(body)).toEqual(['b3', 'a3', 'b2', 'b1', 'a2', 'a1'].map((key) => ids[key]));
    const row = body.results.find((item: { id: string }) => item.id === ids.b1);
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'status',
        'status_display',
        'expected_payout',
        'offered_rate',
        'final_payout',
        'card_value',
        'card_code_display',
        'card_image',
        'currency',
        'created_at',
        'updated_at',
        'paid_at',
        'admin_notes',
        'rejection_reason',
        'user',
        'brand',
        'risk_flags',
        'duplicate_of',
        'payout_approval',
        'payout_approval_required',
        'payout_approval_threshold',
        'claimed_by',
        'claim_expires_at',
        'country',
        'form',
        'receipt',
        'rate_lock',
        'rate_override',
        'sla',
      ].sort(),
    );
    expect(row).toMatchObject({
      status: 'REJECTED',
      status_display: 'Rejected',
      card_value: '300.00',
      expected_payout: '255.00',
      card_code_display: '****-****-H2K',
      user: { id: bob.id, email: bob.email },
      brand: { id: ids.amazon, name: 'Amazon', image: null },
      claimed_by: null,
      claim_expires_at: null,
    });
    expect(Object.keys(row.user).sort()).toEqual(
      ['id', 'first_name', 'last_name', 'email', 'date_joined'].sort(),
    );
  });

  it('pages with next and previous links that keep the other parameters', async () => {
    const first = (await list('?page_size=4&ordering=created_at')).json();
    expect(first.count).toBe(6);
    expect(idsOf(first)).toEqual(['a1', 'a2', 'b1', 'b2'].map((key) => ids[key]));
    expect(first.next).toMatch(
      /\/api\/v1\/admin\/giftcards\/\?page_size=4&ordering=created_at&page=2$/,
    );
    const second = (await list('?page_size=4&ordering=created_at&page=2')).json();
    expect(idsOf(second)).toEqual(['a3', 'b3'].map((key) => ids[key]));
    expect(second.next).toBeNull();
    expect(second.previous).toMatch(/\?page_size=4&ordering=created_at$/);
    const beyond = await list('?page_size=4&page=3');
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json()).toEqual({ message: 'Invalid page.' });
  });

  it('filters by status, user and brand', async () => {
    const rejected = (await list('?status=REJECTED')).json();
    expect(rejected.count).toBe(1);
    expect(idsOf(rejected)).toEqual([ids.b1]);
    const pending = (await list(`?status=PENDING_REVIEW&user=${alice.id}`)).json();
    expect(pending.count).toBe(3);
    expect(idsOf(pending)).toEqual(['a3', 'a2', 'a1'].map((key) => ids[key]));
    const byBrand = (await list(`?brand=${ids.itunes}`)).json();
    expect(byBrand.count).toBe(2);
    expect(idsOf(byBrand)).toEqual(['b2', 'a2'].map((key) => ids[key]));
    const both = (await list(`?brand=${ids.itunes}&user=${bob.id}`)).json();
    expect(idsOf(both)).toEqual([ids.b2]);
  });

  it('searches the brand name case-insensitively, as a substring', async () => {
    const itunes = (await list('?search=itun')).json();
    expect(itunes.count).toBe(2);
    expect(idsOf(itunes)).toEqual(['b2', 'a2'].map((key) => ids[key]));
    const amazon = (await list('?search=AMAZ&status=PENDING_REVIEW')).json();
    expect(amazon.count).toBe(3);
    const none = (await list('?search=nothing-like-this')).json();
    expect(none).toMatchObject({ count: 0, results: [], next: null, previous: null });
    // LIKE wildcards are matched literally.
    expect((await list('?search=%25')).json().count).toBe(0);
    expect((await list(`?search=amazon&brand=${ids.itunes}`)).json().count).toBe(0);
  });

  it('orders by an allowed field, ascending or descending', async () => {
    const byValue = (await list('?ordering=-card_value')).json();
    expect(idsOf(byValue)).toEqual(['b1', 'a1', 'a3', 'a2', 'b2', 'b3'].map((key) => ids[key]));
    const ascending = (await list('?ordering=card_value')).json();
    expect(idsOf(ascending)).toEqual(['b3', 'b2', 'a2', 'a3', 'a1', 'b1'].map((key) => ids[key]));
  });

  it('refuses unknown ordering fields, statuses and ids with 400 and a clear message', async () => {
    const ordering = await list('?ordering=card_code');
    expect(ordering.statusCode).toBe(400);
    expect(ordering.json().message).toMatch(
      /^Cannot order by 'card_code'\. Allowed fields: created_at/,
    );
    const status = await list('?status=LOST');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe(
      'status must be one of: PENDING_REVIEW, ORDER_ACCEPTED, REJECTED, REDEEMED, PAID.',
    );
    const user = await list('?user=42');
    expect(user.statusCode).toBe(400);
    expect(user.json().message).toBe('user must be a valid id.');
    const page = await list('?page=0');
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('page must be 1 or more.');
  });

  it('is for admins only', async () => {
    expect((await list('', alice.token)).statusCode).toBe(403);
    expect((await list('', '')).statusCode).toBe(401);
  });
});
