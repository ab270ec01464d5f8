import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

/*
 * Payout runs under random, concurrent sequences: cards accepted and paid in one step, batches
 * drafted, approved, submitted, their bank file downloaded, cancelled (before or after the file
 * left) and answered by the bank with results repeated, reordered, contradicting and unknown,
 * clawbacks and repayments, several at once on the same batches, cards and customers, with the KYC
 * limits enforced. After each sequence the server's check and a re-add by SQL must find the ledger
 * whole, no card paid twice, no customer paid past their daily limit by any mix of paths, and no
 * request answered 5xx. Runs on PGlite, and on PostgreSQL, where the requests of a group really
 * run in parallel (and may deadlock, which the server retries).
 */

const RUNS = Number(process.env.PAYOUT_RUNS_PROPERTY_RUNS ?? 12);
const SEED = 31;
const CARDS = 6;
const ROLES = ['finance', 'secondFinance'] as const;

const card = fc.nat(CARDS - 1);
const batch = fc.nat(3);
const as = fc.constantFrom(...ROLES);
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('accept' as const),
    card,
    payout: fc.constantFrom('40.00', '80.00'),
  }),
  fc.record({ kind: fc.constant('pay' as const), card }),
  {
    arbitrary: fc.record({
      kind: fc.constant('draft' as const),
      as,
      cards: fc.option(fc.uniqueArray(card, { minLength: 1, maxLength: CARDS }), { nil: null }),
    }),
    weight: 2,
  },
  fc.record({ kind: fc.constant('approve' as const), as, batch }),
  { arbitrary: fc.record({ kind: fc.constant('submit' as const), as, batch }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('results' as const),
      as,
      batch,
      // Item positions (repeated, in any order) with a status each; -1 is a reference nobody sent.
      picks: fc.array(
        fc.record({ item: fc.integer({ min: -1, max: CARDS - 1 }), success: fc.boolean() }),
        { minLength: 1, maxLength: CARDS + 2 },
      ),
    }),
    weight: 4,
  },
  fc.record({ kind: fc.constant('cancel' as const), as, batch }),
  { arbitrary: fc.record({ kind: fc.constant('download' as const), as, batch }), weight: 2 },
  fc.record({
    kind: fc.constant('clawback' as const),
    card,
    amount: fc.constantFrom('10.00', '30.00', '100.00'),
  }),
  fc.record({
    kind: fc.constant('repay' as const),
    customer: fc.nat(1),
    amount: fc.constantFrom('5.00', '50.00'),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;
const sequences = fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), {
  minLength: 4,
  maxLength: 12,
});

let server: TestServer;
let admin: TestUser;
let staff: Record<(typeof ROLES)[number], TestUser>;
let customers: TestUser[];
let brandId: string;
/** Answers that met a KYC limit (a payout refused, a card skipped): the limits were reached. */
let limitsMet = 0;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  staff = { finance: await server.login('finance'), secondFinance: await server.login('finance') };
  brandId = (await createBrand(server.database.db, { maxAmount: '5000.00' })).id;
  // Tier 0 (every new customer): 200.00 a day, less than the cards of a run could pay.
  await call(admin, 'PUT', '/admin/kyc/settings/', { enforced: true });
});

/** Two new customers with destinations: each run starts with nothing paid today. */
async function newCustomers() {
  customers = [await server.login('customer'), await server.login('customer')];
  for (const [index, customer] of customers.entries()) {
    await call(customer, 'PUT', '/payout-account/', {
      bank_code: '058',
      bank_name: 'Test Bank',
      account_number: `01234567${index}9`,
      account_name: customer.username,
    });
  }
}
afterAll(() => server.close());

const call = (
  as: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) => server.call(as.token, { method, url: `/api/v1${url}`, ...(payload && { payload }) });

