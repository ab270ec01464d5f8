import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRefusal } from '../../test/database-refusal.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

/*
 * The ledger's invariants under random, concurrent sequences of everything that moves money:
 * reviews, payments, notes, approvals, reversals and bulk reviews by staff of every role, several
 * at once on the same cards. After each sequence, the server's own check and a re-add by SQL must
 * find the ledger whole, and no card paid twice. Then random transfers written straight into the
 * database, as a bug or an intruder with the owner's rights would: the database must refuse
 * exactly those whose accounts do not fit their kind and those that would overdraw a customer's
 * account. Runs on PGlite, and on PostgreSQL in CI, where the requests of a batch really run in
 * parallel.
 */

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 12);
const SEED = 22;
const CARDS = 4;
// Only an accepted card is paid: acceptance comes up more often than the other reviews, so that
// payments do happen.
const STATUSES = [
  'PENDING_REVIEW',
  'ORDER_ACCEPTED',
  'ORDER_ACCEPTED',
  'REDEEMED',
  'REDEEMED',
  'REJECTED',
  'PAID',
] as const;
const PAYOUTS = ['0.00', '12.34', '80.00', '80.10', '600.00'] as const;
const ROLES = ['admin', 'finance', 'secondFinance', 'reviewer'] as const;

type Role = (typeof ROLES)[number];
const card = fc.nat(CARDS - 1);
const as = fc.constantFrom(...ROLES);
const operation = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('review' as const),
      card,
      as,
      status: fc.constantFrom(...STATUSES),
      payout: fc.constantFrom(...PAYOUTS),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), card, as }), weight: 5 },
  fc.record({ kind: fc.constant('notes' as const), card, as }),
  fc.record({ kind: fc.constant('approve_payout' as const), card, as }),
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), card, as }), weight: 2 },
  fc.record({ kind: fc.constant('approve_reversal' as const), card, as }),
  fc.record({
    kind: fc.constant('bulk' as const),
    cards: fc.uniqueArray(card, { minLength: 1, maxLength: CARDS }),
    as,
    status: fc.constantFrom('ORDER_ACCEPTED', 'REJECTED', 'REDEEMED'),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;
const batches = fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), {
  minLength: 2,
  maxLength: 10,
});

let server: TestServer;
let staff: Record<Role, TestUser>;
let customer: TestUser;
let brandId: string;
beforeAll(async () => {
  server = await startTestServer();
  staff = {
    admin: await server.login('admin'),
    finance: await server.login('finance'),
    secondFinance: await server.login('finance'),
    reviewer: await server.login('reviewer'),
  };
  customer = await server.login('customer');
  brandId = (await createBrand(server.database.db, { maxAmount: '5000.00' })).id;
});
afterAll(() => server.close());

const cardUrl = (id: string, action = '') => `/api/v1/admin/giftcards/${id}/${action}`;

