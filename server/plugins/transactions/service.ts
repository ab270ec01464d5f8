import { and, count, eq, gt, gte, inArray, isNull, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/common.js';
import type { TransactionStatus } from '../../../contract/statuses.js';
import {
  ownTransactionOrdering,
  PAYABLE_STATUSES,
  transactionOrdering,
} from '../../../contract/transactions.js';
import type { Database, Executor } from '../../db/client.js';
import { runNamed } from '../../db/named.js';
import {
  transactionBrandTallies,
  transactionCustomerTallies,
  transactions,
} from '../../db/schema.js';
import { orderedPage, pageWindow, parseOrdering } from '../../lib/pagination.js';
import { containing } from '../../lib/search.js';
import { brands } from '../brands/table.js';
import { brandSearchPage } from './brand-search.js';
import { seekDeepPage } from './deep-pages.js';
import { firstPage } from './first-page.js';
import { isFlagged } from './flagged.js';
import { flaggedPage } from './flagged-page.js';
import { pageOfIds } from './page-of-ids.js';
import type { PayoutApprovalRule } from './payout-approval-rule.js';
import { findTransactions } from './queries.js';
import { forCustomer, serializeTransaction } from './serialize.js';
import { countBreachedClocks } from './sla-counts.js';

/**
 * Which index or counter answers each admin list. Every list pages its ids through an index that
 * ends in the id (the tie-breaker), then reads the page's rows (orderedPage); its total comes
 * from the tallies the triggers of gift_card_transactions keep exact (schema.ts), asked beside it
 * as a statement named after its text (runNamed), planned once per connection.
 *
 * | filter                 | ordering            | ids                                            | count                          |
 * | ---------------------- | ------------------- | ---------------------------------------------- | ------------------------------ |
 * | none                   | created_at          | first-page.ts: page 1's rows along transactions_created_idx, with its total, in one prepared statement; transactions_created_idx, deep pages from the day transaction_day_tallies finds | transaction_brand_tallies, all |
 * | none                   | card_value          | transactions_value_idx, deep pages from the value and id byte transaction_value_{,id_}tallies find | transaction_brand_tallies, all |
 * | none                   | final_payout        | transactions_final_idx, deep pages from the value tallies too | transaction_brand_tallies, all |
 * | none                   | paid_at             | transactions_paid_at_idx, deep pages from the day tallies, or the value tallies among the unpaid | transaction_brand_tallies, all |
 * | none                   | status              | transactions_status_idx, deep pages from the value tallies | transaction_brand_tallies, all |
 * | status                 | created_at, paid_at | first-page.ts: page 1 of created_at as for no filter, along transactions_status_created_idx; transactions_status_{created,paid}_idx, deep pages from the day (and value) tallies of the status | transaction_brand_tallies of the status |
 * | status                 | card_value, final_payout, status | transactions_status_{value,final}_idx, transactions_status_idx, deep pages from the value tallies of the status | transaction_brand_tallies of the status |
 * | brand search alone     | created_at          | brand-search.ts: each matching brand's newest rows through transactions_brand_created_idx, merged, in one prepared statement | transaction_brand_tallies of those brands, in the same statement |
 * | brand, brand search    | created_at          | transactions_brand_created_idx (other orderings sort the brand's rows) | transaction_brand_tallies of those brands (and status) |
 * | user                   | created_at          | transactions_user_created_idx (other orderings sort the customer's rows) | transaction_customer_tallies (and status) |
 * | user and brand         | any                 | transactions_user_created_idx                  | count(*) over () of the customer's rows, with the page: few |
 * | flagged alone          | created_at          | flagged-page.ts: transactions_flagged_created_idx, rows and count(*) over () in one prepared statement | (with the page) |
 * | flagged (and any)      | created_at          | transactions_flagged_created_idx, partial: flagged rows only (other orderings sort them) | count(*) over () of that index, with the page: few |
 * | awaiting_approval      | any (sorted)        | transactions_awaiting_approval_idx: unapproved payable rows from the threshold up | count(*) over () of that range, with the page: few |
 * | sla_state              | sla_due_at          | transactions_sla_open_idx: cards in review, by due time, before now (breached) or after (due soon) | due_soon, or breached with another filter: count(*) of that range, beside the page (not over (): a breached range holds a tenth of the table, which the window would hold in memory) |
 * | sla_state=breached alone | sla_due_at        | transactions_sla_open_idx, as above            | sla-counts.ts: sla_open_due_hours (open clocks by UTC due hour, kept by triggers, migration 0034) for the hours over, plus this hour's due times up to now in transactions_sla_open_idx: no read of the range |
 * | none, status           | sla_due_at          | transactions_sla_due_idx (status filters its rows) | the tallies |
 */
/** The predicate of transactions_awaiting_approval_idx, and the range of the threshold. */
const awaitsApproval = (payouts: PayoutApprovalRule) =>
  and(
    inArray(transactions.status, [...PAYABLE_STATUSES]),
    isNull(transactions.payoutApprovedById),
    gte(transactions.expectedPayout, payouts.threshold),
  );

/**
 * A card whose review clock runs (transactions_sla_open_idx, by due time) and is past its warning
 * time (due soon) or its due time (breached).
 */
const openClockIs = (state: 'due_soon' | 'breached') =>
  and(
    isNull(transactions.slaMetAt),
    state === 'breached'
      ? lte(transactions.slaDueAt, sql`now()`)
      : and(lte(transactions.slaWarnAt, sql`now()`), gt(transactions.slaDueAt, sql`now()`)),
  );

const ORDERING_COLUMNS = {
  created_at: transactions.createdAt,
  card_value: transactions.cardValue,
  final_payout: transactions.finalPayout,
  status: transactions.status,
  paid_at: transactions.paidAt,
  sla_due_at: transactions.slaDueAt,
};

export interface TransactionFilters {
  status?: TransactionStatus;
  /** Case-insensitive substring of the brand name. */
  search?: string;
  userId?: string;
  brandId?: string;
  /** Only transactions with a risk flag (read through the partial index of flagged rows). */
  flagged?: boolean;
  /** Only payouts that need a second approval nobody has given yet. */
  awaitingApproval?: boolean;
  /** Only cards in review past their warning (due_soon) or due (breached) time. */
  slaState?: 'due_soon' | 'breached';
}

/**
 * The brand ids a list is limited to, or null for "any brand". A name search is resolved on the
 * small brands table first (brands_name_trgm_idx), so the transactions are then read through
 * (brand_id, created_at, id).
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

/** A total's query, run as a named statement: its text is one of a few per list shape. */
const total = async (query: Parameters<typeof runNamed<{ total: string | number | null }[]>>[0]) =>
  Number((await runNamed(query))[0]?.total ?? 0);

/** Flagged rows and payouts awaiting approval are few, and the tallies do not count them apart. */
const countedRowByRow = (filters: TransactionFilters, scope: string[] | null) =>
  Boolean(
    (filters.userId && scope) || filters.flagged || filters.awaitingApproval || filters.slaState,
  );

/** Whether `key` is the only filter given. */
const onlyNarrowing = (filters: TransactionFilters, key: keyof TransactionFilters) =>
  Object.entries(filters).every(([name, value]) => name === key || !value);

/** The exact row count of a list, from the tallies (see the table above). */
function countTransactions(
  db: Executor,
  filters: TransactionFilters,
  scope: string[] | null,
  where: SQL | undefined,
): Promise<number> {
  if (filters.slaState === 'breached' && onlyNarrowing(filters, 'slaState')) {
    return countBreachedClocks(db);
  }
  if (countedRowByRow(filters, scope)) {
    return total(db.select({ total: count() }).from(transactions).where(where));
  }
  if (filters.userId) {
    const tally = transactionCustomerTallies;
    return total(
      db
        .select({ total: sum(tally.count) })
        .from(tally)
        .where(
          and(
            eq(tally.userId, filters.userId),
            filters.status ? eq(tally.status, filters.status) : undefined,
          ),
        ),
    );
  }
  const tally = transactionBrandTallies;
  return total(
    db
      .select({ total: sum(tally.count) })
      .from(tally)
      .where(
        and(
          scope ? inArray(tally.brandId, scope) : undefined,
          filters.status ? eq(tally.status, filters.status) : undefined,
        ),
      ),
  );
}

/** The list in its default order, newest first. */
function isDefaultOrder(query: PageQuery) {
  const [first, ...rest] = parseOrdering(query.ordering, transactionOrdering);
  return rest.length === 0 && first?.field === 'created_at' && first.descending;
}

/**
 * The lists answered by one prepared statement each, in their default order: the first page of
 * the unfiltered list or of one status, a brand-name search, the flagged rows.
 */
function onePreparedPage(db: Database, filters: TransactionFilters, query: PageQuery) {
  if (!isDefaultOrder(query)) return null;
  const narrowing = Object.entries(filters).filter(([, value]) => Boolean(value));
  if (narrowing.length > 1) return null;
  const window = pageWindow(query);
  if (window.offset === 0 && (narrowing.length === 0 || filters.status)) {
    return firstPage(db, window.limit, filters.status);
  }
  if (filters.search) return brandSearchPage(db, filters.search, window);
  if (filters.flagged) return flaggedPage(db, window);
  return null;
}

/** One page of transactions for the admin list, newest first unless `ordering` says otherwise. */
export async function listTransactions(
  db: Database,
  filters: TransactionFilters,
  query: PageQuery,
  payouts: PayoutApprovalRule,
) {
  const prepared = onePreparedPage(db, filters, query);
  if (prepared) {
    const page = await prepared;
    return {
      count: page.count,
      results: page.rows.map((row) => serializeTransaction(row, payouts)),
    };
  }
  const scope = await brandScope(db, filters);
  // A search no brand matches leaves an empty scope: `in ()` is false, nothing is found.
  const where = and(
    filters.status ? eq(transactions.status, filters.status) : undefined,
    filters.userId ? eq(transactions.userId, filters.userId) : undefined,
    filters.flagged ? isFlagged : undefined,
    filters.awaitingApproval ? awaitsApproval(payouts) : undefined,
    filters.slaState ? openClockIs(filters.slaState) : undefined,
    scope ? inArray(transactions.brandId, scope) : undefined,
  );
  const onlyByStatus =
    !filters.userId && !scope && !filters.flagged && !filters.awaitingApproval && !filters.slaState;
  const page = await orderedPage(query, {
    ordering: transactionOrdering,
    columns: ORDERING_COLUMNS,
    id: transactions.id,
    ids: (narrowing) =>
      db.select({ id: transactions.id }).from(transactions).where(and(where, narrowing)).$dynamic(),
    // Counted with the page: one query, and an empty list (no flagged row, say) is one round trip.
    // Not the service-level states: their ranges are large, and counted apart they are an
    // index-only aggregate while the page reads 20 index entries.
    idsWithTotal:
      countedRowByRow(filters, scope) && !filters.slaState
        ? () =>
            db
              .select({ id: transactions.id, total: sql<number>`count(*) over ()` })
              .from(transactions)
              .where(where)
              .$dynamic()
        : undefined,
    rows: (ids) => findTransactions(db, ids),
    page: (ids, orderBy) => pageOfIds(db, ids, orderBy),
    count: () => countTransactions(db, filters, scope, where),
    seek: onlyByStatus
      ? (term, offset) =>
          term.field === 'sla_due_at'
            ? Promise.resolve(null)
            : seekDeepPage(db, term.field, filters.status, term.descending, offset)
      : undefined,
  });
  return {
    count: page.count,
    results: page.rows.map((row) => serializeTransaction(row, payouts)),
  };
}

/** The customer's own transactions, newest first: transactions_user_created_idx and their tallies. */
export async function listOwnTransactions(
  db: Executor,
  userId: string,
  query: PageQuery,
  payouts: PayoutApprovalRule,
) {
  const where = eq(transactions.userId, userId);
  const page = await orderedPage(query, {
    ordering: ownTransactionOrdering,
    columns: { created_at: transactions.createdAt },
    id: transactions.id,
    ids: (narrowing) =>
      db.select({ id: transactions.id }).from(transactions).where(and(where, narrowing)).$dynamic(),
    rows: (ids) => findTransactions(db, ids),
    count: () => countTransactions(db, { userId }, null, where),
  });
  return {
    count: page.count,
    results: page.rows.map((row) => forCustomer(serializeTransaction(row, payouts))),
  };
}
