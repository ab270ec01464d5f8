import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, auditLogs, transactions } from '../../db/schema.js';
import { databaseRefusal } from '../../test/database-refusal.js';
import {
  codedRefusal,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { brands } from '../brands/table.js';
import { PAYOUT_OVER_VALUE } from './review.js';
import { createBrand, submitCard } from './test-fixtures.js';

let server: TestServer;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  customer = await server.login('customer');
});
afterAll(() => server.close());

const patch = (id: string, payload: Record<string, unknown>, token = admin.token) =>
  server.call(token, { method: 'PATCH', url: `/api/v1/admin/giftcards/${id}/`, payload });
const detail = (id: string, token = admin.token) =>
  server.call(token, { method: 'GET', url: `/api/v1/admin/giftcards/${id}` });

async function freshCard(value = '100.00') {
  const brand = await createBrand(server.database.db, { ratePercentage: '85.00' });
  const card = await submitCard(server, customer.token, brand.id, value);
  return { brand, id: card.id };
}

/** A fresh card a reviewer accepted at 85.00: only an accepted card is paid. */
async function acceptedCard(value = '100.00') {
  const card = await freshCard(value);
  await patch(card.id, {
    status: 'ORDER_ACCEPTED',
    expected_payout: '85.00',
    offered_rate: '85.00',
  });
  return card;
}

async function brandRow(id: string) {
  const [row] = await server.database.db.select().from(brands).where(eq(brands.id, id));
  return row;
}

