import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BankResult } from '../../contract/payouts.js';
import type { CardCodeKeys } from '../config.js';
import type { Database } from '../db/client.js';
import { payoutBatchItems, transactions, users } from '../db/schema.js';
import type { AuditContext } from '../plugins/audit/record.js';
import { approveBatch, submitBatch } from '../plugins/payouts/batch-steps.js';
import { createBatch } from '../plugins/payouts/create-batch.js';
import { putPayoutAccount } from '../plugins/payouts/destinations.js';
import { recordResults } from '../plugins/payouts/results.js';
import type { Random } from './random.js';

const BANKS = [
  ['058', 'Guaranty Trust Bank'],
  ['011', 'First Bank of Nigeria'],
  ['033', 'United Bank for Africa'],
  ['044', 'Access Bank'],
] as const;

/** What the bank answers for a failed item, in its own words. */
const FAILURES = ['Account closed', 'Account name does not match', 'Invalid account number'];

/**
 * The runs the demo starts with, oldest first: what finance sees on its first visit. The draft
 * takes the cards whose payout failed, owed again, as finance's next run would.
 */
const RUNS = [
  { note: 'Monday run', items: 6, outcome: 'paid' },
  { note: 'Wednesday run', items: 6, outcome: 'some failed' },
  { note: 'Friday run', items: 5, outcome: 'sent' },
  { note: 'Next run', items: 2, outcome: 'draft' },
] as const;

type Actor = { id: string; username: string };
const acting = (actor: Actor): AuditContext & { actor: Actor } => ({
  actor,
  ip: '127.0.0.1',
  userAgent: 'demo seed',
});

async function staffMember(db: Database, email: string): Promise<Actor> {
  const [member] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.email, email));
  if (!member) throw new Error(`Seed the demo staff before the payout runs (${email}).`);
  return member;
}

/**
 * Payout runs in every state, made by the payout service's own steps, as finance makes them: the
 * customers give their bank accounts, finance drafts each batch of owed cards, the admin approves
 * it, finance sends it and records the bank's results. The ledger moves as it does for real
 * runs, so its check stays ok: a settled run, one whose failed items are owed again, one sent and
 * waiting for the bank, and a draft.
 */
export async function seedPayoutRuns(
  db: Database,
  random: Random,
  { cardCodeKeys, admin }: { cardCodeKeys: CardCodeKeys; admin: Actor },
) {
  const finance = await staffMember(db, 'finance@example.com');
  const wanted = RUNS.reduce((total, run) => total + run.items, 0);
  // The newest owed cards (accepted or redeemed: transaction_status_owed) of customers owed for
  // no other: a customer given a bank account has nothing owed left outside these runs, as after
  // a real run.
  const owed = await db
    .select({ id: transactions.id, userId: transactions.userId, username: users.username })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(
      and(inArray(transactions.status, ['ORDER_ACCEPTED', 'REDEEMED']), eq(users.role, 'customer')),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  const owedCards = new Map<string, number>();
  for (const { userId } of owed) owedCards.set(userId, (owedCards.get(userId) ?? 0) + 1);
  const cards = owed.filter(({ userId }) => owedCards.get(userId) === 1).slice(0, wanted);
  for (const card of cards) {
    const [bankCode, bankName] = random.pick(BANKS);
    await putPayoutAccount(db, cardCodeKeys, {
      userId: card.userId,
      body: {
        bank_code: bankCode,
        bank_name: bankName,
        account_number: String(random.int(1_000_000_000, 9_999_999_999)),
        account_name: card.username,
      },
      audit: acting({ id: card.userId, username: card.username }),
    });
  }
  const rule = { batchThreshold: '0', itemThreshold: '0' };
  let next = 0;
  const failed: string[] = [];
  for (const run of RUNS) {
    const chosen = cards.slice(next, next + run.items).map((card) => card.id);
    next += run.items;
    if (run.outcome === 'draft') chosen.push(...failed);
    if (chosen.length === 0) return;
    const { id } = await createBatch(db, {
      body: { transaction_ids: chosen, note: run.note },
      audit: acting(finance),
    });
    if (run.outcome === 'draft') continue;
    // A colleague approves what finance drafted; then it may go to the bank.
    await approveBatch(db, { id, audit: acting(admin), rule });
    await submitBatch(db, { id, audit: acting(finance), rule });
    if (run.outcome === 'sent') continue;
    const items = await db
      .select({
        reference: payoutBatchItems.reference,
        transactionId: payoutBatchItems.transactionId,
      })
      .from(payoutBatchItems)
      .where(and(eq(payoutBatchItems.batchId, id), eq(payoutBatchItems.state, 'sent')))
      .orderBy(asc(payoutBatchItems.reference));
    const results: BankResult[] = items.map(({ reference, transactionId }, index) => {
      if (run.outcome !== 'some failed' || index % 3 !== 0) {
        return { reference, status: 'success', provider_reference: `BANK-${reference}` };
      }
      failed.push(transactionId);
      return { reference, status: 'failed', reason: random.pick(FAILURES) };
    });
    await recordResults(db, { id, results, audit: acting(finance) });
  }
}
