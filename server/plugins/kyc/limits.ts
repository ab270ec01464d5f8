import { and, eq, inArray, sql } from 'drizzle-orm';
import { type KycUsage, kycLimitMessage } from '../../../contract/kyc.js';
import type { Executor, Tx } from '../../db/client.js';
import { payoutBatchItems, transactions, users } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { formatCents, toCents } from '../../lib/money.js';
import { kycEnforced } from './settings.js';
import { tierOf } from './tiers.js';

/**
 * What a customer was paid since the start of the current UTC day and calendar month, as the
 * database counts it for every path (kyc_usage: direct payments and batch items sent or settled).
 */
async function paidSoFar(db: Executor, customerId: string) {
  const { rows } = (await db.execute(
    sql`select today::text as today, month::text as month from kyc_usage(${customerId})`,
  )) as unknown as { rows: { today: string; month: string }[] };
  return { today: toCents(rows[0]?.today ?? '0'), month: toCents(rows[0]?.month ?? '0') };
}

/** A customer's usage against their tier's limits, for staff and for the customer. */
export async function usageOf(db: Executor, customer: { id: string; kycTier: number }) {
  const [tier, paid] = await Promise.all([
    tierOf(db, customer.kycTier),
    paidSoFar(db, customer.id),
  ]);
  const usage: KycUsage = {
    today: formatCents(paid.today),
    this_month: formatCents(paid.month),
    daily_limit: tier.dailyLimit,
    monthly_limit: tier.monthlyLimit,
  };
  return { tier, usage };
}

/**
 * Locks the customer whose card this is, before the card: the money paths' one lock order
 * (api-contract.md, "Round four": customer, then transaction, then batch items), the order in
 * which sending a batch takes them (payout_batch_send), so a payment and a batch never wait on
 * each other in a circle. The same lock as the limit check's, which then finds it held.
 */
export async function lockCustomerOf(tx: Tx, transactionId: string) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(
      eq(
        users.id,
        sql`(select ${transactions.userId} from ${transactions} where ${transactions.id} = ${transactionId})`,
      ),
    )
    .for('no key update');
}

/**
 * Refuses (409, naming the tier, the limit and what was used) a payout of `amount` to the customer
 * that would take what they were paid this UTC day or calendar month past their tier's limit, when
 * the limits are enforced. Call it in the database transaction that pays, before the payment is
 * written: it locks the customer's row first, so two payouts to one customer are decided one
 * after the other, the second counting the first (whatever the number of server instances). The
 * batches of payouts call it for each item they send.
 */
export async function assertWithinKycLimit(tx: Tx, customerId: string, amount: string) {
  if (!(await kycEnforced(tx))) return;
  const [customer] = await tx
    .select({ id: users.id, kycTier: users.kycTier })
    .from(users)
    .where(eq(users.id, customerId))
    .for('no key update');
  if (!customer) return;
  const { tier, usage } = await usageOf(tx, customer);
  const paying = toCents(amount);
  const over = (
    [
      ['day', usage.today, tier.dailyLimit],
      ['month', usage.this_month, tier.monthlyLimit],
    ] as const
  ).find(([, used, limit]) => limit !== null && toCents(used) + paying > toCents(limit));
  if (!over) return;
  const [period, used, limit] = over;
  throw conflict(
    kycLimitMessage({ tier: tier.tier, name: tier.name, period, limit: limit as string, used }),
  );
}

/**
 * The items of a new payout batch that would take their customer past a KYC limit (with the
 * limits enforced), by transaction id. Each customer's row is locked, in id order, so that a
 * draft and a payment of the same customer are decided one after the other; what the customer
 * was paid (sent items among it) and what their drafted items may still pay count, then the items in
 * the order given. Sending the batch decides again (payout_batch_send holds what no longer fits).
 */
export async function overKycLimit(
  tx: Tx,
  items: readonly { transactionId: string; customerId: string; amount: string }[],
) {
  const over = new Set<string>();
  if (!items.length || !(await kycEnforced(tx))) return over;
  const customerIds = [...new Set(items.map((item) => item.customerId))].sort();
  const customers = await tx
    .select({ id: users.id, kycTier: users.kycTier })
    .from(users)
    .where(inArray(users.id, customerIds))
    .orderBy(users.id)
    .for('no key update');
  for (const customer of customers) {
    const { usage } = await usageOf(tx, customer);
    const [open] = await tx
      .select({ amount: sql<string>`coalesce(sum(${payoutBatchItems.amount}), 0)::text` })
      .from(payoutBatchItems)
      .where(
        and(
          eq(payoutBatchItems.customerId, customer.id),
          eq(payoutBatchItems.state, 'draft'),
          eq(payoutBatchItems.open, true),
        ),
      );
    const openCents = toCents(open?.amount ?? '0');
    let today = toCents(usage.today) + openCents;
    let month = toCents(usage.this_month) + openCents;
    for (const item of items.filter((candidate) => candidate.customerId === customer.id)) {
      const paying = toCents(item.amount);
      const fits = (used: bigint, limit: string | null) =>
        limit === null || used + paying <= toCents(limit);
      if (fits(today, usage.daily_limit) && fits(month, usage.monthly_limit)) {
        today += paying;
        month += paying;
      } else {
        over.add(item.transactionId);
      }
    }
  }
  return over;
}

/**
 * Whether paying `payout` would take the customer past their tier's monthly limit (with the limits
 * enforced): such a submission is flagged `kyc_limit`.
 */
export async function passesMonthlyLimit(db: Executor, customerId: string, payout: string) {
  if (!(await kycEnforced(db))) return false;
  const [customer] = await db
    .select({ id: users.id, kycTier: users.kycTier })
    .from(users)
    .where(eq(users.id, customerId));
  if (!customer) return false;
  const { usage } = await usageOf(db, customer);
  return (
    usage.monthly_limit !== null &&
    toCents(usage.this_month) + toCents(payout) > toCents(usage.monthly_limit)
  );
}
