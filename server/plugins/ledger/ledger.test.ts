import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codedRefusal,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

let server: TestServer;
let admin: TestUser;
let finance: TestUser;
let secondFinance: TestUser;
let reviewer: TestUser;
let customer: TestUser;
let brandId: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, finance, secondFinance, reviewer, customer] = [
    await server.login('admin'),
    await server.login('finance'),
    await server.login('finance'),
    await server.login('reviewer'),
    await server.login('customer'),
  ];
  brandId = (await createBrand(server.database.db, { maxAmount: '5000.00' })).id;
});
afterAll(() => server.close());

const url = (id: string, action = '') => `/api/v1/admin/giftcards/${id}/${action}`;
const patch = (as: TestUser, id: string, payload: Record<string, unknown>) =>
  server.call(as.token, { method: 'PATCH', url: url(id), payload });
const pay = (as: TestUser, id: string, payout = '80.00') =>
  patch(as, id, { status: 'PAID', expected_payout: payout, offered_rate: '80.00' });
const reverse = (as: TestUser, id: string, reason = 'Sent to a closed bank account') =>
  server.call(as.token, { method: 'POST', url: url(id, 'reverse_payout/'), payload: { reason } });
const get = (as: TestUser, path: string) =>
  server.call(as.token, { method: 'GET', url: `/api/v1${path}` });
const detail = async (id: string) => (await get(admin, `/admin/giftcards/${id}`)).json().data;
const check = async () => (await get(admin, '/admin/ledger/check/')).json().data;
const card = async (value = '100.00') =>
  (await submitCard(server, customer.token, brandId, value)).id;
/** A card a reviewer accepted at 80.00: what finance may pay. */
const acceptedCard = async () => {
  const id = await card();
  await patch(admin, id, {
    status: 'ORDER_ACCEPTED',
    expected_payout: '80.00',
    offered_rate: '80.00',
  });
  return id;
};
const kinds = (transfers: { kind: string }[]) => transfers.map((transfer) => transfer.kind);

describe('the ledger in the database', () => {
  it('refuses to change, delete or empty a transfer, an account or a roll-up', async () => {
    const id = await acceptedCard();
    expect((await pay(admin, id)).statusCode).toBe(200);
    const { db } = server.database;
    for (const statement of [
      sql`update ledger_transfers set amount = 1`,
      sql`delete from ledger_transfers`,
      sql`truncate ledger_transfers cascade`,
      sql`delete from ledger_accounts`,
      sql`truncate ledger_accounts cascade`,
      sql`update ledger_daily_totals set count = 0`,
      sql`delete from ledger_daily_totals`,
      sql`truncate gift_card_transactions cascade`,
    ]) {
      await expect(db.execute(statement)).rejects.toThrow();
    }
    expect((await detail(id)).ledger.transfers).toHaveLength(2);
    expect(await check()).toMatchObject({ ok: true, problems: [] });
  });

  it("keeps each account's balance on its kind's side, said once by the kind", async () => {
    const { db } = server.database;
    const rows = async <Row>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
    expect(
      await rows(sql`select kind, normal_side from ledger_account_kinds order by kind`),
    ).toEqual([
      { kind: 'card_inventory', normal_side: 'debit' },
      { kind: 'customer_payable', normal_side: 'credit' },
      { kind: 'customer_receivable', normal_side: 'debit' },
      { kind: 'payouts', normal_side: 'credit' },
      { kind: 'payouts_in_flight', normal_side: 'credit' },
    ]);
    // Every account, a customer's made by a payment too, is on its kind's side.
    expect((await pay(admin, await acceptedCard())).statusCode).toBe(200);
    const accounts = await rows<{ agree: boolean }>(sql`
      select a.normal_side = k.normal_side
        and a.balance = case when k.normal_side = 'debit' then a.debits - a.credits else a.credits - a.debits end as agree
      from ledger_accounts a join ledger_account_kinds k using (kind)`);
    expect(accounts.length).toBeGreaterThan(3);
    expect(accounts.every((account) => account.agree)).toBe(true);
    // No account is put on another side than its kind's.
    await expect(
      db.execute(
        sql`update ledger_accounts set normal_side = 'credit' where kind = 'card_inventory'`,
      ),
    ).rejects.toThrow();
  });
});

