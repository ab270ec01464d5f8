import { and, count, desc, eq, gt, gte, lt, sql, sum } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import { TRANSACTION_STATUSES, type TransactionStatus } from '../../../contract/statuses.js';
import type { DashboardStats } from '../../../contract/transactions.js';
import type { Database } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { transactionDayTallies, users } from '../../db/schema.js';
import { formatCents, toCents } from '../../lib/money.js';
import { brands } from '../brands/table.js';
import { firstPage } from './first-page.js';

/** Start and end of the current calendar day in UTC: "today" on the dashboard. */
export function utcDay(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) };
}

const tally = transactionDayTallies;
const dayTotal = (field: 'created_at' | 'paid_at', status?: TransactionStatus) =>
  sql<
    string | null
  >`(select sum(${tally.count}) from ${tally} where ${tally.field} = ${field} and ${tally.day} = ${sql.placeholder('today')}::date${status ? sql` and ${tally.status} = ${status}` : sql``})`;
const customers = eq(users.role, 'customer');

/**
 * The figures and the top brands, in one statement prepared once: planned anew at every call, its
 * subqueries cost more to plan than to run.
 */
const figuresStatement = preparedPer((db) =>
  db
    .select({
      // total_giftcards, total_submissions, sum_paid_payouts: the brands table (a few dozen
      // rows) and its counters, which every submission and payment moves in its own transaction.
      brands: count(),
      transactions: sum(brands.transactionCount),
      paid: sum(brands.paidPayoutTotal),
      // submissions_today, pending_approval_today, paid_today: today's transaction_day_tallies.
      submittedToday: dayTotal('created_at'),
      pendingToday: dayTotal('created_at', transactionStatus.enum.PENDING_REVIEW),
      paidToday: dayTotal('paid_at'),
      // total_users, new_users_today: users_role_joined_idx and users_joined_idx, on the users
      // table, which is small next to the transactions.
      customers: sql<number>`(select count(*)::int from ${users} where ${customers})`,
      joinedToday: sql<number>`(select count(*)::int from ${users} where ${and(customers, gte(users.dateJoined, sql`${sql.placeholder('start')}::timestamptz`), lt(users.dateJoined, sql`${sql.placeholder('end')}::timestamptz`))})`,
      // top_brands: the submission counters again.
      topBrands: sql<{ name: string; submission_count: number }[]>`(
        select coalesce(json_agg(json_build_object('name', top.name, 'submission_count', top.submission_count)
          order by top.submission_count desc, top.name), '[]'::json)
        from (
          select ${brands.name} as name, ${brands.transactionCount} as submission_count
          from ${brands} where ${gt(brands.transactionCount, 0)}
          order by ${desc(brands.transactionCount)}, ${brands.name} limit 5
        ) top
      )`,
    })
    .from(brands)
    .prepare('dashboard_figures'),
);

/** latest_submissions: the list's first page statement, its five newest rows. */
const LATEST_SUBMISSIONS = 5;

/**
 * The dashboard figures, in two statements prepared once, run at once, neither of which reads the
 * transactions table beyond five index entries, so the answer stays cheap at a million
 * transactions (and PGlite, which answers one query at a time, is held briefly); each figure
 * says what serves it.
 */
export async function dashboardStats(
  db: Database,
  now: Date = new Date(),
): Promise<DashboardStats> {
  const { start, end } = utcDay(now);
  const today = start.toISOString().slice(0, 10);
  const [[figures], latest] = await Promise.all([
    figuresStatement(db).execute({ today, start: start.toISOString(), end: end.toISOString() }),
    firstPage(db, LATEST_SUBMISSIONS),
  ]);

  return {
    sum_paid_payouts: formatCents(toCents(figures?.paid ?? '0')),
    total_submissions: Number(figures?.transactions ?? 0),
    total_giftcards: figures?.brands ?? 0,
    total_users: Number(figures?.customers ?? 0),
    todays_activities: {
      submissions_today: Number(figures?.submittedToday ?? 0),
      pending_approval_today: Number(figures?.pendingToday ?? 0),
      paid_today: Number(figures?.paidToday ?? 0),
      new_users_today: Number(figures?.joinedToday ?? 0),
    },
    latest_submissions: latest.rows.map((row) => ({
      id: row.id,
      user: { first_name: row.user.firstName, last_name: row.user.lastName },
      brand: { name: row.brand.name },
      created_at: row.createdAt.toISOString(),
      status: row.status,
      status_display: TRANSACTION_STATUSES[row.status].display,
    })),
    top_brands: figures?.topBrands ?? [],
  };
}
