import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../../contract/messages.js';
import {
  codedRefusal,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { payoutScene } from './test-scene.js';

let server: TestServer;
let admin: TestUser;
let finance: TestUser;
let colleague: TestUser;
let scene: ReturnType<typeof payoutScene>;
beforeAll(async () => {
  server = await startTestServer();
  [admin, finance, colleague] = [
    await server.login('admin'),
    await server.login('finance'),
    await server.login('finance'),
  ];
  scene = payoutScene(server, admin);
});
afterAll(() => server.close());

/** A customer with a destination and a card paid in one step at `payout`. */
async function paidCustomer(payout = '80.00') {
  const customer = await server.login('customer');
  await scene.giveDestination(customer);
  const id = await scene.acceptedCard(customer, payout);
  await scene.call(colleague, 'POST', `/admin/giftcards/${id}/approve_payout/`);
  const paid = await scene.call(admin, 'PATCH', `/admin/giftcards/${id}/`, {
    status: 'PAID',
    expected_payout: payout,
    offered_rate: '50.00',
  });
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return { customer, id };
}
const clawback = (as: TestUser, id: string, payload: Record<string, unknown>) =>
  scene.call(as, 'POST', `/admin/giftcards/${id}/clawback/`, payload);
const receivable = async (customer: TestUser) =>
  (await scene.call(admin, 'GET', `/admin/users/${customer.id}/`)).json().data.balance_receivable;
/** A batch of `ids`, submitted, with its items. */
async function submitted(ids: string[]) {
  const batch = (
    await scene.call(finance, 'POST', '/admin/payout-batches/', { transaction_ids: ids })
  ).json().data;
  const answer = await scene.call(finance, 'POST', `/admin/payout-batches/${batch.id}/submit/`);
  const items = (
    await scene.call(finance, 'GET', `/admin/payout-batches/${batch.id}/items/`)
  ).json().results;
  return { batch: answer.json().data, items };
}
const results = (batchId: string, list: Record<string, string>[]) =>
  scene.call(finance, 'POST', `/admin/payout-batches/${batchId}/results/`, { results: list });

describe('clawbacks', () => {
  it('keeps a clawed-back payout from being reversed', async () => {
    const { customer, id } = await paidCustomer();
    expect((await clawback(finance, id, { reason: 'Card already redeemed' })).statusCode).toBe(200);
    const reverse = await scene.call(finance, 'POST', `/admin/giftcards/${id}/reverse_payout/`, {
      reason: 'Try',
    });
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json()).toEqual(codedRefusal('transaction.clawed_back_not_reversed'));
    // Nor by the database, whatever writes it.
    await expect(
      server.database.db.execute(
        sql`update gift_card_transactions set status = 'ORDER_ACCEPTED' where id = ${id}`,
      ),
    ).rejects.toThrow();
    expect(await scene.detail(id)).toMatchObject({
      status: 'PAID',
      final_payout: '80.00',
      ledger: { owed: '0.00', paid: '80.00' },
    });
    expect(await receivable(customer)).toBe('80.00');
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('claws back a paid card once, at most its payout, and the customer owes it', async () => {
    const { customer, id } = await paidCustomer();
    const pending = await scene.acceptedCard(customer);
    expect((await clawback(finance, pending, { reason: 'Used' })).statusCode).toBe(409);
    expect((await clawback(finance, id, { reason: 'Used', amount: '80.01' })).statusCode).toBe(400);
    const answer = await clawback(finance, id, {
      reason: 'Card already redeemed',
      amount: '30.00',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'PAID',
      clawback: { amount: '30.00', reason: 'Card already redeemed', by: { id: finance.id } },
    });
    expect((await clawback(finance, id, { reason: 'Again' })).statusCode).toBe(409);
    expect(await receivable(customer)).toBe('30.00');
    const [entry] = (
      await scene.call(admin, 'GET', '/admin/audit-logs/?action=transaction.clawback')
    ).json().results;
    // The English summary stays, with a code and values the app words in the reader's language.
    expect(entry).toMatchObject({
      target_id: id,
      actor: { id: finance.id },
      summary: 'Clawed back $30.00 of the payout: Card already redeemed',
      summary_code: 'audit.clawed_back',
      summary_params: { amount: '30.00', reason: 'Card already redeemed' },
    });
    const detail = (await scene.call(admin, 'GET', `/admin/giftcards/${id}/`)).json().data;
    expect(detail.recent_logs).toContainEqual(
      expect.objectContaining({
        notes: 'Clawed back $30.00: Card already redeemed',
        notes_code: 'activity.clawed_back',
        notes_params: { amount: '30.00', reason: 'Card already redeemed' },
      }),
    );
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('needs a colleague’s approval at or above the dual approval threshold', async () => {
    const { id } = await paidCustomer('600.00');
    const refused = await clawback(finance, id, { reason: 'Used' });
    expect(refused.json().message).toBe('This clawback needs a second approval.');
    await scene.call(colleague, 'POST', `/admin/giftcards/${id}/approve_clawback/`);
    expect((await clawback(colleague, id, { reason: 'Used' })).statusCode).toBe(409);
    const done = await clawback(finance, id, { reason: 'Used' });
    expect(done.json().data.clawback).toMatchObject({ amount: '600.00' });
  });
});

describe('offsets in the next batch, and repayments', () => {
  it('recovers the clawback from the next item: the bank sends the rest', async () => {
    const { customer, id } = await paidCustomer();
    await clawback(finance, id, { reason: 'Used', amount: '30.00' });
    const next = await scene.acceptedCard(customer);
    const { batch, items } = await submitted([next]);
    expect(items[0]).toMatchObject({
      amount: '80.00',
      offset: '30.00',
      net: '50.00',
      state: 'sent',
    });
    expect(batch.in_flight_total).toBe('50.00');
    expect(await receivable(customer)).toBe('0.00');
    const file = await scene.call(finance, 'GET', `/admin/payout-batches/${batch.id}/file/`);
    expect(file.body).toContain(',50.00,USD,');
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
    await results(batch.id, [{ reference: items[0].reference, status: 'success' }]);
    expect(await scene.detail(next)).toMatchObject({
      status: 'PAID',
      final_payout: '80.00',
      ledger: { owed: '0.00', paid: '80.00' },
    });
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('shows a draft the offset it will recover, as submit then sends it', async () => {
    const { customer, id } = await paidCustomer();
    await clawback(finance, id, { reason: 'Used', amount: '30.00' });
    const [first, second] = [
      await scene.acceptedCard(customer),
      await scene.acceptedCard(customer),
    ];
    const draft = (
      await scene.call(finance, 'POST', '/admin/payout-batches/', {
        transaction_ids: [first, second],
      })
    ).json().data;
    const itemsOf = async () =>
      (await scene.call(finance, 'GET', `/admin/payout-batches/${draft.id}/items/`)).json()
        .results as { transaction_id: string; offset: string; net: string; state: string }[];
    const shown = await itemsOf();
    // The customer owes 30.00: the first item drafted recovers it, the second sends in full.
    expect(shown.map(({ offset, net, state }) => ({ offset, net, state }))).toEqual([
      { offset: '30.00', net: '50.00', state: 'draft' },
      { offset: '0.00', net: '80.00', state: 'draft' },
    ]);
    await scene.call(finance, 'POST', `/admin/payout-batches/${draft.id}/submit/`);
    const sent = await itemsOf();
    expect(sent.map(({ offset, net, state }) => ({ offset, net, state }))).toEqual([
      { offset: '30.00', net: '50.00', state: 'sent' },
      { offset: '0.00', net: '80.00', state: 'sent' },
    ]);
    await scene.call(finance, 'POST', `/admin/payout-batches/${draft.id}/cancel/`);
  });

  it('gives the offset back when the item fails, and pays at once when it covers everything', async () => {
    const { customer, id } = await paidCustomer();
    await clawback(finance, id, { reason: 'Used', amount: '60.00' });
    const first = await submitted([await scene.acceptedCard(customer, '50.00')]);
    expect(first.items[0]).toMatchObject({ offset: '50.00', net: '0.00', state: 'paid' });
    expect(first.batch.state).toBe('settled');
    expect(await receivable(customer)).toBe('10.00');
    const second = await submitted([await scene.acceptedCard(customer, '40.00')]);
    expect(second.items[0]).toMatchObject({ offset: '10.00', net: '30.00' });
    const failed = await results(second.batch.id, [
      { reference: second.items[0].reference, status: 'failed' },
    ]);
    expect(failed.json(), failed.body).toMatchObject({ data: { applied: 1 } });
    expect(await receivable(customer)).toBe('10.00');
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('shows the payment in the activity of a card the clawback offset pays whole', async () => {
    const { customer, id } = await paidCustomer();
    await clawback(finance, id, { reason: 'Used', amount: '70.00' });
    const card = await scene.acceptedCard(customer, '70.00');
    const { batch, items } = await submitted([card]);
    expect(batch.state).toBe('settled');
    expect(items[0]).toMatchObject({ offset: '70.00', net: '0.00', state: 'paid' });
    const paid = await scene.detail(card);
    expect(paid).toMatchObject({ status: 'PAID', final_payout: '70.00' });
    const params = { amount: '70.00', reference: items[0].reference };
    expect(paid.recent_logs).toContainEqual(
      expect.objectContaining({
        action: 'payment_processed',
        new_status: 'PAID',
        // The English the app's catalogue has for its code, which it words in French too.
        notes: serverText('activity.paid_by_offset', params).english,
        notes_code: 'activity.paid_by_offset',
        notes_params: params,
      }),
    );
    expect(await receivable(customer)).toBe('0.00');
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('records a repayment up to what the customer owes', async () => {
    const { customer, id } = await paidCustomer();
    await clawback(finance, id, { reason: 'Used', amount: '25.00' });
    const repay = (amount: string) =>
      scene.call(finance, 'POST', `/admin/users/${customer.id}/repayments/`, {
        amount,
        reference: 'BANK-42',
      });
    expect((await repay('25.01')).json()).toMatchObject({
      message: 'A repayment is at most what the customer owes.',
    });
    const done = await repay('25.00');
    expect(done.statusCode).toBe(201);
    expect(done.json().data).toMatchObject({ amount: '25.00', balance_receivable: '0.00' });
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });
});

describe('reconciliation', () => {
  it('adds up the day’s sent, settled and failed items, and lists the stale ones', async () => {
    const customer = await server.login('customer');
    await scene.giveDestination(customer);
    const cards = [
      await scene.acceptedCard(customer, '10.00'),
      await scene.acceptedCard(customer, '20.00'),
      await scene.acceptedCard(customer, '30.00'),
    ];
    const { batch, items } = await submitted(cards);
    const byCard = (card: string) =>
      items.find((item: { transaction_id: string }) => item.transaction_id === card).reference;
    const today = new Date().toISOString().slice(0, 10);
    const before = (
      await scene.call(admin, 'GET', `/admin/ledger/reconciliation/?date=${today}`)
    ).json().data;
    await results(batch.id, [
      { reference: byCard(cards[0]), status: 'success' },
      { reference: byCard(cards[1]), status: 'failed' },
    ]);
    await server.database.db.execute(
      sql`update payout_batch_items set sent_at = now() - interval '4 days' where reference = ${byCard(cards[2])}`,
    );
    const after = (
      await scene.call(admin, 'GET', `/admin/ledger/reconciliation/?date=${today}`)
    ).json().data;
    const plus = (a: string, b: number) => (Number(a) + b).toFixed(2);
    expect(after.settled.amount).toBe(plus(before.settled.amount, 10));
    expect(after.failed.amount).toBe(plus(before.failed.amount, 20));
    expect(after.in_flight.amount).toBe(plus(before.in_flight.amount, -30));
    expect(after.stale).toContainEqual({
      batch_id: batch.id,
      reference: byCard(cards[2]),
      sent_at: expect.any(String),
    });
  });
});
