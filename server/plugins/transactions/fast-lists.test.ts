import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionStatus } from '../../../contract/enums.js';
import { storedCardCode } from '../../db/card-codes.js';
import { transactions } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { createBrand, submitCard } from './test-fixtures.js';

const STATUSES = transactionStatus.options;

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const get = async (url: string, token = admin.token) => {
  const response = await server.call(token, { method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const countOf = async (query: string) => (await get(`/api/v1/admin/giftcards/?${query}`)).count;
const rowsWhere = async (where?: SQL) =>
  (
    await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(where)
  )[0].n;

/**
 * Every list total the API answers (each filter and pair of filters, the customers' own lists and
 * the dashboard's figures of today) next to the rows counted one by one.
 */
async function expectExactCounts(brandIds: string[], customers: TestUser[]) {
  expect(await countOf('')).toBe(await rowsWhere());
  for (const status of STATUSES) {
    expect(await countOf(`status=${status}`), status).toBe(
      await rowsWhere(eq(transactions.status, status)),
    );
  }
  for (const brandId of brandIds) {
    expect(await countOf(`brand=${brandId}`)).toBe(
      await rowsWhere(eq(transactions.brandId, brandId)),
    );
    for (const status of STATUSES) {
      expect(await countOf(`brand=${brandId}&status=${status}`)).toBe(
        await rowsWhere(and(eq(transactions.brandId, brandId), eq(transactions.status, status))),
      );
    }
  }
  for (const customer of customers) {
    const own = eq(transactions.userId, customer.id);
    expect(await countOf(`user=${customer.id}`)).toBe(await rowsWhere(own));
    expect((await get('/api/v1/giftcards/', customer.token)).count).toBe(await rowsWhere(own));
    for (const status of STATUSES) {
      expect(await countOf(`user=${customer.id}&status=${status}`)).toBe(
        await rowsWhere(and(own, eq(transactions.status, status))),
      );
    }
    for (const brandId of brandIds) {
      expect(await countOf(`user=${customer.id}&brand=${brandId}`)).toBe(
        await rowsWhere(and(own, eq(transactions.brandId, brandId))),
      );
    }
  }
  const today = sql`(now() at time zone 'UTC')::date`;
  const { todays_activities: activities } = (await get('/api/v1/admin/giftcards/dashboard_stats/'))
    .data;
  expect(activities).toMatchObject({
    submissions_today: await rowsWhere(
      sql`(${transactions.createdAt} at time zone 'UTC')::date = ${today}`,
    ),
    pending_approval_today: await rowsWhere(
      sql`(${transactions.createdAt} at time zone 'UTC')::date = ${today} and ${transactions.status} = 'PENDING_REVIEW'`,
    ),
    paid_today: await rowsWhere(sql`(${transactions.paidAt} at time zone 'UTC')::date = ${today}`),
  });
}

describe('list totals', () => {
  it('stay exact through submissions, reviews, deletions, brand deletion, and customer changes', async () => {
    const { db } = server.database;
    const alice = await server.login('customer');
    const bob = await server.login('customer');
    const amazon = await createBrand(db, { name: 'Amazon' });
    const steam = await createBrand(db, { name: 'Steam' });
    const brandIds = [amazon.id, steam.id];
    const customers = [alice, bob];
    await expectExactCounts(brandIds, customers);

    const a1 = await submitCard(server, alice.token, amazon.id, '100.00');
    const a2 = await submitCard(server, alice.token, amazon.id, '50.00');
    const b1 = await submitCard(server, bob.token, steam.id, '40.00');
    const b2 = await submitCard(server, bob.token, amazon.id, '30.00');
    await expectExactCounts(brandIds, customers);

    const review = (id: string, status: string) =>
      server.call(admin.token, {
        method: 'PATCH',
        url: `/api/v1/admin/giftcards/${id}`,
        payload: { status, expected_payout: '20.00', offered_rate: '80.00' },
      });
    // Only an accepted card is paid (api-contract.md, "Payout runs"): accepted first.
    expect((await review(a1.id, 'ORDER_ACCEPTED')).statusCode).toBe(200);
    expect((await review(a1.id, 'PAID')).statusCode).toBe(200);
    expect((await review(b1.id, 'REJECTED')).statusCode).toBe(200);
    expect((await review(a2.id, 'ORDER_ACCEPTED')).statusCode).toBe(200);
    expect((await review(a2.id, 'PAID')).statusCode).toBe(200);
    const reversed = await server.call(admin.token, {
      method: 'POST',
      url: `/api/v1/admin/giftcards/${a2.id}/reverse_payout/`,
      payload: { reason: 'Returned by the bank' },
    });
    expect(reversed.statusCode).toBe(200);
    // A review that keeps the status moves nothing.
    expect((await review(a1.id, 'PAID')).statusCode).toBe(200);
    await expectExactCounts(brandIds, customers);

    // Older submissions and a transaction moved to another customer and brand. (A reviewed one
    // cannot be deleted: its activity rows are append-only. The deletion below is of a new row.)
    await db
      .update(transactions)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(transactions.id, b1.id));
    await db
      .update(transactions)
      .set({ userId: alice.id, brandId: steam.id })
      .where(eq(transactions.id, b2.id));
    await expectExactCounts(brandIds, customers);

    // A brand whose only transaction was deleted can go; the other totals do not move. (Inserted
    // directly: a submission would also move the brand's submission counter, which keeps it.)
    const ebay = await createBrand(db, { name: 'eBay' });
    const [e1] = await db
      .insert(transactions)
      .values({
        userId: bob.id,
        brandId: ebay.id,
        cardValue: '25.00',
        ...storedCardCode(server.config.cardCodeKeys, 'EBAY-1'),
      })
      .returning();
    await expectExactCounts([...brandIds, ebay.id], customers);
    await db.delete(transactions).where(eq(transactions.id, e1.id));
    const deleted = await server.call(admin.token, {
      method: 'DELETE',
      url: `/api/v1/admin/brands/${ebay.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await countOf(`brand=${ebay.id}`)).toBe(0);

    // A customer's own changes (deactivated) leave their totals as they were.
    const deactivated = await server.call(admin.token, {
      method: 'PATCH',
      url: `/api/v1/admin/users/${bob.id}`,
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await countOf(`user=${bob.id}`)).toBe(await rowsWhere(eq(transactions.userId, bob.id)));
    await expectExactCounts(brandIds, [alice]);
  });
});

describe('deep pages', () => {
  const ORDERINGS = ['created_at', 'card_value', 'final_payout', 'paid_at', 'status'] as const;
  const PAGE_SIZE = 7;
  let brandIds: string[];

  // 120 transactions over six days, with equal dates, values and payouts so that ties are common,
  // and unpaid ones (no paid_at, no final_payout) among them; then some paid and some deleted, so
  // that the pages are sought through counts that followed updates and deletions too.
  beforeAll(async () => {
    const { db } = server.database;
    const customer = await server.login('customer');
    // Names a search can tell apart: "nord" holds both (in either case), "NORDIC" the second only.
    const brands = [
      await createBrand(db, { name: 'Deep Pages Nord' }),
      await createBrand(db, { name: 'deep pages NORDIC' }),
    ];
    brandIds = brands.map((brand) => brand.id);
    const base = Date.UTC(2026, 0, 10, 12);
    const rows = Array.from({ length: 120 }, (_, i) => {
      const status = STATUSES[i % STATUSES.length];
      const paid = status === 'PAID';
      return {
        userId: customer.id,
        brandId: brandIds[i % 2],
        status,
        cardValue: ['10.00', '25.00', '50.00'][i % 3],
        ...storedCardCode(server.config.cardCodeKeys, `CODE-${i}`),
        expectedPayout: '8.00',
        finalPayout: paid ? ['8.00', '20.00'][i % 2] : null,
        createdAt: new Date(base - Math.floor(i / 3) * 5 * 3600 * 1000),
        paidAt: paid ? new Date(base - (i % 4) * 26 * 3600 * 1000) : null,
      };
    });
    const inserted = await db.insert(transactions).values(rows).returning({ id: transactions.id });
    const firstTwelve = inArray(
      transactions.id,
      inserted.slice(0, 12).map((row) => row.id),
    );
    // Only an accepted card is paid (a trigger holds it): accepted first, then paid.
    await db
      .update(transactions)
      .set({ status: 'ORDER_ACCEPTED', finalPayout: null, paidAt: null })
      .where(firstTwelve);
    await db
      .update(transactions)
      .set({ status: 'PAID', finalPayout: '20.00', paidAt: new Date(base) })
      .where(firstTwelve);
    await db.delete(transactions).where(
      inArray(
        transactions.id,
        inserted.slice(12, 20).map((row) => row.id),
      ),
    );
  });

  /** The ids in the order OFFSET reads them: the field, then the id in the field's direction. */
  async function offsetOrder(field: (typeof ORDERINGS)[number], descending: boolean, where?: SQL) {
    const column = {
      created_at: transactions.createdAt,
      card_value: transactions.cardValue,
      final_payout: transactions.finalPayout,
      paid_at: transactions.paidAt,
      status: transactions.status,
    }[field];
    const direction = descending ? desc : asc;
    const rows = await server.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(where)
      .orderBy(direction(column), direction(transactions.id));
    return rows.map((row) => row.id);
  }

  async function pagesOf(query: string) {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const body = await get(
        `/api/v1/admin/giftcards/?page_size=${PAGE_SIZE}&page=${page}&${query}`,
      );
      ids.push(...body.results.map((row: { id: string }) => row.id));
      if (!body.next) return ids;
    }
  }

  it('search: every page holds the rows OFFSET would give over the matching brands, and their total', async () => {
    const newest = (ofBrands: string[]) =>
      offsetOrder('created_at', true, inArray(transactions.brandId, ofBrands));
    for (const [search, ofBrands] of [
      ['nord', brandIds],
      ['NORD', brandIds],
      ['ges nordi', [brandIds[1]]],
    ] as const) {
      const expected = await newest([...ofBrands]);
      expect(expected.length).toBeGreaterThan(PAGE_SIZE * 3);
      expect(await pagesOf(`search=${encodeURIComponent(search)}`), search).toEqual(expected);
      expect(await countOf(`search=${encodeURIComponent(search)}`), search).toBe(expected.length);
    }
    const none = await get(`/api/v1/admin/giftcards/?search=${encodeURIComponent('nord_')}`);
    expect(none).toMatchObject({ count: 0, next: null, previous: null, results: [] });
    const beyond = Math.ceil((await newest(brandIds)).length / PAGE_SIZE) + 1;
    const pastTheEnd = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/giftcards/?search=nord&page_size=${PAGE_SIZE}&page=${beyond}`,
    });
    expect(pastTheEnd.statusCode).toBe(404);
  });

  it('flagged=true: the total counted with the page is exact on every page, and none past the end', async () => {
    const { db } = server.database;
    const flagged = sql`cardinality(${transactions.riskFlags}) > 0`;
    expect(await get('/api/v1/admin/giftcards/?flagged=true')).toMatchObject({
      count: await rowsWhere(flagged),
    });
    const some = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(inArray(transactions.brandId, brandIds))
      .limit(3 * PAGE_SIZE + 2);
    await db
      .update(transactions)
      .set({ riskFlags: ['new_account'] })
      .where(
        inArray(
          transactions.id,
          some.map((row) => row.id),
        ),
      );
    const expected = await offsetOrder('created_at', true, flagged);
    expect(expected.length).toBeGreaterThan(3 * PAGE_SIZE);
    expect(await pagesOf('flagged=true')).toEqual(expected);
    for (const page of [1, 2, 4]) {
      const body = await get(
        `/api/v1/admin/giftcards/?flagged=true&page_size=${PAGE_SIZE}&page=${page}`,
      );
      expect(body.count, `page ${page}`).toBe(expected.length);
    }
    const pastTheEnd = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/giftcards/?flagged=true&page_size=${PAGE_SIZE}&page=${Math.ceil(expected.length / PAGE_SIZE) + 1}`,
    });
    expect(pastTheEnd.statusCode).toBe(404);
    await db
      .update(transactions)
      .set({ riskFlags: [] })
      .where(
        inArray(
          transactions.id,
          some.map((row) => row.id),
        ),
      );
  });

  for (const field of ORDERINGS) {
    for (const descending of [false, true]) {
      const ordering = `${descending ? '-' : ''}${field}`;
      it(`ordering=${ordering}: every page holds the rows OFFSET would give, alone and within a status`, async () => {
        expect(await pagesOf(`ordering=${ordering}`)).toEqual(await offsetOrder(field, descending));
        expect(await pagesOf(`ordering=${ordering}&status=PAID`)).toEqual(
          await offsetOrder(field, descending, eq(transactions.status, 'PAID')),
        );
        expect(await pagesOf(`ordering=${ordering}&brand=${brandIds[0]}`)).toEqual(
          await offsetOrder(field, descending, eq(transactions.brandId, brandIds[0])),
        );
      });
    }
  }
});
