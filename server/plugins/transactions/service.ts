import { and, count, desc, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/common.js';
import { type TransactionStatus, transactionStatus } from '../../../contract/statuses.js';
import {
  ownTransactionOrdering,
  type TransactionDetail,
  transactionOrdering,
} from '../../../contract/transactions.js';
import type { Executor } from '../../db/client.js';
import { activityLogs, brands, transactions } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { orderedPage } from '../../lib/pagination.js';
import { containing } from '../../lib/search.js';
import { profitMargin } from './money.js';
import { findTransaction, selectTransactions } from './queries.js';
import { serializeLog, serializeTransaction } from './serialize.js';

export const RECENT_LOGS_LIMIT = 20;

/** Matches the predicate of transactions_flagged_created_idx, so the planner can use it. */
const isFlagged = sql`cardinality(${transactions.riskFlags}) > 0`;

/** The column each sortable field orders by: each has an index (alone or after status). */
const ORDERING_COLUMNS = {
  created_at: transactions.createdAt,
  card_value: transactions.cardValue,
  final_payout: transactions.finalPayout,
  status: transactions.status,
  paid_at: transactions.paidAt,
};

export interface TransactionFilters {
  status?: TransactionStatus;
  /** Case-insensitive substring of the brand name. */
  search?: string;
  userId?: string;
  brandId?: string;
  /** Only transactions with a risk flag (read through the partial index of flagged rows). */
  flagged?: boolean;
}

/**
 * The brand ids a list is limited to, or null for "any brand". A name search is resolved on the
 * small brands table first, so the transactions are then read through (brand_id, created_at).
 */
async function brandScope(db: Executor, filters: TransactionFilters): Promise<string[] | null> {
  let ids: string[] | null = filters.brandId ? [filters.brandId] : null;
  if (filters.search) {
    const matching = await db
      .select({ id: brands.id })
      .from(brands)
      .where(sql`${brands.name} ilike ${containing(filters.search)}`);
    const found = matching.map((brand) => brand.id);
    ids = ids ? ids.filter((id) => found.includes(id)) : found;
  }
  return ids;
}

/**
 * The row count of a page. Without a status or user filter it is the sum of the brands'
 * submission_count counters (kept in step with every submission), so no transaction is counted
 * one by one even at a million rows; otherwise count(*) over the filtered index range.
 */
async function countTransactions(
  db: Executor,
  scope: string[] | null,
  where: SQL | undefined,
  filters: TransactionFilters,
): Promise<number> {
  if (!filters.status && !filters.userId && !filters.flagged) {
    const [row] = await db
      .select({ total: sum(brands.transactionCount) })
      .from(brands)
      .where(scope ? inArray(brands.id, scope) : undefined);
    return Number(row?.total ?? 0);
  }
  const [row] = await db.select({ total: count() }).from(transactions).where(where);
  return row?.total ?? 0;
}

/** One page of transactions for the admin list, newest first unless `ordering` says otherwise. */
export async function listTransactions(
  db: Executor,
  filters: TransactionFilters,
  query: PageQuery,
) {
  const scope = await brandScope(db, filters);
  const where = and(
    filters.status ? eq(transactions.status, filters.status) : undefined,
    filters.userId ? eq(transactions.userId, filters.userId) : undefined,
    filters.flagged ? isFlagged : undefined,
    scope ? inArray(transactions.brandId, scope) : undefined,
  );
  const page = await orderedPage(query, {
    ordering: transactionOrdering,
    columns: ORDERING_COLUMNS,
    id: transactions.id,
    // A search no brand matches leaves an empty scope: `in ()` is false, both queries find nothing.
    rows: selectTransactions(db).where(where).$dynamic(),
    count: () => countTransactions(db, scope, where, filters),
  });
  return { count: page.count, results: page.rows.map(serializeTransaction) };
}

/** The customer's own transactions, newest first. */
export async function listOwnTransactions(db: Executor, userId: string, query: PageQuery) {
  const where = eq(transactions.userId, userId);
  const page = await orderedPage(query, {
    ordering: ownTransactionOrdering,
    columns: { created_at: transactions.createdAt },
    id: transactions.id,
    rows: selectTransactions(db).where(where).$dynamic(),
    count: async () =>
      (await db.select({ total: count() }).from(transactions).where(where))[0].total,
  });
  return { count: page.count, results: page.rows.map(serializeTransaction) };
}

/** The detail answer: the transaction, its profit figures and its newest activity. */
export async function transactionDetail(db: Executor, id: string): Promise<TransactionDetail> {
  const row = await findTransaction(db, id);
  if (!row) throw notFound('Gift card submission not found.');
  const logs = await db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.transactionId, id))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(RECENT_LOGS_LIMIT);
  // Once paid, the money actually paid counts; before that, what the admin expects to pay.
  const payout =
    row.status === transactionStatus.enum.PAID
      ? (row.finalPayout ?? row.expectedPayout)
      : row.expectedPayout;
  const now = new Date();
  return {
    ...serializeTransaction(row),
    profit_margin: profitMargin(row.cardValue, payout),
    recent_logs: logs.map((log) => serializeLog(log, now)),
  };
}
