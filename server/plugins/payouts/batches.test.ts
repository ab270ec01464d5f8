import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let reviewer: TestUser;
let paid: TestUser;
let noAccount: TestUser;
let scene: ReturnType<typeof payoutScene>;
beforeAll(async () => {
  // A batch of three 80.00 items (240.00) is over this threshold: it needs a colleague.
  server = await startTestServer({ batchApprovalThreshold: '200.00' });
  [admin, finance, colleague, reviewer, paid, noAccount] = [
    await server.login('admin'),
    await server.login('finance'),
    await server.login('finance'),
    await server.login('reviewer'),
    await server.login('customer'),
    await server.login('customer'),
  ];
  scene = payoutScene(server, admin);
  await scene.giveDestination(paid);
});
afterAll(() => server.close());

const batchPath = (id: string, step = '') => `/admin/payout-batches/${id}/${step}`;
const create = (as: TestUser, payload: Record<string, unknown>) =>
  scene.call(as, 'POST', '/admin/payout-batches/', payload);
const step = (as: TestUser, id: string, name: string, payload?: unknown) =>
  scene.call(as, 'POST', batchPath(id, `${name}/`), payload);
const items = async (id: string) =>
  (await scene.call(finance, 'GET', batchPath(id, 'items/'))).json().results as {
    transaction_id: string;
    reference: string;
    state: string;
    amount: string;
    net: string;
  }[];
const results = (id: string, list: Record<string, string>[]) =>
  step(finance, id, 'results', { results: list });
const auditActions = async (id: string) =>
  (
    (
      await scene.call(admin, 'GET', `/admin/audit-logs/?target_id=${id}&ordering=created_at`)
    ).json().results as { action: string }[]
  ).map((entry) => entry.action);