async function perform(op: Operation, ids: string[]) {
  const token = staff[op.as].token;
  const id = 'card' in op ? ids[op.card] : '';
  const stored = async () =>
    (await server.call(token, { method: 'GET', url: cardUrl(id) })).json().data;
  switch (op.kind) {
    case 'review':
      return server.call(token, {
        method: 'PATCH',
        url: cardUrl(id),
        payload: { status: op.status, expected_payout: op.payout, offered_rate: '80.00' },
      });
    case 'pay':
    case 'notes': {
      const current = await stored();
      return server.call(token, {
        method: 'PATCH',
        url: cardUrl(id),
        payload: {
          status: op.kind === 'pay' ? 'PAID' : current.status,
          expected_payout: current.expected_payout ?? '0.00',
          offered_rate: current.offered_rate ?? '80.00',
          ...(op.kind === 'notes' && { admin_notes: `Note ${Math.random()}` }),
        },
      });
    }
    case 'approve_payout':
    case 'approve_reversal':
      return server.call(token, { method: 'POST', url: cardUrl(id, `${op.kind}/`) });
    case 'reverse':
      return server.call(token, {
        method: 'POST',
        url: cardUrl(id, 'reverse_payout/'),
        payload: { reason: 'Property test' },
      });
    case 'bulk':
      return server.call(token, {
        method: 'POST',
        url: '/api/v1/admin/giftcards/bulk_review/',
        payload: { ids: op.cards.map((index) => ids[index]), status: op.status },
      });
  }
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The server's check finds nothing, and a re-add by SQL, independent of it, finds debits equal
 * to credits equal to the transfers, and no customer account below zero.
 */
async function expectWholeLedger() {
  const check = (
    await server.call(staff.finance.token, { method: 'GET', url: '/api/v1/admin/ledger/check/' })
  ).json().data;
  expect(check.problems).toEqual([]);
  expect(check.ok).toBe(true);
  const [sums] = await rows<{
    transfers: string;
    debits: string;
    credits: string;
    below: number;
  }>(sql`
    select (select coalesce(sum(amount), 0) from ledger_transfers)::numeric(22, 2)::text as transfers,
      (select coalesce(sum(debits), 0) from ledger_accounts)::numeric(22, 2)::text as debits,
      (select coalesce(sum(credits), 0) from ledger_accounts)::numeric(22, 2)::text as credits,
      (select count(*)::int from ledger_accounts a join ledger_account_kinds k on k.kind = a.kind
        where k.never_negative and a.balance < 0) as below`);
  expect(sums.debits).toBe(sums.transfers);
  expect(sums.credits).toBe(sums.transfers);
  expect(sums.below).toBe(0);
}

describe('the ledger under random concurrent money paths', () => {
  it(
    `keeps every invariant (${RUNS} sequences, seed ${SEED})`,
    async () => {
      await fc.assert(
        fc.asyncProperty(batches, async (sequence) => {
          const ids: string[] = [];
          for (let index = 0; index < CARDS; index += 1) {
            // Half of them worth enough for payouts above the dual approval threshold.
            const value = index % 2 ? '1000.00' : '100.00';
            const { id, expected_payout } = await submitCard(
              server,
              customer.token,
              brandId,
              value,
            );
            ids.push(id);
            // Cards 2 and 3 start accepted, as finance finds them: only an accepted card is paid.
            if (index >= CARDS / 2) {
              await server.call(staff.admin.token, {
                method: 'PATCH',
                url: cardUrl(id),
                payload: { status: 'ORDER_ACCEPTED', expected_payout, offered_rate: '80.00' },
              });
            }
          }
          for (const batch of sequence) {
            const answers = await Promise.all(batch.map((op) => perform(op, ids)));
            for (const [index, answer] of answers.entries()) {
              expect(
                [200, 400, 403, 409],
                `${JSON.stringify(batch[index])}: ${answer.body}`,
              ).toContain(answer.statusCode);
            }
          }

          await expectWholeLedger();
          const cards = await rows<{
            status: string;
            final_payout: string | null;
            open: number;
          }>(sql`
          select g.status, g.final_payout::text, (select count(*)::int from ledger_transfers p
            where p.transaction_id = g.id and p.kind = 'payout'
              and not exists (select 1 from ledger_transfers r where r.reverses_id = p.id)) as open
          from gift_card_transactions g where g.id in ${ids}`);
          expect(cards).toHaveLength(CARDS);
          for (const row of cards) {
            expect(row.open).toBe(row.status === 'PAID' ? 1 : 0);
          }
          const [payouts] = await rows<{ balance: string }>(
            sql`select balance::text from ledger_accounts where kind = 'payouts'`,
          );
          const dashboard = (
            await server.call(staff.admin.token, {
              method: 'GET',
              url: '/api/v1/admin/giftcards/dashboard_stats/',
            })
          ).json().data;
          expect(dashboard.sum_paid_payouts).toBe(payouts.balance);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // The sequences did reach what matters: payments and reversals of them.
      const [reached] = await rows<{ payouts: number; reversals: number }>(sql`
      select count(*) filter (where kind = 'payout')::int as payouts,
        count(*) filter (where kind = 'payout_reversal')::int as reversals from ledger_transfers`);
      expect(reached.payouts).toBeGreaterThan(RUNS / 2);
      expect(reached.reversals).toBeGreaterThan(0);
    },
    RUNS * 5_000,
  );
});

/** The contract's table of transfer kinds ("Money: the payout ledger", "Ledger additions"). */
const CONTRACT_RULES: [kind: string, debit: string, credit: string][] = [
  ['purchase', 'card_inventory', 'customer_payable'],
  ['purchase_adjustment', 'card_inventory', 'customer_payable'],
  ['purchase_adjustment', 'customer_payable', 'card_inventory'],
  ['purchase_void', 'customer_payable', 'card_inventory'],
  ['payout', 'customer_payable', 'payouts'],
  ['payout_reversal', 'payouts', 'customer_payable'],
  ['payout_pending', 'customer_payable', 'payouts_in_flight'],
  ['payout_settled', 'payouts_in_flight', 'payouts'],
  ['payout_failed', 'payouts_in_flight', 'customer_payable'],
  ['clawback', 'customer_receivable', 'card_inventory'],
  ['clawback_offset', 'customer_payable', 'customer_receivable'],
  ['clawback_repaid', 'payouts', 'customer_receivable'],
];
const CUSTOMER_KINDS = ['customer_payable', 'customer_receivable'];
const fits = (kind: string, debit: Account, credit: Account) =>
  CONTRACT_RULES.some(([k, d, c]) => k === kind && d === debit.kind && c === credit.kind) &&
  (debit.customer_id === null ||
    credit.customer_id === null ||
    debit.customer_id === credit.customer_id);
/** What a customer account's balance falls to: payables are credit-normal, receivables debit. */
const overdraws = (account: Account, side: 'debit' | 'credit', amount: number) =>
  CUSTOMER_KINDS.includes(account.kind) &&
  Number(account.balance) -
    ((account.kind === 'customer_payable') === (side === 'debit') ? amount : -amount) <
    0;

interface Account {
  id: string;
  kind: string;
  customer_id: string | null;
  balance: string;
}

/**
 * Inserts one transfer with the owner's rights and rolls it back whatever happens, so that an
 * accepted one leaves nothing behind: the database's refusal (or null) and the two accounts as
 * they stood just before.
 */
async function tryTransfer(kind: string, debitId: string, creditId: string, amount: string) {
  let outcome: { refusal: string | null; debit: Account; credit: Account } | undefined;
  try {
    await server.database.db.transaction(async (tx) => {
      const accounts = (
        (await tx.execute(
          sql`select id, kind, customer_id, balance::text from ledger_accounts where id in (${debitId}, ${creditId})`,
        )) as unknown as { rows: Account[] }
      ).rows;
      const byId = (id: string) => accounts.find((account) => account.id === id) as Account;
      const insert: SQL = sql`insert into ledger_transfers
        (kind, debit_account_id, credit_account_id, amount, payout_round)
        values (${kind}, ${debitId}, ${creditId}, ${amount}, ${kind === 'payout' ? 1 : null})`;
      outcome = {
        refusal: await databaseRefusal(tx, insert),
        debit: byId(debitId),
        credit: byId(creditId),
      };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return outcome as NonNullable<typeof outcome>;
}

describe('transfers the database refuses', () => {
  it("holds the contract's table of kinds as its rules", async () => {
    const stored = await rows<{ kind: string; debit_kind: string; credit_kind: string }>(
      sql`select kind, debit_kind, credit_kind from ledger_transfer_rules`,
    );
    const key = ([kind, debit, credit]: string[]) => `${kind}: ${debit} → ${credit}`;
    expect(
      stored.map((rule) => key([rule.kind, rule.debit_kind, rule.credit_kind])).sort(),
    ).toEqual(CONTRACT_RULES.map(key).sort());
  });

  it(
    `refuses exactly the transfers that fit no rule or overdraw a customer (${RUNS * 10} attempts, seed ${SEED})`,
    async () => {
      // Accounts of every kind: a customer with a payable that holds money (cards accepted by
      // the runs above, or one accepted here), two receivables and another customer's payable.
      const owner = await server.login('customer');
      const accepted = await submitCard(server, customer.token, brandId, '100.00');
      await server.call(staff.admin.token, {
        method: 'PATCH',
        url: cardUrl(accepted.id),
        payload: { status: 'ORDER_ACCEPTED', expected_payout: '50.00', offered_rate: '50.00' },
      });
      await server.database.db.execute(sql`
        insert into ledger_accounts (kind, customer_id) values
          ('customer_receivable', ${customer.id}), ('customer_payable', ${owner.id}),
          ('customer_receivable', ${owner.id})
        on conflict do nothing`);
      const accounts = await rows<{ id: string; kind: string }>(sql`
        select id, kind from ledger_accounts
        where customer_id is null or customer_id in (${customer.id}, ${owner.id}) order by id`);
      const rules = CONTRACT_RULES.filter(([kind]) => kind !== 'payout_reversal'); // needs its payout
      const kinds = [...new Set(rules.map(([kind]) => kind))].concat('gift');
      const amount = fc.constantFrom('0.01', '25.00', '50.00', '100000.00');
      const indexesOf = (kind: string) =>
        accounts.flatMap((account, index) => (account.kind === kind ? [index] : []));
      // Any kind between any two accounts, and as often a rule's own kinds of account, so that
      // the accepted side is reached whatever order the database gave the accounts.
      const attempt = fc.oneof(
        fc.record({
          kind: fc.constantFrom(...kinds),
          debit: fc.nat(accounts.length - 1),
          credit: fc.nat(accounts.length - 1),
          amount,
        }),
        fc
          .constantFrom(
            ...rules.filter((rule) => rule.slice(1).every((kind) => indexesOf(kind).length > 0)),
          )
          .chain(([kind, debitKind, creditKind]) =>
            fc.record({
              kind: fc.constant(kind),
              debit: fc.constantFrom(...indexesOf(debitKind)),
              credit: fc.constantFrom(...indexesOf(creditKind)),
              amount,
            }),
          ),
      );
      const outcomes = { refused: 0, accepted: 0 };
      await fc.assert(
        fc.asyncProperty(attempt, async ({ kind, debit, credit, amount }) => {
          const { refusal, ...before } = await tryTransfer(
            kind,
            accounts[debit].id,
            accounts[credit].id,
            amount,
          );
          const allowed =
            debit !== credit &&
            fits(kind, before.debit, before.credit) &&
            !overdraws(before.debit, 'debit', Number(amount)) &&
            !overdraws(before.credit, 'credit', Number(amount));
          const what = `${kind} ${amount}: ${JSON.stringify(before)} → ${refusal}`;
          expect(refusal === null, what).toBe(allowed);
          if (refusal !== null && debit !== credit) {
            expect(refusal, what).toMatch(/does not fit its kind|overdraft of customer_/);
          }
          outcomes[allowed ? 'accepted' : 'refused'] += 1;
        }),
        { seed: SEED, numRuns: RUNS * 10, endOnFailure: true },
      );
      // Both answers were reached, and every refusal left the ledger whole.
      expect(outcomes.accepted).toBeGreaterThan(0);
      expect(outcomes.refused).toBeGreaterThan(0);
      await expectWholeLedger();
    },
    RUNS * 5_000,
  );
});
