import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

/*
 * Every way money moves for one customer, at once: the bank's results for a sent batch, direct
 * payments, clawbacks and repayments, 80 requests in parallel. Each locks the customer's accounts;
 * on PostgreSQL they really run together, and a deadlock or serialization failure is run again
 * (server/db/retry.ts) instead of answering 500. The ledger adds up after.
 */

let server: TestServer;
let admin: TestUser;
let finance: TestUser;
let customer: TestUser;
let brandId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  finance = await server.login('finance');
  customer = await server.login('customer');
  await call(customer, 'PUT', '/payout-account/', {
    bank_code: '058',
    bank_name: 'Test Bank',
    account_number: '0123456789',
    account_name: customer.username,
  });
  brandId = (await createBrand(server.database.db, { maxAmount: '5000.00' })).id;
});
afterAll(() => server.close());

function call(
  as: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) {
  return server.call(as.token, { method, url: `/api/v1${url}`, ...(payload && { payload }) });
}

async function acceptedCards(count: number) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { id } = await submitCard(server, customer.token, brandId, '100.00');
    const accepted = await call(admin, 'PATCH', `/admin/giftcards/${id}/`, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '80.00',
      offered_rate: '80.00',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    ids.push(id);
  }
  return ids;
}

const pay = (id: string) =>
  call(finance, 'PATCH', `/admin/giftcards/${id}/`, {
    status: 'PAID',
    expected_payout: '80.00',
    offered_rate: '80.00',
  });

describe('80 money operations on one customer at once', () => {
  it('answer only 2xx and 4xx, and the ledger adds up', async () => {
    const cards = await acceptedCards(50);
    const [batched, direct, paidBefore] = [
      cards.slice(0, 20),
      cards.slice(20, 40),
      cards.slice(40),
    ];
    const draft = await call(finance, 'POST', '/admin/payout-batches/', {
      transaction_ids: batched,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const batch = draft.json().data.id;
    expect((await call(finance, 'POST', `/admin/payout-batches/${batch}/submit/`)).statusCode).toBe(
      200,
    );
    const items = (await call(finance, 'GET', `/admin/payout-batches/${batch}/items/`)).json()
      .results as { reference: string }[];
    for (const id of paidBefore) expect((await pay(id)).statusCode).toBe(200);

    const operations = [
      ...items.map((item, index) =>
        call(finance, 'POST', `/admin/payout-batches/${batch}/results/`, {
          results: [{ reference: item.reference, status: index % 2 ? 'failed' : 'success' }],
        }),
      ),
      ...direct.map(pay),
      ...[...paidBefore, ...paidBefore].map((id) =>
        call(finance, 'POST', `/admin/giftcards/${id}/clawback/`, {
          reason: 'Used before we bought it',
          amount: '30.00',
        }),
      ),
      ...Array.from({ length: 20 }, () =>
        call(finance, 'POST', `/admin/users/${customer.id}/repayments/`, {
          amount: '5.00',
          reference: 'CONTENTION',
        }),
      ),
    ];
    expect(operations).toHaveLength(80);
    const answers = await Promise.all(operations);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body),
    ).toEqual([]);
    expect(statuses.every((status) => status >= 200 && status < 500)).toBe(true);

    const check = (await call(finance, 'GET', '/admin/ledger/check/')).json().data;
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    // Every direct payment went through once, and each batch item was answered once.
    const { rows } = (await server.database.db.execute(sql`
      select count(*) filter (where status = 'PAID')::int as paid from gift_card_transactions
      where id in ${direct}`)) as unknown as { rows: { paid: number }[] };
    expect(rows[0].paid).toBe(20);
  }, 180_000);
});
