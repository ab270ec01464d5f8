import { and, type Column, count, desc, eq, gt, gte, lt, sum } from 'drizzle-orm';
import { TRANSACTION_STATUSES, transactionStatus } from '../../../contract/statuses.js';
import type { DashboardStats } from '../../../contract/transactions.js';
import type { Executor } from '../../db/client.js';
import { brands, transactions, users } from '../../db/schema.js';
import { formatCents, toCents } from './money.js';
import { selectTransactions } from './queries.js';

/** Start and end of the current calendar day in UTC: "today" on the dashboard. */
export function utcDay(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) };
}

/**
 * The dashboard figures. None of them reads the transactions table end to end, so the answer
 * stays cheap at a million transactions; each query says what serves it.
 */
export async function dashboardStats(
  db: Executor,
  now: Date = new Date(),
): Promise<DashboardStats> {
  const { start, end } = utcDay(now);
  const inToday = (column: Column) => and(gte(column, start), lt(column, end));

  const [
    [brandTotals],
    [customerTotal],
    topBrands,
    latest,
    [submittedToday],
    [pendingToday],
    [paidToday],
    [joinedToday],
  ] = await Promise.all([
    // total_giftcards, total_submissions, sum_paid_payouts: the brands table (a few dozen rows)
    // and its counters, which every submission and payment moves in its own transaction.
    db
      .select({
        brands: count(),
        transactions: sum(brands.transactionCount),
        paid: sum(brands.paidPayoutTotal),
      })
      .from(brands),
    // total_users: customers in the users table, which is small next to the transactions.
    db.select({ total: count() }).from(users).where(eq(users.role, 'customer')),
    // top_brands: the submission counters again.
    db
      .select({ name: brands.name, submission_count: brands.transactionCount })
      .from(brands)
      .where(gt(brands.transactionCount, 0))
      .orderBy(desc(brands.transactionCount), brands.name)
      .limit(5),
    // latest_submissions: the first five entries of transactions_created_idx read backwards.
    selectTransactions(db).orderBy(desc(transactions.createdAt), desc(transactions.id)).limit(5),
    // submissions_today: a range of transactions_created_idx.
    db.select({ total: count() }).from(transactions).where(inToday(transactions.createdAt)),
    // pending_approval_today: today's submissions still pending, a range of
    // transactions_status_created_idx.
    db
      .select({ total: count() })
      .from(transactions)
      .where(
        and(
          eq(transactions.status, transactionStatus.enum.PENDING_REVIEW),
          inToday(transactions.createdAt),
        ),
      ),
    // paid_today: a range of transactions_paid_at_idx.
    db.select({ total: count() }).from(transactions).where(inToday(transactions.paidAt)),
    // new_users_today: a range of users_joined_idx.
    db
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.role, 'customer'), inToday(users.dateJoined))),
  ]);

  return {
    sum_paid_payouts: formatCents(toCents(brandTotals?.paid ?? '0')),
    total_submissions: Number(brandTotals?.transactions ?? 0),
    total_giftcards: brandTotals?.brands ?? 0,
    total_users: customerTotal?.total ?? 0,
    todays_activities: {
      submissions_today: submittedToday?.total ?? 0,
      pending_approval_today: pendingToday?.total ?? 0,
      paid_today: paidToday?.total ?? 0,
      new_users_today: joinedToday?.total ?? 0,
    },
    latest_submissions: latest.map((row) => ({
      id: row.id,
      user: { first_name: row.user.firstName, last_name: row.user.lastName },
      brand: { name: row.brand.name },
      created_at: row.createdAt.toISOString(),
      status: row.status,
      status_display: TRANSACTION_STATUSES[row.status].display,
    })),
    top_brands: topBrands,
  };
}