describe('paying', () => {
  it('writes a purchase on acceptance, adjusts it, voids it, and pays the expected payout', async () => {
    const id = await card();
    await patch(admin, id, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '70.00',
      offered_rate: '70',
    });
    await patch(admin, id, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '75.50',
      offered_rate: '75.5',
    });
    expect((await detail(id)).ledger).toMatchObject({ owed: '75.50', paid: '0.00' });
    await patch(admin, id, { status: 'REJECTED', expected_payout: '75.50', offered_rate: '75.5' });
    expect((await detail(id)).ledger.owed).toBe('0.00');
    // Only an accepted card is paid: a rejected one is accepted again first.
    const rejectedPaid = await pay(admin, id, '60.00');
    expect(rejectedPaid.statusCode).toBe(409);
    expect(rejectedPaid.json()).toEqual(codedRefusal('transaction.accept_before_paying'));
    await patch(admin, id, { status: 'REDEEMED', expected_payout: '60.00', offered_rate: '60' });
    const paid = await pay(admin, id, '60.00');
    expect(paid.statusCode).toBe(200);
    const { ledger } = paid.json().data;
    expect(ledger).toMatchObject({ owed: '0.00', paid: '60.00' });
    expect(kinds(ledger.transfers)).toEqual([
      'payout',
      'purchase',
      'purchase_void',
      'purchase_adjustment',
      'purchase',
    ]);
    expect(ledger.transfers.map((transfer: { amount: string }) => transfer.amount)).toEqual([
      '60.00',
      '60.00',
      '75.50',
      '5.50',
      '70.00',
    ]);
    expect(ledger.transfers[0].performed_by).toEqual({ id: admin.id, username: admin.username });
  });

  it('freezes a paid card: 409 for a change, 403 without pay, notes only, a repeat writes nothing', async () => {
    const id = await acceptedCard();
    await pay(admin, id);
    const before = await detail(id);
    for (const change of [
      { status: 'REDEEMED', expected_payout: '80.00', offered_rate: '80.00' },
      { status: 'PAID', expected_payout: '0.01', offered_rate: '80.00' },
      { status: 'PAID', expected_payout: '80.00', offered_rate: '81.00' },
      { status: 'PAID', expected_payout: '80.00', offered_rate: '80.00', rejection_reason: 'x' },
    ]) {
      const refused = await patch(finance, id, change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json()).toEqual(codedRefusal('transaction.paid_is_frozen'));
    }
    const byReviewer = await patch(reviewer, id, {
      status: 'PAID',
      expected_payout: '0.01',
      offered_rate: '80.00',
    });
    expect(byReviewer.statusCode).toBe(403);
    const repeat = await pay(finance, id);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.recent_logs).toEqual(before.recent_logs);
    expect(repeat.json().data.ledger).toEqual(before.ledger);

    const noted = await patch(finance, id, {
      status: 'PAID',
      expected_payout: '80.00',
      offered_rate: '80.00',
      admin_notes: 'Bank reference 4471',
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().data.recent_logs[0]).toMatchObject({
      action: 'other',
      notes: 'Bank reference 4471',
    });
    expect(noted.json().data.ledger).toEqual(before.ledger);
  });

  it('refuses to pay nothing', async () => {
    const id = await card();
    await patch(admin, id, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '0.00',
      offered_rate: '0',
    });
    const response = await pay(admin, id, '0.00');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(codedRefusal('transaction.nothing_to_pay'));
    expect((await detail(id)).status).toBe('ORDER_ACCEPTED');
  });

  it('pays once whatever the concurrency: 20 racing payments, different payouts', async () => {
    const id = await acceptedCard();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        pay(index % 2 ? admin : finance, id, index % 3 ? '80.00' : '70.00'),
      ),
    );
    // Finance may pay but not change the payout (403); after the first payment, 409 or a no-op.
    expect(
      answers.map((answer) => answer.statusCode).filter((code) => ![200, 403, 409].includes(code)),
    ).toEqual([]);
    const { ledger, recent_logs, final_payout } = await detail(id);
    expect(kinds(ledger.transfers).filter((kind) => kind === 'payout')).toHaveLength(1);
    expect(ledger.paid).toBe(final_payout);
    expect(recent_logs.map((log: { action: string }) => log.action)).toEqual([
      'payment_processed',
      'status_update',
    ]);
    expect(await check()).toMatchObject({ ok: true });
  });

  it('consumes the payout approval: a second payout needs a new one', async () => {
    const id = await card('1000.00');
    await patch(admin, id, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '800.00',
      offered_rate: '80',
    });
    await server.call(finance.token, { method: 'POST', url: url(id, 'approve_payout/') });
    expect((await pay(secondFinance, id, '800.00')).statusCode).toBe(200);
    expect((await detail(id)).payout_approval).toBeNull();
    await server.call(finance.token, { method: 'POST', url: url(id, 'approve_reversal/') });
    expect((await reverse(secondFinance, id)).statusCode).toBe(200);
    // What the prober did: paid, unpaid, paid again on one approval. Now the second payment asks.
    expect((await pay(secondFinance, id, '800.00')).statusCode).toBe(409);
    const { ledger } = await detail(id);
    expect(kinds(ledger.transfers).filter((kind) => kind === 'payout')).toHaveLength(1);
  });
});