async function perform(op: Operation, cards: string[], batches: string[]) {
  const batchId = 'batch' in op ? batches[op.batch % Math.max(batches.length, 1)] : undefined;
  const actor = 'as' in op ? staff[op.as] : staff.finance;
  switch (op.kind) {
    case 'accept':
      return call(admin, 'PATCH', `/admin/giftcards/${cards[op.card]}/`, {
        status: 'ORDER_ACCEPTED',
        expected_payout: op.payout,
        offered_rate: '50.00',
      });
    case 'pay': {
      const current = (await call(admin, 'GET', `/admin/giftcards/${cards[op.card]}/`)).json().data;
      return call(admin, 'PATCH', `/admin/giftcards/${cards[op.card]}/`, {
        status: 'PAID',
        expected_payout: current.expected_payout ?? '0.00',
        offered_rate: '50.00',
      });
    }
    case 'draft': {
      const answer = await call(
        actor,
        'POST',
        '/admin/payout-batches/',
        op.cards ? { transaction_ids: op.cards.map((index) => cards[index]) } : { all_owed: true },
      );
      if (answer.statusCode === 201) batches.push(answer.json().data.id);
      return answer;
    }
    case 'approve':
    case 'submit':
    case 'cancel':
      if (!batchId) return null;
      return call(actor, 'POST', `/admin/payout-batches/${batchId}/${op.kind}/`);
    case 'download':
      if (!batchId) return null;
      return call(actor, 'GET', `/admin/payout-batches/${batchId}/file/`);
    case 'results': {
      if (!batchId) return null;
      const items = (await call(actor, 'GET', `/admin/payout-batches/${batchId}/items/`)).json()
        .results as { reference: string }[];
      const results = op.picks.map(({ item, success }) => ({
        reference: item >= 0 && items.length ? items[item % items.length].reference : 'po-nobody',
        status: success ? 'success' : 'failed',
      }));
      return call(actor, 'POST', `/admin/payout-batches/${batchId}/results/`, { results });
    }
    case 'clawback':
      return call(staff.finance, 'POST', `/admin/giftcards/${cards[op.card]}/clawback/`, {
        reason: 'Property test',
        amount: op.amount,
      });
    case 'repay':
      return call(staff.finance, 'POST', `/admin/users/${customers[op.customer].id}/repayments/`, {
        amount: op.amount,
        reference: 'PROPERTY',
      });
  }
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The check finds nothing; a re-add by SQL finds debits equal to credits equal to the transfers,
 * in flight what the sent items say, and every card paid exactly once if PAID, never otherwise.
 */
async function expectWholeLedger(cards: string[]) {
  const check = (await call(staff.finance, 'GET', '/admin/ledger/check/')).json().data;
  expect(check.problems).toEqual([]);
  expect(check.ok).toBe(true);
  const [sums] = await rows<{ transfers: string; debits: string; credits: string; below: number }>(
    sql`select (select coalesce(sum(amount), 0) from ledger_transfers)::numeric(22, 2)::text as transfers,
      (select coalesce(sum(debits), 0) from ledger_accounts)::numeric(22, 2)::text as debits,
      (select coalesce(sum(credits), 0) from ledger_accounts)::numeric(22, 2)::text as credits,
      (select count(*)::int from ledger_accounts a join ledger_account_kinds k on k.kind = a.kind
        where k.never_negative and a.balance < 0) as below`,
  );
  expect(sums.debits).toBe(sums.transfers);
  expect(sums.credits).toBe(sums.transfers);
  expect(sums.below).toBe(0);
  const [flight] = await rows<{ balance: string; sent: string }>(sql`
    select (select balance from ledger_accounts where kind = 'payouts_in_flight')::text as balance,
      (select coalesce(sum(amount - offset_amount), 0) from payout_batch_items
        where state in ('sent', 'cancel_requested'))::numeric(22, 2)::text as sent`);
  expect(flight.balance).toBe(flight.sent);
  const paid = await rows<{
    status: string;
    payments: number;
    settled: number;
    items_paid: number;
  }>(sql`
    select g.status,
      (select count(*)::int from ledger_transfers p where p.transaction_id = g.id and p.kind = 'payout'
        and not exists (select 1 from ledger_transfers r where r.reverses_id = p.id))
      + (select count(*)::int from payout_batch_items i where i.transaction_id = g.id and i.state = 'paid') as payments,
      (select count(*)::int from ledger_transfers s where s.transaction_id = g.id and s.kind = 'payout_settled') as settled,
      (select count(*)::int from payout_batch_items i where i.transaction_id = g.id and i.state = 'paid'
        and i.amount > i.offset_amount) as items_paid
    from gift_card_transactions g where g.id in ${cards}`);
  expect(paid).toHaveLength(CARDS);
  for (const row of paid) {
    expect(row.payments).toBe(row.status === 'PAID' ? 1 : 0);
    expect(row.settled).toBe(row.items_paid);
  }
  await expectWithinDailyLimits();
}

/**
 * What left for each customer today, re-added from their payable account's transfers (direct
 * payouts not reversed, and what batches sent less what failed back), is what the KYC panel
 * says, and within their tier's daily limit, whatever the mix of paths.
 */
async function expectWithinDailyLimits() {
  for (const customer of customers) {
    const [left] = await rows<{ amount: string }>(sql`
      select (coalesce(sum(t.amount) filter (where t.kind in ('payout', 'payout_pending')
          and t.debit_account_id = a.id
          and not exists (select 1 from ledger_transfers r where r.reverses_id = t.id)), 0)
        - coalesce(sum(t.amount) filter (where t.kind = 'payout_failed' and t.credit_account_id = a.id), 0)
        )::numeric(22, 2)::text as amount
      from ledger_accounts a join ledger_transfers t on a.id in (t.debit_account_id, t.credit_account_id)
      where a.customer_id = ${customer.id} and a.kind = 'customer_payable'`);
    const { used } = (await call(admin, 'GET', `/admin/users/${customer.id}/kyc/`)).json().data;
    expect(used.today).toBe(left?.amount ?? '0.00');
    expect(Number(used.today)).toBeLessThanOrEqual(Number(used.daily_limit));
  }
}

describe('payout runs under random concurrent steps', () => {
  it(
    `keep every invariant (${RUNS} sequences, seed ${SEED})`,
    async () => {
      await fc.assert(
        fc.asyncProperty(sequences, async (sequence) => {
          await newCustomers();
          const cards: string[] = [];
          for (let index = 0; index < CARDS; index += 1) {
            const owner = customers[index % 2];
            const { id } = await submitCard(server, owner.token, brandId, '100.00');
            cards.push(id);
            if (index < 4) {
              await call(admin, 'PATCH', `/admin/giftcards/${id}/`, {
                status: 'ORDER_ACCEPTED',
                expected_payout: '80.00',
                offered_rate: '50.00',
              });
            }
          }
          const batches: string[] = [];
          for (const group of sequence) {
            const answers = await Promise.all(group.map((op) => perform(op, cards, batches)));
            for (const [index, answer] of answers.entries()) {
              if (!answer) continue;
              expect(
                [200, 201, 400, 409],
                `${JSON.stringify(group[index])}: ${answer.body}`,
              ).toContain(answer.statusCode);
              if (/KYC limit|kyc_limit/.test(answer.body)) limitsMet += 1;
            }
          }
          await expectWholeLedger(cards);
          // Whatever is left open is closed, and the ledger is whole again.
          for (const id of batches)
            await call(staff.finance, 'POST', `/admin/payout-batches/${id}/cancel/`);
          await expectWholeLedger(cards);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // The sequences reached what matters: settlements, failures, offsets and their giving back.
      const [reached] = await rows<Record<string, number>>(sql`
        select count(*) filter (where kind = 'payout_settled')::int as settled,
          count(*) filter (where kind = 'payout_failed')::int as failed,
          count(*) filter (where kind = 'clawback')::int as clawbacks,
          count(*) filter (where kind = 'clawback_offset')::int as offsets
        from ledger_transfers`);
      expect(reached.settled).toBeGreaterThan(0);
      expect(reached.failed).toBeGreaterThan(0);
      expect(reached.clawbacks).toBeGreaterThan(0);
      expect(reached.offsets).toBeGreaterThan(0);
      const [limits] = await rows<Record<string, number>>(sql`
        select (select count(*)::int from payout_batch_items where state = 'held') as held,
          (select count(*)::int from audit_logs
            where summary_code = 'audit.batch_cancelled_waiting') as cancelled_after_file`);
      expect(limits.cancelled_after_file).toBeGreaterThan(0);
      expect(limits.held + limitsMet).toBeGreaterThan(0);
    },
    RUNS * 20_000,
  );
});
