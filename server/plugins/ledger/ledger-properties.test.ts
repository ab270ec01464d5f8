import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

/*
 * The ledger's invariants under random, concurrent sequences of everything that moves money:
 * reviews, payments, notes, approvals, reversals and bulk reviews by staff of every role, several
 * at once on the same cards. After each sequence, the server's own check and a re-add by SQL must
 * find the ledger whole, and no card paid twice. Runs on PGlite, and on PostgreSQL in CI, where
 * the requests of a batch really run in parallel.
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

          const check = (
            await server.call(staff.finance.token, {
              method: 'GET',
              url: '/api/v1/admin/ledger/check/',
            })
          ).json().data;
          expect(check.problems).toEqual([]);
          expect(check.ok).toBe(true);

          // Re-added here by SQL, independently of the server's check.
          const [sums] = await rows<{ transfers: string; debits: string; credits: string }>(sql`
          select (select coalesce(sum(amount), 0) from ledger_transfers)::numeric(22, 2)::text as transfers,
            (select coalesce(sum(debits), 0) from ledger_accounts)::numeric(22, 2)::text as debits,
            (select coalesce(sum(credits), 0) from ledger_accounts)::numeric(22, 2)::text as credits`);
          expect(sums.debits).toBe(sums.transfers);
          expect(sums.credits).toBe(sums.transfers);
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
