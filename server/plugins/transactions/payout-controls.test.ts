import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionStatus } from '../../../contract/enums.js';
import type { TransactionStatus } from '../../../contract/statuses.js';
import { databaseRefusal } from '../../test/database-refusal.js';
import {
  codedRefusal,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { ONLY_PENDING_CLAIMED } from './claims.js';
import { ACCEPT_BEFORE_APPROVING } from './payout-approval.js';
import { createBrand, submitCard } from './test-fixtures.js';

/**
 * Issue 31's holes in the controls around paying: only what a reviewer accepted is paid, an
 * approval does not outlive what it approved, and claims are for cards pending review.
 */
const TRANSACTION_STATUS_VALUES = transactionStatus.options;
let server: TestServer;
let reviewer: TestUser;
let finance: TestUser;
let brandId: string;
beforeAll(async () => {
  server = await startTestServer();
  reviewer = await server.login('reviewer');
  finance = await server.login('finance');
  brandId = (await createBrand(server.database.db, { maxAmount: '2000.00' })).id;
});
afterAll(() => server.close());

const call = (who: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  server.call(who.token, { method, url: `/api/v1/admin/giftcards/${url}`, payload });
const review = (who: TestUser, id: string, status: string, expected: string, extra = {}) =>
  call(who, 'PATCH', `${id}/`, {
    status,
    expected_payout: expected,
    offered_rate: '86.00',
    ...extra,
  });
const detail = async (id: string) => (await call(finance, 'GET', `${id}/`)).json().data;

async function card(value: string) {
  const customer = await server.login('customer');
  return (await submitCard(server, customer.token, brandId, value)).id;
}

async function acceptedCard(value: string, expected: string) {
  const id = await card(value);
  expect((await review(reviewer, id, 'ORDER_ACCEPTED', expected)).statusCode).toBe(200);
  return id;
}

describe('paying only what a reviewer accepted', () => {
  it('refuses finance alone paying 172.00 pending review, and writes nothing', async () => {
    const id = await card('200.00');
    await review(reviewer, id, 'PENDING_REVIEW', '172.00');
    const refused = await review(finance, id, 'PAID', '172.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(codedRefusal('transaction.accept_before_paying'));
    expect(await detail(id)).toMatchObject({
      status: 'PENDING_REVIEW',
      final_payout: null,
      ledger: { owed: '0.00', paid: '0.00', transfers: [] },
    });
  });

  it('refuses paying 86.00 a reviewer rejected', async () => {
    const id = await card('100.00');
    await review(reviewer, id, 'REJECTED', '86.00', { rejection_reason: 'Card image unreadable.' });
    const refused = await review(finance, id, 'PAID', '86.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(codedRefusal('transaction.accept_before_paying'));
    expect((await detail(id)).status).toBe('REJECTED');
  });

  it('refuses paying a rejected 650.00 whose payout was approved before the rejection', async () => {
    const id = await acceptedCard('1000.00', '650.00');
    const approver = await server.login('finance');
    expect((await call(approver, 'POST', `${id}/approve_payout/`)).statusCode).toBe(200);
    const rejected = await review(reviewer, id, 'REJECTED', '650.00', {
      rejection_reason: 'Fake card: code already redeemed',
    });
    expect(rejected.json().data.payout_approval).toBeNull();
    const refused = await review(finance, id, 'PAID', '650.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(codedRefusal('transaction.accept_before_paying'));
    expect(await detail(id)).toMatchObject({ status: 'REJECTED', ledger: { paid: '0.00' } });
  });

  it('does not count an approval given before a rejection once the card is accepted again', async () => {
    const id = await acceptedCard('1000.00', '600.00');
    const approver = await server.login('finance');
    await call(approver, 'POST', `${id}/approve_payout/`);
    await review(reviewer, id, 'REJECTED', '600.00', { rejection_reason: 'Looks reused.' });
    const reaccepted = await review(reviewer, id, 'ORDER_ACCEPTED', '600.00');
    expect(reaccepted.json().data.payout_approval).toBeNull();
    const refused = await review(finance, id, 'PAID', '600.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(codedRefusal('transaction.second_approval_needed'));
    // A new approval, given to what is accepted now, lets it be paid.
    await call(approver, 'POST', `${id}/approve_payout/`);
    expect((await review(finance, id, 'PAID', '600.00')).statusCode).toBe(200);
  });

  it('voids the approvals of a staff member who is deactivated', async () => {
    const id = await acceptedCard('1000.00', '700.00');
    const approver = await server.login('finance');
    await call(approver, 'POST', `${id}/approve_payout/`);
    expect((await detail(id)).payout_approval).toMatchObject({ amount: '700.00' });
    const admin = await server.login('admin');
    const deactivated = await server.call(admin.token, {
      method: 'PATCH',
      url: `/api/v1/admin/staff/${approver.id}/`,
      payload: { is_active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await detail(id)).payout_approval).toBeNull();
    const refused = await review(finance, id, 'PAID', '700.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(codedRefusal('transaction.second_approval_needed'));
  });

  it('approves only the payout of an accepted card', async () => {
    const id = await card('200.00');
    await review(reviewer, id, 'PENDING_REVIEW', '172.00');
    const refused = await call(finance, 'POST', `${id}/approve_payout/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ACCEPT_BEFORE_APPROVING });
    expect((await detail(id)).payout_approval).toBeNull();
  });

  it('is held by the database itself, whoever writes', async () => {
    const id = await card('200.00');
    await review(reviewer, id, 'PENDING_REVIEW', '172.00');
    const refusal = (query: SQL) => databaseRefusal(server.database.db, query);
    expect(
      await refusal(sql`update gift_card_transactions set status = 'PAID' where id = ${id}`),
    ).toMatch(/only an accepted or redeemed transaction is paid/);
    expect(
      await refusal(
        sql`select transaction_move_money(${id}, 'PAID', 172.00, ${finance.id}, ${finance.username}, null)`,
      ),
    ).toMatch(/only an accepted or redeemed transaction is paid/);
    expect(
      await refusal(
        sql`update gift_card_transactions set payout_approved_by_id = ${finance.id}, payout_approved_at = now(), payout_approved_amount = 172.00 where id = ${id}`,
      ),
    ).toMatch(/gift_card_transactions_approval_while_accepted/);
    expect((await detail(id)).status).toBe('PENDING_REVIEW');
  });
});

describe('the owed statuses', () => {
  it('are read from the database: for every status, its payout is approved and paid only if owed', async () => {
    const { rows } = (await server.database.db.execute(
      sql`select s as status, transaction_status_owed(s) as owed
          from unnest(array[${sql.join(
            TRANSACTION_STATUS_VALUES.map((status) => sql`${status}`),
            sql`, `,
          )}]::text[]) s`,
    )) as unknown as { rows: { status: TransactionStatus; owed: boolean }[] };
    expect(rows).toHaveLength(TRANSACTION_STATUS_VALUES.length);
    // The one definition: what a reviewer accepted.
    expect(rows.filter((row) => row.owed).map((row) => row.status)).toEqual([
      'ORDER_ACCEPTED',
      'REDEEMED',
    ]);
    // The app's answers follow it, whatever the status (a paid card is frozen: tested above).
    for (const { status, owed } of rows.filter((row) => row.status !== 'PAID')) {
      const id = await card('100.00');
      const reason = status === 'REJECTED' ? { rejection_reason: 'Card image unreadable.' } : {};
      expect((await review(reviewer, id, status, '86.00', reason)).statusCode, status).toBe(200);
      const approved = await call(finance, 'POST', `${id}/approve_payout/`);
      expect(approved.statusCode, status).toBe(owed ? 200 : 409);
      if (!owed) expect(approved.json()).toEqual({ message: ACCEPT_BEFORE_APPROVING });
      const paid = await review(finance, id, 'PAID', '86.00');
      expect(paid.statusCode, status).toBe(owed ? 200 : 409);
      if (!owed) expect(paid.json()).toEqual(codedRefusal('transaction.accept_before_paying'));
      expect(await detail(id), status).toMatchObject({
        status: owed ? 'PAID' : status,
        ledger: { paid: owed ? '86.00' : '0.00' },
      });
    }
  });
});

describe('claims on cards pending review only', () => {
  it('refuses a reviewer claiming an accepted or a paid card, which finance then pays', async () => {
    const accepted = await acceptedCard('100.00', '86.00');
    const refused = await call(reviewer, 'POST', `${accepted}/claim/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ONLY_PENDING_CLAIMED });
    expect((await detail(accepted)).claimed_by).toBeNull();
    expect((await review(finance, accepted, 'PAID', '86.00')).statusCode).toBe(200);
    const paidClaim = await call(reviewer, 'POST', `${accepted}/claim/`);
    expect(paidClaim.statusCode).toBe(409);
    expect(paidClaim.json()).toEqual({ message: ONLY_PENDING_CLAIMED });
  });

  it('ends a claim when the card leaves review, whoever reviewed it', async () => {
    const id = await card('100.00');
    expect((await call(reviewer, 'POST', `${id}/claim/`)).statusCode).toBe(200);
    // The reviewer's claim lapses; another staff member's review ends it, not only the holder's.
    await server.database.db.execute(
      sql`update gift_card_transactions set claim_expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    const admin = await server.login('admin');
    expect((await review(admin, id, 'ORDER_ACCEPTED', '86.00')).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ status: 'ORDER_ACCEPTED', claimed_by: null });
  });
});