describe('a batch from draft to settled', () => {
  it('drafts what is owed, skips the rest with reasons, and needs a colleague over the threshold', async () => {
    const owed = [
      await scene.acceptedCard(paid),
      await scene.acceptedCard(paid),
      await scene.acceptedCard(paid),
    ];
    const withoutDestination = await scene.acceptedCard(noAccount);
    const created = await create(finance, {
      transaction_ids: [...owed, withoutDestination],
      note: 'Friday run',
    });
    expect(created.statusCode).toBe(201);
    const batch = created.json().data;
    expect(batch).toMatchObject({
      state: 'draft',
      note: 'Friday run',
      created_by: { id: finance.id },
      items_count: 3,
      total: '240.00',
      approval_required: true,
      skipped: [{ transaction_id: withoutDestination, reason: 'no_payout_account' }],
    });
    const drafted = await items(batch.id);
    expect(drafted.map((item) => item.state)).toEqual(['draft', 'draft', 'draft']);
    expect(drafted[0].reference).toMatch(/^[a-z0-9-]+$/);

    // In one open batch at a time.
    const again = await create(colleague, { transaction_ids: [owed[0]] });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.transaction_ids).toEqual([`${owed[0]}: in_open_batch`]);

    expect((await step(reviewer, batch.id, 'approve')).statusCode).toBe(403);
    expect((await step(finance, batch.id, 'submit')).json()).toMatchObject({
      message: 'This batch needs a second approval before it is submitted.',
    });
    expect((await step(finance, batch.id, 'approve')).statusCode).toBe(409);
    const approved = await step(colleague, batch.id, 'approve');
    expect(approved.json().data).toMatchObject({
      state: 'approved',
      approved_by: { id: colleague.id },
    });

    const submitted = await step(finance, batch.id, 'submit');
    expect(submitted.json().data).toMatchObject({
      state: 'submitted',
      submitted_by: { id: finance.id },
      in_flight_total: '240.00',
    });
    // Submitting again changes nothing.
    expect((await step(finance, batch.id, 'submit')).json().data.in_flight_total).toBe('240.00');
    expect((await scene.detail(owed[0])).ledger).toMatchObject({ owed: '0.00', paid: '0.00' });
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });

    // A sent card is frozen: not paid, changed or put in another batch.
    const patch = await scene.call(admin, 'PATCH', `/admin/giftcards/${owed[0]}/`, {
      status: 'PAID',
      expected_payout: '80.00',
      offered_rate: '50.00',
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toContain(batch.id);
    // Notes are still written, and no money moves: the card's one write leaves the ledger alone.
    const noted = await scene.call(admin, 'PATCH', `/admin/giftcards/${owed[0]}/`, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '80.00',
      offered_rate: '50.00',
      admin_notes: 'Sent to the bank on Friday',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data).toMatchObject({
      status: 'ORDER_ACCEPTED',
      admin_notes: 'Sent to the bank on Friday',
      ledger: { owed: '0.00', paid: '0.00' },
    });
    expect(
      noted.json().data.ledger.transfers.map((transfer: { kind: string }) => transfer.kind),
    ).toEqual(['payout_pending', 'purchase']);
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });

    // The bank's file: plain numbers, net amounts; audited.
    const file = await scene.call(finance, 'GET', batchPath(batch.id, 'file/'));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = file.body.trim().split('\r\n');
    expect(header).toBe(
      'reference,bank_code,account_number,account_name,amount,currency,narration',
    );
    expect(lines).toHaveLength(3);
    expect(lines[0].split(',').slice(1, 6)).toEqual([
      '058',
      '0123456789',
      paid.username,
      '80.00',
      'USD',
    ]);

    const [first, second, third] = owed.map(
      (id) => drafted.find((item) => item.transaction_id === id)?.reference as string,
    );
    const outcome = await results(batch.id, [
      { reference: first, status: 'success', provider_reference: 'TRF-1' },
      { reference: second, status: 'failed', reason: 'Account closed' },
      { reference: 'po-unknown', status: 'success' },
    ]);
    expect(outcome.json().data).toEqual({
      applied: 2,
      unchanged: 0,
      conflicts: [],
      unmatched: ['po-unknown'],
    });
    // Repeated: unchanged; contradicting: reported, not applied.
    const repeated = await results(batch.id, [
      { reference: first, status: 'success' },
      { reference: second, status: 'success' },
    ]);
    expect(repeated.json().data).toEqual({
      applied: 0,
      unchanged: 1,
      conflicts: [{ reference: second, recorded: 'failed', received: 'success' }],
      unmatched: [],
    });
    expect(await scene.detail(owed[0])).toMatchObject({ status: 'PAID', final_payout: '80.00' });
    expect(await scene.detail(owed[1])).toMatchObject({
      status: 'ORDER_ACCEPTED',
      ledger: { owed: '80.00', paid: '0.00' },
    });
    // Each step's ledger reason comes with its code and reference, for the app to translate.
    const reasons = async (id: string) =>
      (await scene.detail(id)).ledger.transfers.map(
        (transfer: { reason_code: string; reason_params: object }) => [
          transfer.reason_code,
          transfer.reason_params,
        ],
      );
    expect(await reasons(owed[0])).toEqual(
      expect.arrayContaining([
        ['ledger.sent_in_payout', { reference: first }],
        ['ledger.paid_by_bank', { reference: first }],
      ]),
    );
    expect(await reasons(owed[1])).toEqual(
      expect.arrayContaining([
        ['ledger.payout_failed_because', { reference: second, reason: 'Account closed' }],
      ]),
    );

    // The last result as a CSV file settles the batch.
    const boundary = 'results-boundary';
    const csv = `reference,status,reason,provider_reference\r\n${third},success,,TRF-3\r\n`;
    const upload = await server.call(finance.token, {
      method: 'POST',
      url: `/api/v1${batchPath(batch.id, 'results/')}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="results.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    expect(upload.json().data).toMatchObject({ applied: 1 });
    expect((await scene.call(finance, 'GET', batchPath(batch.id))).json().data).toMatchObject({
      state: 'settled',
      paid_total: '160.00',
      failed_total: '80.00',
      in_flight_total: '0.00',
    });
    expect(await auditActions(batch.id)).toEqual([
      'payout_batch.create',
      'payout_batch.approve',
      'payout_batch.submit',
      'payout_batch.file_downloaded',
      'payout_batch.results',
      'payout_batch.results',
      'payout_batch.results',
    ]);

    // A batch-paid card is not reversed; the failed one goes in the next batch.
    const reverse = await scene.call(
      finance,
      'POST',
      `/admin/giftcards/${owed[0]}/reverse_payout/`,
      {
        reason: 'Try',
      },
    );
    expect(reverse.statusCode).toBe(409);
    const next = await create(finance, { all_owed: true });
    expect(next.json().data.items_count).toBe(1);
    expect((await items(next.json().data.id))[0].transaction_id).toBe(owed[1]);
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
    expect((await step(finance, next.json().data.id, 'cancel')).json().data.state).toBe(
      'cancelled',
    );
  });

  it('cancels a submitted batch: its sent items fail as cancelled and are owed again', async () => {
    const id = await scene.acceptedCard(paid);
    const batch = (await create(finance, { transaction_ids: [id] })).json().data;
    expect(batch.approval_required).toBe(false);
    expect((await step(finance, batch.id, 'submit')).json().data.state).toBe('submitted');
    const cancelled = await step(finance, batch.id, 'cancel');
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', failed_total: '80.00' });
    expect((await items(batch.id))[0]).toMatchObject({ state: 'failed' });
    expect(await scene.detail(id)).toMatchObject({
      status: 'ORDER_ACCEPTED',
      ledger: { owed: '80.00' },
    });
    // A late success for a cancelled item is a conflict, not a payment.
    const late = await results(batch.id, [
      { reference: (await items(batch.id))[0].reference, status: 'success' },
    ]);
    expect(late.json().data.conflicts).toHaveLength(1);
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('has no bank file once cancelled before anyone downloaded it', async () => {
    const batch = (
      await create(finance, { transaction_ids: [await scene.acceptedCard(paid)] })
    ).json().data;
    await step(finance, batch.id, 'submit');
    await step(finance, batch.id, 'cancel');
    const file = await scene.call(finance, 'GET', batchPath(batch.id, 'file/'));
    expect(file.statusCode).toBe(409);
    expect(file.json()).toMatchObject({ message_code: 'payout_batch.cancelled_without_file' });
  });

  it('previews results with dry_run: the same answer, and nothing recorded', async () => {
    const id = await scene.acceptedCard(paid, '30.00');
    const batch = (await create(finance, { transaction_ids: [id] })).json().data;
    // Refusals come coded, for the app to say them in the reader's language.
    const early = await step(finance, batch.id, 'results', {
      results: [{ reference: 'po-x', status: 'success' }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message_code: 'payout_batch.not_submitted' });
    await step(finance, batch.id, 'submit');
    const [item] = await items(batch.id);
    const list = [
      { reference: item.reference, status: 'success' },
      { reference: 'po-unknown', status: 'failed' },
    ];
    const preview = await scene.call(
      finance,
      'POST',
      `${batchPath(batch.id, 'results/')}?dry_run=true`,
      { results: list },
    );
    expect(preview.json().data).toEqual({
      applied: 1,
      unchanged: 0,
      conflicts: [],
      unmatched: ['po-unknown'],
    });
    expect((await items(batch.id))[0].state).toBe('sent');
    expect(await scene.detail(id)).toMatchObject({ status: 'ORDER_ACCEPTED' });
    expect(await auditActions(batch.id)).not.toContain('payout_batch.results');
    expect((await results(batch.id, list)).json().data.applied).toBe(1);
    expect(await scene.detail(id)).toMatchObject({ status: 'PAID' });
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('applies racing uploads of the same results once', async () => {
    const cards = [
      await scene.acceptedCard(paid, '40.00'),
      await scene.acceptedCard(paid, '40.00'),
    ];
    const batch = (await create(finance, { transaction_ids: cards })).json().data;
    await step(finance, batch.id, 'submit');
    const list = (await items(batch.id)).map((item) => ({
      reference: item.reference,
      status: 'success',
    }));
    const answers = await Promise.all([results(batch.id, list), results(batch.id, list)]);
    const applied = answers.map((answer) => answer.json().data.applied);
    expect(applied.sort()).toEqual([0, 2]);
    for (const id of cards) expect((await scene.detail(id)).ledger.paid).toBe('40.00');
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it("reports another batch's reference as unmatched and leaves its item sent", async () => {
    const [mine, theirs] = [
      await scene.acceptedCard(paid, '15.00'),
      await scene.acceptedCard(paid, '15.00'),
    ];
    const batch = (await create(finance, { transaction_ids: [mine] })).json().data;
    const other = (await create(finance, { transaction_ids: [theirs] })).json().data;
    await step(finance, batch.id, 'submit');
    await step(finance, other.id, 'submit');
    const [item] = await items(batch.id);
    const [otherItem] = await items(other.id);
    const answer = await results(batch.id, [
      { reference: otherItem.reference, status: 'success' },
      { reference: item.reference, status: 'success' },
    ]);
    expect(answer.json().data).toEqual({
      applied: 1,
      unchanged: 0,
      conflicts: [],
      unmatched: [otherItem.reference],
    });
    expect((await items(other.id))[0].state).toBe('sent');
    expect(await scene.detail(theirs)).toMatchObject({ status: 'ORDER_ACCEPTED' });
    expect(await scene.detail(mine)).toMatchObject({ status: 'PAID', final_payout: '15.00' });
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });
});

describe('one upload of many results', () => {
  it('applies each item once, and reports repeats, contradictions and unknown references', async () => {
    const cards = [
      await scene.acceptedCard(paid, '20.00'),
      await scene.acceptedCard(paid, '20.00'),
      await scene.acceptedCard(paid, '20.00'),
    ];
    const batch = (await create(finance, { transaction_ids: cards })).json().data;
    await step(finance, batch.id, 'submit');
    const byCard = new Map((await items(batch.id)).map((item) => [item.transaction_id, item]));
    const [first, second, third] = cards.map((card) => byCard.get(card)?.reference as string);
    const answer = await results(batch.id, [
      { reference: first, status: 'success', provider_reference: 'bank-1' },
      { reference: second, status: 'failed', reason: 'Account closed' },
      { reference: first, status: 'success' },
      { reference: second, status: 'success' },
      { reference: 'po-unknown', status: 'success' },
      { reference: 'po-unknown', status: 'failed' },
    ]);
    expect(answer.json().data).toEqual({
      applied: 2,
      unchanged: 1,
      conflicts: [{ reference: second, recorded: 'failed', received: 'success' }],
      unmatched: ['po-unknown'],
    });
    expect(await scene.detail(cards[0])).toMatchObject({
      status: 'PAID',
      final_payout: '20.00',
      ledger: { owed: '0.00', paid: '20.00' },
    });
    expect(await scene.detail(cards[1])).toMatchObject({
      status: 'ORDER_ACCEPTED',
      ledger: { owed: '20.00', paid: '0.00' },
    });
    // The third is still sent: the batch is not settled until it has a result.
    expect((await scene.call(finance, 'GET', batchPath(batch.id))).json().data).toMatchObject({
      state: 'submitted',
      paid_total: '20.00',
      failed_total: '20.00',
      in_flight_total: '20.00',
    });
    const last = await results(batch.id, [{ reference: third, status: 'success' }]);
    expect(last.json().data).toMatchObject({ applied: 1, unchanged: 0 });
    expect((await scene.call(finance, 'GET', batchPath(batch.id))).json().data.state).toBe(
      'settled',
    );
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });
});

describe('approval, as the database decides it', () => {
  it('refuses to submit a batch over the threshold that its creator approved', async () => {
    const cards = [
      await scene.acceptedCard(paid, '150.00'),
      await scene.acceptedCard(paid, '150.00'),
    ];
    const batch = (await create(finance, { transaction_ids: cards })).json().data;
    expect(batch.approval_required).toBe(true);
    // An approval by its own creator, as no path of the app writes it (only the owner can).
    await server.database.db.execute(
      sql`update payout_batches set state = 'approved', approved_by_id = created_by_id, approved_by_username = created_by_username, approved_at = now() where id = ${batch.id}`,
    );
    const refused = await step(finance, batch.id, 'submit');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(codedRefusal('payout_batch.needs_approval'));
    expect((await items(batch.id)).map((item) => item.state)).toEqual(['draft', 'draft']);
    expect((await scene.detail(cards[0])).ledger).toMatchObject({ owed: '150.00' });
  });

  it('refuses a submit that skips the approval, whoever calls it', async () => {
    const cards = [
      await scene.acceptedCard(paid, '150.00'),
      await scene.acceptedCard(paid, '150.00'),
    ];
    const batch = (await create(finance, { transaction_ids: cards })).json().data;
    await expect(
      server.database.db.execute(
        sql`select payout_batch_submit(${batch.id}, ${finance.id}, 'finance', 'Finance', 200.00, 5000.00)`,
      ),
    ).rejects.toThrow();
    expect((await scene.call(finance, 'GET', batchPath(batch.id))).json().data).toMatchObject({
      state: 'draft',
      in_flight_total: '0.00',
    });
    // Under the thresholds, no approval is needed.
    const small = (
      await create(colleague, { transaction_ids: [await scene.acceptedCard(paid)] })
    ).json().data;
    expect((await step(colleague, small.id, 'submit')).json().data.state).toBe('submitted');
  });
});

describe('KYC limits', () => {
  it("skips the items that would take a customer past their tier's daily limit, once turned on", async () => {
    const limits = (enforced: boolean) =>
      scene.call(admin, 'PUT', '/admin/kyc/settings/', { enforced });
    const unverified = await server.login('customer'); // tier 0: 200.00 a day
    await scene.giveDestination(unverified, '5550001111');
    const cards = [
      await scene.acceptedCard(unverified),
      await scene.acceptedCard(unverified),
      await scene.acceptedCard(unverified),
    ];
    expect((await limits(true)).statusCode).toBe(200);
    try {
      const created = await create(finance, { transaction_ids: cards });
      expect(created.statusCode).toBe(201);
      const inBatch = (await items(created.json().data.id)).map((item) => item.transaction_id);
      expect(inBatch.sort()).toEqual(cards.slice(0, 2).sort());
      expect(created.json().data.skipped).toEqual([
        { transaction_id: cards[2], reason: 'kyc_limit' },
      ]);
      // The open items count: a second draft of the same customer finds no room left.
      const again = await create(finance, { transaction_ids: [cards[2]] });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors.transaction_ids).toEqual([`${cards[2]}: kyc_limit`]);
    } finally {
      await limits(false);
    }
  });

  const limits = (enforced: boolean) =>
    scene.call(admin, 'PUT', '/admin/kyc/settings/', { enforced });
  const payDirectly = (id: string, payout = '80.00') =>
    scene.call(admin, 'PATCH', `/admin/giftcards/${id}/`, {
      status: 'PAID',
      expected_payout: payout,
      offered_rate: '50.00',
    });
  const usedToday = async (customer: TestUser) =>
    (await scene.call(admin, 'GET', `/admin/users/${customer.id}/kyc/`)).json().data.used.today;

  it('count what a batch sent against a direct payment: no mix passes the daily limit', async () => {
    const customer = await server.login('customer'); // tier 0: 200.00 a day
    await scene.giveDestination(customer, '5550002222');
    const [batched, direct] = [
      await scene.acceptedCard(customer, '150.00'),
      await scene.acceptedCard(customer, '150.00'),
    ];
    expect((await limits(true)).statusCode).toBe(200);
    try {
      const batch = (await create(finance, { transaction_ids: [batched] })).json().data;
      expect((await step(finance, batch.id, 'submit')).statusCode).toBe(200);
      expect(await usedToday(customer)).toBe('150.00');
      // 150.00 left in the batch today: 150.00 more directly would make 300.00.
      const refused = await payDirectly(direct, '150.00');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        "This payout is over the customer's KYC limit: tier 0 (Unverified) allows $200.00 a day, and $150.00 was paid today.",
      );
      // The bank failing the item gives the room back.
      const [item] = await items(batch.id);
      await results(batch.id, [{ reference: item.reference, status: 'failed' }]);
      expect(await usedToday(customer)).toBe('0.00');
      expect((await payDirectly(direct, '150.00')).statusCode).toBe(200);
      expect(await usedToday(customer)).toBe('150.00');
    } finally {
      await limits(false);
    }
  });

  it('hold an item at submit when a payment since the draft took the room, and send the rest', async () => {
    const customer = await server.login('customer');
    await scene.giveDestination(customer, '5550003333');
    const [first, second, direct] = [
      await scene.acceptedCard(customer, '60.00'),
      await scene.acceptedCard(customer, '60.00'),
      await scene.acceptedCard(customer, '100.00'),
    ];
    expect((await limits(true)).statusCode).toBe(200);
    try {
      const batch = (await create(finance, { transaction_ids: [first, second] })).json().data;
      expect((await items(batch.id)).map((item) => item.state)).toEqual(['draft', 'draft']);
      // Paid directly after the draft: 100.00 of the 200.00 is gone, room for one 60.00 item.
      expect((await payDirectly(direct, '100.00')).statusCode).toBe(200);
      expect((await step(finance, batch.id, 'submit')).statusCode).toBe(200);
      const sent = (await scene.call(finance, 'GET', batchPath(batch.id, 'items/'))).json()
        .results as { transaction_id: string; state: string; result_reason: string | null }[];
      expect(sent.map((item) => [item.state, item.result_reason])).toEqual([
        ['sent', null],
        ['held', 'over the KYC limit: tier 0 (Unverified) allows 200.00 a day'],
      ]);
      expect([first, second]).toContain(sent[1].transaction_id);
      expect(await usedToday(customer)).toBe('160.00');
      // The held card is still owed, and may go in a later batch.
      expect((await scene.detail(sent[1].transaction_id)).ledger).toMatchObject({ owed: '60.00' });
      expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
    } finally {
      await limits(false);
    }
  });
});

describe('a cancel after the bank file left', () => {
  const reconciliation = async () =>
    (
      await scene.call(
        finance,
        'GET',
        `/admin/ledger/reconciliation/?date=${new Date().toISOString().slice(0, 10)}`,
      )
    ).json().data;
  /** A card sent in a submitted batch whose file finance downloaded, then the batch cancelled. */
  const cancelledAfterFile = async () => {
    const card = await scene.acceptedCard(paid);
    const batch = (await create(finance, { transaction_ids: [card] })).json().data;
    await step(finance, batch.id, 'submit');
    const file = await scene.call(finance, 'GET', batchPath(batch.id, 'file/'));
    expect(file.statusCode).toBe(200);
    const waitingBefore = (await reconciliation()).cancel_requested;
    const cancelled = await step(finance, batch.id, 'cancel');
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', failed_total: '0.00' });
    const [item] = await items(batch.id);
    expect(item.state).toBe('cancel_requested');
    return { card, batch, item, waitingBefore };
  };

  it('keeps its items waiting for the bank: not owed, not payable, in no new batch', async () => {
    const { card, batch, waitingBefore } = await cancelledAfterFile();
    expect(await scene.detail(card)).toMatchObject({
      status: 'ORDER_ACCEPTED',
      ledger: { owed: '0.00' },
    });
    const pay = await scene.call(admin, 'PATCH', `/admin/giftcards/${card}/`, {
      status: 'PAID',
      expected_payout: '80.00',
      offered_rate: '50.00',
    });
    expect(pay.statusCode).toBe(409);
    const again = await create(finance, { transaction_ids: [card] });
    expect(again.statusCode).toBe(409);
    const waiting = (await reconciliation()).cancel_requested;
    expect(waiting.count).toBe(waitingBefore.count + 1);
    expect(Number(waiting.amount)).toBeCloseTo(Number(waitingBefore.amount) + 80, 2);
    // The file can still be read again: it is what the bank holds.
    expect((await scene.call(finance, 'GET', batchPath(batch.id, 'file/'))).statusCode).toBe(200);
    expect(await auditActions(batch.id)).toContain('payout_batch.cancel');
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('pays the card once when the bank says it paid, whatever it says after', async () => {
    const { card, batch, item } = await cancelledAfterFile();
    const settled = await results(batch.id, [{ reference: item.reference, status: 'success' }]);
    expect(settled.json().data).toMatchObject({ applied: 1, conflicts: [] });
    expect(await scene.detail(card)).toMatchObject({ status: 'PAID', final_payout: '80.00' });
    const later = await results(batch.id, [
      { reference: item.reference, status: 'success' },
      { reference: item.reference, status: 'failed' },
    ]);
    expect(later.json().data).toMatchObject({ applied: 0, unchanged: 1 });
    expect(later.json().data.conflicts).toHaveLength(1);
    const { rows } = (await server.database.db.execute(
      sql`select count(*)::int as settled from ledger_transfers
        where transaction_id = ${card} and kind = 'payout_settled'`,
    )) as unknown as { rows: { settled: number }[] };
    expect(rows[0].settled).toBe(1);
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('makes the card owed again when the bank says it failed, and a new batch pays it', async () => {
    const { card, batch, item } = await cancelledAfterFile();
    await results(batch.id, [{ reference: item.reference, status: 'failed', reason: 'cancelled' }]);
    expect(await scene.detail(card)).toMatchObject({ ledger: { owed: '80.00' } });
    const next = await create(finance, { transaction_ids: [card] });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.items_count).toBe(1);
    expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
  });
});
