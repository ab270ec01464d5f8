import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions, users } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { utcDay } from './dashboard.js';
import { createBrand, submitCard } from './test-fixtures.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const stats = async (token = admin.token) => {
  const response = await server.call(token, {
    method: 'GET',
    url: '/api/v1/admin/giftcards/dashboard_stats/',
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const review = (id: string, status: string, payout: string) =>
  server.call(admin.token, {
    method: 'PATCH',
    url: `/api/v1/admin/giftcards/${id}`,
    payload: { status, expected_payout: payout, offered_rate: '80.00' },
  });

describe('GET /admin/giftcards/dashboard_stats/', () => {
  it('answers zeros on an empty database', async () => {
    expect(await stats()).toEqual({
      sum_paid_payouts: '0.00',
      total_submissions: 0,
      total_giftcards: 0,
      total_users: 0,
      todays_activities: {
        submissions_today: 0,
        pending_approval_today: 0,
        paid_today: 0,
        new_users_today: 0,
      },
      latest_submissions: [],
      top_brands: [],
    });
  });

  it('follows submissions and reviews', async () => {
    const db = server.database.db;
    const jane = await server.login('customer');
    const old = await server.login('customer');
    await db
      .update(users)
      .set({ dateJoined: sql`now() - interval '3 days'` })
      .where(eq(users.id, old.id));
    const [amazon, steam, ebay] = [
      await createBrand(db, { name: 'Amazon' }),
      await createBrand(db, { name: 'Steam' }),
      await createBrand(db, { name: 'eBay' }),
    ];
    const a1 = await submitCard(server, jane.token, amazon.id, '100.00');
    const a2 = await submitCard(server, jane.token, amazon.id, '200.00');
    await submitCard(server, old.token, amazon.id, '50.00');
    const s1 = await submitCard(server, old.token, steam.id, '40.00');
    const yesterday = await submitCard(server, old.token, steam.id, '30.00');
    await db
      .update(transactions)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(transactions.id, yesterday.id));
    // Only an accepted card is paid: each is accepted, then paid.
    await review(a1.id, 'ORDER_ACCEPTED', '80.10');
    await review(a1.id, 'PAID', '80.10');
    await review(a2.id, 'ORDER_ACCEPTED', '160.20');
    await review(a2.id, 'PAID', '160.20');
    await review(s1.id, 'ORDER_ACCEPTED', '32.00');

    const data = await stats();
    expect(data).toMatchObject({
      sum_paid_payouts: '240.30',
      total_submissions: 5,
      total_giftcards: 3,
      total_users: 2,
      todays_activities: {
        submissions_today: 4,
        // a1, a2 are paid and s1 accepted: one of today's submissions still waits.
        pending_approval_today: 1,
        paid_today: 2,
        new_users_today: 1,
      },
      top_brands: [
        { name: 'Amazon', submission_count: 3 },
        { name: 'Steam', submission_count: 2 },
      ],
    });
    expect(data.top_brands.map((brand: { name: string }) => brand.name)).not.toContain(ebay.name);
    expect(data.latest_submissions).toHaveLength(5);
    expect(data.latest_submissions[0]).toEqual({
      id: s1.id,
      user: { first_name: 'Carl', last_name: 'Customer' },
      brand: { name: 'Steam' },
      created_at: expect.any(String),
      status: 'ORDER_ACCEPTED',
      status_display: 'Order Accepted',
    });
    expect(data.latest_submissions[4].id).toBe(yesterday.id);

    // Undoing a payment takes it back out of the totals.
    await server.call(admin.token, {
      method: 'POST',
      url: `/api/v1/admin/giftcards/${a2.id}/reverse_payout/`,
      payload: { reason: 'Bank returned it' },
    });
    const after = await stats();
    expect(after.sum_paid_payouts).toBe('80.10');
    expect(after.todays_activities.paid_today).toBe(1);
  });

  it('keeps the top brands to five, most submissions first', async () => {
    const db = server.database.db;
    const customer = await server.login('customer');
    for (let index = 0; index < 7; index += 1) {
      const brand = await createBrand(db, { name: `Top ${index}` });
      // 2 to 8 cards: more than any brand of the previous test.
      for (let count = 0; count <= index + 1; count += 1) {
        await submitCard(server, customer.token, brand.id, '10.00');
      }
    }
    const { top_brands } = await stats();
    expect(top_brands.map((brand: { name: string }) => brand.name)).toEqual([
      'Top 6',
      'Top 5',
      'Top 4',
      'Top 3',
      'Top 2',
    ]);
  });

  it('is not taken for a submission id, with or without the trailing slash', async () => {
    const response = await server.call(admin.token, {
      method: 'GET',
      url: '/api/v1/admin/giftcards/dashboard_stats',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.total_giftcards).toEqual(expect.any(Number));
  });

  it('is for admins only', async () => {
    const customer = await server.login('customer');
    const response = await server.call(customer.token, {
      method: 'GET',
      url: '/api/v1/admin/giftcards/dashboard_stats',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('utcDay', () => {
  it('spans the UTC calendar day', () => {
    const { start, end } = utcDay(new Date('2025-01-05T23:59:59.000-05:00'));
    expect(start.toISOString()).toBe('2025-01-06T00:00:00.000Z');
    expect(end.toISOString()).toBe('2025-01-07T00:00:00.000Z');
  });
});