describe('GET /admin/giftcards/:id', () => {
  it('answers the transaction with its profit figures and no logs yet', async () => {
    const { id } = await freshCard('100.00');
    const response = await detail(id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id,
      status: 'PENDING_REVIEW',
      expected_payout: '85.00',
      // Not paid yet: the expected payout counts.
      profit_margin: { margin_percentage: '15.00', profit_amount: '15.00' },
      recent_logs: [],
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await detail('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(codedRefusal('transaction.not_found'));
    expect((await detail('not-a-uuid')).statusCode).toBe(404);
  });

  it('answers "0.00" profit while there is no payout', async () => {
    const { id } = await freshCard();
    await server.database.db
      .update(transactions)
      .set({ expectedPayout: null })
      .where(eq(transactions.id, id));
    const { data } = (await detail(id)).json();
    expect(data.profit_margin).toEqual({ margin_percentage: '0.00', profit_amount: '0.00' });
  });
});

describe('PATCH /admin/giftcards/:id', () => {
  it('records each action with the admin name, newest log first', async () => {
    const { id } = await freshCard('200.00');
    const steps = [
      [
        { status: 'ORDER_ACCEPTED', expected_payout: '170.00', offered_rate: '85.00' },
        'status_update',
      ],
      [
        { status: 'ORDER_ACCEPTED', expected_payout: '160', offered_rate: '80' },
        'review_completed',
      ],
      [
        {
          status: 'ORDER_ACCEPTED',
          expected_payout: '160.00',
          offered_rate: '80.00',
          admin_notes: 'Checked twice',
        },
        'other',
      ],
      [
        {
          status: 'REJECTED',
          expected_payout: '160.00',
          offered_rate: '80.00',
          rejection_reason: 'Code already used',
        },
        'rejection',
      ],
      // Only an accepted card is paid: the rejected one is accepted again first.
      [{ status: 'REDEEMED', expected_payout: '150.00', offered_rate: '75.00' }, 'status_update'],
      [{ status: 'PAID', expected_payout: '150.00', offered_rate: '75.00' }, 'payment_processed'],
    ] as const;
    for (const [body] of steps) expect((await patch(id, body)).statusCode).toBe(200);
    const { data } = (await detail(id)).json();
    expect(data.recent_logs.map((log: { action: string }) => log.action)).toEqual(
      steps.map(([, action]) => action).reverse(),
    );
    const [paid, , rejected, other, review, update] = data.recent_logs;
    expect(update).toMatchObject({
      performed_by_name: 'Ada Admin',
      new_status: 'ORDER_ACCEPTED',
      notes: 'Status changed from Pending Review to Order Accepted.',
      time_ago: 'just now',
    });
    expect(review.notes).toBe('Expected payout set to $160.00 at 80.00%.');
    expect(other.notes).toBe('Checked twice');
    expect(rejected).toMatchObject({ new_status: 'REJECTED', notes: 'Code already used' });
    expect(paid).toMatchObject({ new_status: 'PAID', notes: 'Payment of $150.00 processed.' });
    expect(Object.keys(paid).sort()).toEqual(
      [
        'id',
        'performed_by_name',
        'action',
        'new_status',
        'notes',
        'notes_code',
        'notes_params',
        'time_ago',
        'created_at',
      ].sort(),
    );
    expect(data).toMatchObject({
      status: 'PAID',
      status_display: 'Paid',
      expected_payout: '150.00',
      offered_rate: '75.00',
      final_payout: '150.00',
      admin_notes: 'Checked twice',
      rejection_reason: 'Code already used',
      // Paid: the final payout counts.
      profit_margin: { margin_percentage: '25.00', profit_amount: '50.00' },
    });
    expect(data.paid_at).toEqual(expect.any(String));
  });

  it("keeps the staff's admin notes out of the customer's answers", async () => {
    const { brand, id } = await freshCard('100.00');
    const note = 'Staff only: customer sounded unsure on the phone';
    const reviewed = {
      status: 'ORDER_ACCEPTED',
      expected_payout: '80.00',
      offered_rate: '80.00',
      admin_notes: note,
    };
    expect((await patch(id, reviewed)).statusCode).toBe(200);
    expect((await detail(id)).json().data.admin_notes).toBe(note);
    const own = await server.call(customer.token, { method: 'GET', url: '/api/v1/giftcards/' });
    const mine = own.json().results.find((row: { id: string }) => row.id === id);
    expect(mine).toMatchObject({ id, rejection_reason: '' });
    expect(mine).not.toHaveProperty('admin_notes');
    expect(own.body).not.toContain(note);
    // Nor in the answer to a submission.
    expect(await submitCard(server, customer.token, brand.id)).not.toHaveProperty('admin_notes');
  });

  it('takes notes sent back as they were stored as no new notes (the app sends the record)', async () => {
    const { id } = await freshCard('100.00');
    const accepted = { expected_payout: '80.00', offered_rate: '80.00', admin_notes: 'Seen' };
    await patch(id, { status: 'ORDER_ACCEPTED', ...accepted });
    await patch(id, { status: 'REDEEMED', ...accepted, rejection_reason: '' });
    const { data } = (await detail(id)).json();
    expect(data.recent_logs[0]).toMatchObject({
      action: 'status_update',
      notes: 'Status changed from Order Accepted to Redeemed.',
    });
    expect(data.recent_logs[1].notes).toBe('Seen');
  });

  it('answers the detail shape', async () => {
    const { id } = await freshCard();
    const response = await patch(id, {
      status: 'REDEEMED',
      expected_payout: '85.00',
      offered_rate: '85.00',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id, status: 'REDEEMED', status_display: 'Redeemed' });
    expect(data.profit_margin).toBeDefined();
    expect(data.recent_logs).toHaveLength(1);
  });

  it('uses the username when the admin has no name', async () => {
    const nameless = await server.login('admin');
    const { users } = await import('../../db/schema.js');
    await server.database.db
      .update(users)
      .set({ firstName: '', lastName: '' })
      .where(eq(users.id, nameless.id));
    const { id } = await freshCard();
    const { data } = (
      await patch(
        id,
        { status: 'ORDER_ACCEPTED', expected_payout: '85.00', offered_rate: '85.00' },
        nameless.token,
      )
    ).json();
    expect(data.recent_logs[0].performed_by_name).toBe(nameless.username);
  });

  it('moves the brand paid counters when the status enters or leaves PAID', async () => {
    const { brand, id } = await acceptedCard('100.00');
    const body = { status: 'PAID', expected_payout: '85.25', offered_rate: '85.25' };
    await patch(id, body);
    expect(await brandRow(brand.id)).toMatchObject({ paidCount: 1, paidPayoutTotal: '85.25' });
    // A paid card is frozen: a changed payout is refused and moves nothing.
    const changed = await patch(id, { ...body, expected_payout: '90.00' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual(codedRefusal('transaction.paid_is_frozen'));
    expect(await brandRow(brand.id)).toMatchObject({ paidCount: 1, paidPayoutTotal: '85.25' });
    const undone = await server.call(admin.token, {
      method: 'POST',
      url: `/api/v1/admin/giftcards/${id}/reverse_payout/`,
      payload: { reason: 'Sent to a closed account' },
    });
    expect(undone.json().data).toMatchObject({
      status: 'ORDER_ACCEPTED',
      final_payout: null,
      paid_at: null,
    });
    // The card's history reads it as a reversal, not as "Other".
    const detail = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/giftcards/${id}`,
    });
    expect(detail.json().data.recent_logs[0]).toMatchObject({
      action: 'payout_reversed',
      new_status: 'ORDER_ACCEPTED',
    });
    expect(await brandRow(brand.id)).toMatchObject({ paidCount: 0, paidPayoutTotal: '0.00' });
  });

  it('refuses a payout above the card value', async () => {
    const { id } = await acceptedCard('100.00');
    const response = await patch(id, {
      status: 'PAID',
      expected_payout: '100.01',
      offered_rate: '85',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...codedRefusal('transaction.payout_over_value'),
      errors: { expected_payout: [PAYOUT_OVER_VALUE] },
    });
    expect(
      (await patch(id, { status: 'PAID', expected_payout: '100', offered_rate: '85' })).statusCode,
    ).toBe(200);
  });

  it('keeps counting paid payouts of the largest cards far past numeric(14,2)', async () => {
    const largest = '9999999999.99';
    const brand = await createBrand(server.database.db, { maxAmount: largest });
    // What a hundred paid cards of the largest value leave in the counter.
    await server.database.db
      .update(brands)
      .set({ paidCount: 100, paidPayoutTotal: '999999999999.00' })
      .where(eq(brands.id, brand.id));
    const card = await submitCard(server, customer.token, brand.id, largest);
    // A payout this large is paid only after another staff member approved that amount.
    await patch(card.id, { status: 'REDEEMED', expected_payout: largest, offered_rate: '100' });
    const approver = await server.login('admin');
    await server.call(approver.token, {
      method: 'POST',
      url: `/api/v1/admin/giftcards/${card.id}/approve_payout/`,
    });
    const response = await patch(card.id, {
      status: 'PAID',
      expected_payout: largest,
      offered_rate: '100',
    });
    expect(response.statusCode).toBe(200);
    expect(await brandRow(brand.id)).toMatchObject({
      paidCount: 101,
      paidPayoutTotal: '1009999999998.99',
    });
  });

  it('validates with the update form messages', async () => {
    const { id } = await freshCard();
    const missing = await patch(id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      status: ['Status is required'],
      expected_payout: ['Expected payout is required'],
      offered_rate: ['Offered rate is required'],
    });
    const bad = await patch(id, { status: 'LOST', expected_payout: '12.345', offered_rate: 'abc' });
    expect(bad.json().errors).toEqual({
      status: ['Status must be one of: PENDING_REVIEW, ORDER_ACCEPTED, REJECTED, REDEEMED, PAID.'],
      expected_payout: ['Must be a valid number'],
      offered_rate: ['Must be a valid number'],
    });
    const blank = await patch(id, { status: '', expected_payout: '', offered_rate: '101' });
    expect(blank.json().errors).toEqual({
      status: ['Status is required'],
      expected_payout: ['Expected payout is required'],
      offered_rate: ['Offered rate cannot exceed 100'],
    });
    const negative = await patch(id, { status: 'PAID', expected_payout: '-5', offered_rate: 5 });
    expect(negative.json()).toEqual({
      message: 'Expected payout must be a valid number',
      errors: { expected_payout: ['Must be a valid number'] },
    });
  });

  it('answers 404 for an unknown id and 403 for customers', async () => {
    const body = { status: 'PAID', expected_payout: '1.00', offered_rate: '1.00' };
    const unknown = await patch('00000000-0000-4000-8000-000000000000', body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Gift card submission not found.');
    const { id } = await freshCard();
    expect((await patch(id, body, customer.token)).statusCode).toBe(403);
  });

  it('writes the change and its log row together or not at all', async () => {
    const { brand, id } = await acceptedCard('100.00');
    const db = server.database.db;
    // A trigger that refuses one particular log row stands in for any failure of the log insert.
    await db.execute(sql`
      create or replace function refuse_marked_log() returns trigger language plpgsql as $$
      begin
        if new.notes = 'make the log insert fail' then raise exception 'log insert refused'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_marked_log before insert on activity_logs
      for each row execute function refuse_marked_log()`);
    try {
      const response = await patch(id, {
        status: 'PAID',
        expected_payout: '80.00',
        offered_rate: '80.00',
        admin_notes: 'make the log insert fail',
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on the server.' });
    } finally {
      await db.execute(sql`drop trigger refuse_marked_log on activity_logs`);
    }
    const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
    expect(row).toMatchObject({
      status: 'ORDER_ACCEPTED',
      expectedPayout: '85.00',
      finalPayout: null,
      paidAt: null,
      adminNotes: '',
    });
    const logs = await db.select().from(activityLogs).where(eq(activityLogs.transactionId, id));
    expect(logs.map((log) => log.action)).toEqual(['status_update']);
    expect(await brandRow(brand.id)).toMatchObject({ paidCount: 0, paidPayoutTotal: '0.00' });
    // The same request without the failure goes through whole.
    const ok = await patch(id, { status: 'PAID', expected_payout: '80.00', offered_rate: '80.00' });
    expect(ok.json().data.recent_logs).toHaveLength(2);
  });

  it('serialises concurrent reviews of one card through the row lock', async () => {
    const { brand, id } = await acceptedCard('100.00');
    const body = { status: 'PAID', expected_payout: '85.00', offered_rate: '85.00' };
    const answers = await Promise.all([patch(id, body), patch(id, body), patch(id, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Only the first one enters PAID; the others repeat what it holds and write nothing.
    expect(await brandRow(brand.id)).toMatchObject({ paidCount: 1, paidPayoutTotal: '85.00' });
    const { data } = (await detail(id)).json();
    expect(data.recent_logs.map((log: { action: string }) => log.action)).toEqual([
      'payment_processed',
      'status_update',
    ]);
    expect(data.ledger.transfers.map((transfer: { kind: string }) => transfer.kind)).toEqual([
      'payout',
      'purchase',
    ]);
  });

  it("writes the card's row once, and audits what the database wrote", async () => {
    const { id } = await acceptedCard('100.00');
    const db = server.database.db;
    // Each write of a card's row, counted by a trigger of the test's own.
    await db.execute(sql`create table card_writes (id uuid not null)`);
    await db.execute(sql`
      create function count_card_write() returns trigger language plpgsql as $$
      begin insert into card_writes values (new.id); return null; end $$`);
    await db.execute(sql`
      create trigger count_card_write after update on gift_card_transactions
      for each row execute function count_card_write()`);
    const writes = async () => {
      const { rows } = (await db.execute(
        sql`select count(*)::int as n from card_writes where id = ${id}`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0].n;
    };
    const lastAudit = async () => {
      const [row] = await db
        .select({ changes: auditLogs.changes })
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, id), eq(auditLogs.action, 'transaction.review')))
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(1);
      return row.changes;
    };
    try {
      const pay = { status: 'PAID', expected_payout: '80.00', offered_rate: '80.00' };
      const paid = await patch(id, { ...pay, admin_notes: 'Paid by phone' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await writes()).toBe(1);
      expect(await lastAudit()).toEqual({
        status: ['ORDER_ACCEPTED', 'PAID'],
        expected_payout: ['85.00', '80.00'],
        offered_rate: ['85.00', '80.00'],
        admin_notes: ['', 'Paid by phone'],
        final_payout: [null, '80.00'],
      });
      // Notes on a paid card: one write, no money.
      const noted = await patch(id, { ...pay, admin_notes: 'Receipt sent' });
      expect(noted.statusCode, noted.body).toBe(200);
      expect(await writes()).toBe(2);
      expect(await lastAudit()).toEqual({ admin_notes: ['Paid by phone', 'Receipt sent'] });
      expect(noted.json().data).toMatchObject({ status: 'PAID', final_payout: '80.00' });
      // An exact repeat writes nothing.
      expect((await patch(id, { ...pay, admin_notes: 'Receipt sent' })).statusCode).toBe(200);
      expect(await writes()).toBe(2);
    } finally {
      await db.execute(sql`drop trigger count_card_write on gift_card_transactions`);
      await db.execute(sql`drop function count_card_write()`);
      await db.execute(sql`drop table card_writes`);
    }
  });

  it('lets the money function write the review fields only', async () => {
    const { id } = await acceptedCard('100.00');
    const refusal = await databaseRefusal(
      server.database.db,
      sql`select transaction_move_money(${id}, 'ORDER_ACCEPTED', 85.00, ${admin.id}, ${admin.username}, null, '{"admin_notes": "x", "clawback_amount": "0"}')`,
    );
    expect(refusal).toMatch(/does not write clawback_amount/);
    const [row] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, id));
    expect(row).toMatchObject({ adminNotes: '', clawbackAmount: null });
  });
});