describe('reversing a payout', () => {
  it('writes the reversal with its reason, back to ORDER_ACCEPTED, audited', async () => {
    const id = await acceptedCard();
    await pay(admin, id);
    const response = await reverse(finance, id, 'The bank returned the transfer');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ status: 'ORDER_ACCEPTED', final_payout: null, paid_at: null });
    expect(data.ledger).toMatchObject({ owed: '80.00', paid: '0.00' });
    expect(data.ledger.transfers[0]).toMatchObject({
      kind: 'payout_reversal',
      amount: '80.00',
      reverses_id: data.ledger.transfers[1].id,
      reason: 'The bank returned the transfer',
    });
    expect(data.recent_logs[0]).toMatchObject({
      action: 'payout_reversed',
      notes: 'Payout of $80.00 reversed: The bank returned the transfer',
    });
    const audit = await get(
      admin,
      `/admin/audit-logs/?action=transaction.payout_reversed&target_id=${id}`,
    );
    expect(audit.json().count).toBe(1);
    // Paid again, on a new round.
    expect((await pay(finance, id)).statusCode).toBe(200);
    expect(kinds((await detail(id)).ledger.transfers)).toEqual([
      'payout',
      'payout_reversal',
      'payout',
      'purchase',
    ]);
  });

  it('is for paid cards, with a reason, for staff who may pay', async () => {
    const id = await acceptedCard();
    const unpaid = await reverse(admin, id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual(codedRefusal('transaction.only_paid_reversed'));
    await pay(admin, id);
    const noReason = await reverse(admin, id, '   ');
    expect(noReason.statusCode).toBe(400);
    expect((await reverse(admin, id, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await reverse(reviewer, id)).statusCode).toBe(403);
    expect((await detail(id)).status).toBe('PAID');
  });

  it('needs another person’s approval at or above the threshold, and consumes it', async () => {
    const id = await card('1000.00');
    await patch(admin, id, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '500.00',
      offered_rate: '80',
    });
    await server.call(finance.token, { method: 'POST', url: url(id, 'approve_payout/') });
    const paid = await pay(secondFinance, id, '500.00');
    expect(paid.statusCode, paid.body).toBe(200);
    const alone = await reverse(finance, id);
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual(codedRefusal('transaction.second_reversal_approval_needed'));
    const approved = await server.call(secondFinance.token, {
      method: 'POST',
      url: url(id, 'approve_reversal/'),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.reversal_approval.approved_by.id).toBe(secondFinance.id);
    // The approver cannot then reverse alone.
    expect((await reverse(secondFinance, id)).statusCode).toBe(409);
    const reversed = await reverse(finance, id);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().data.reversal_approval).toBeNull();
  });

  it('reverses once whatever the concurrency: 10 racing reversals', async () => {
    const id = await acceptedCard();
    await pay(admin, id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => reverse(finance, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect(kinds((await detail(id)).ledger.transfers)).toEqual([
      'payout_reversal',
      'payout',
      'purchase',
    ]);
    expect(await check()).toMatchObject({ ok: true });
  });
});

describe('reading the ledger', () => {
  it('lists accounts with stored balances, a customer’s transfers, the balance owed', async () => {
    const someone = await server.login('customer', { username: 'ledger_reader_case' });
    const first = (await submitCard(server, someone.token, brandId, '100.00')).id;
    const second = (await submitCard(server, someone.token, brandId, '50.00')).id;
    await patch(admin, first, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '80.00',
      offered_rate: '80',
    });
    await patch(admin, second, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '40.00',
      offered_rate: '80',
    });
    await pay(admin, first);

    const accounts = (
      await get(finance, '/admin/ledger/accounts/?search=ledger_reader_case')
    ).json();
    expect(accounts.count).toBe(1);
    const [account] = accounts.results;
    expect(account).toMatchObject({
      kind: 'customer_payable',
      customer: { id: someone.id, username: someone.username },
      debits: '80.00',
      credits: '120.00',
      balance: '40.00',
    });
    const user = (await get(admin, `/admin/users/${someone.id}`)).json().data;
    expect(user.balance_owed).toBe('40.00');

    const transfers = (await get(finance, `/admin/ledger/transfers/?account=${account.id}`)).json();
    expect(transfers.count).toBe(3);
    expect(kinds(transfers.results)).toEqual(['payout', 'purchase', 'purchase']);
    const oldest = (
      await get(
        finance,
        `/admin/ledger/transfers/?account=${account.id}&ordering=created_at&page_size=1&page=2`,
      )
    ).json();
    expect(oldest).toMatchObject({ count: 3, results: [{ transaction_id: second }] });

    const fresh = await server.login('customer');
    expect((await get(admin, `/admin/users/${fresh.id}`)).json().data.balance_owed).toBe('0.00');
    expect((await get(reviewer, '/admin/ledger/accounts/')).statusCode).toBe(403);
  });

  it('sums a day from the roll-ups: opening, transfers by kind, closing', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = (await get(finance, `/admin/ledger/summary/?date=${today}`)).json().data;
    const id = await acceptedCard();
    await pay(admin, id, '25.00');
    const after = (await get(finance, '/admin/ledger/summary/')).json().data;
    expect(after.date).toBe(today);
    expect(after.opening).toEqual(before.opening);
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect(cents(after.closing.payouts) - cents(before.closing.payouts)).toBe(2500);
    expect(after.transfers.payout.count).toBe(before.transfers.payout.count + 1);
    expect(after.paid_total).toBe(after.closing.payouts);
    const dashboard = (await get(admin, '/admin/giftcards/dashboard_stats/')).json().data;
    expect(dashboard.sum_paid_payouts).toBe(after.paid_total);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const next = (await get(finance, `/admin/ledger/summary/?date=${tomorrow}`)).json().data;
    expect(next.opening).toEqual(after.closing);
    expect(next.transfers.payout).toEqual({ count: 0, amount: '0.00' });
  });

  it('finds what does not add up', async () => {
    const id = await acceptedCard();
    await pay(admin, id);
    // What only someone going around the server could do: the ledger's check names it.
    await server.database.db.execute(
      sql`update gift_card_transactions set final_payout = '79.00' where id = ${id}`,
    );
    const found = await check();
    expect(found.ok).toBe(false);
    expect(found.problems).toContainEqual({
      rule: 'transaction_paid',
      transaction_id: id,
      expected: '79.00',
      found: '80.00',
    });
    await server.database.db.execute(
      sql`update gift_card_transactions set final_payout = '80.00' where id = ${id}`,
    );
    expect(await check()).toMatchObject({ ok: true, problems: [] });
  });

  it('never shows a customer the ledger', async () => {
    const id = await acceptedCard();
    await pay(admin, id);
    const own = (
      await server.call(customer.token, { method: 'GET', url: '/api/v1/giftcards/' })
    ).json();
    const mine = own.results.find((row: { id: string }) => row.id === id);
    expect(mine).toBeDefined();
    expect(mine).not.toHaveProperty('ledger');
    expect(mine).not.toHaveProperty('reversal_approval');
    expect((await get(customer, '/admin/ledger/transfers/')).statusCode).toBe(403);
  });
});
