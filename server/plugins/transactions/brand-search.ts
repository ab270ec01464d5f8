import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { transactions } from '../../db/schema.js';
import { containing } from '../../lib/search.js';
import { selectTransactions, type TransactionRow } from './queries.js';

/** The brands whose name holds the search (brands are few: read whole, or by brands_name_trgm_idx). */
const matchingBrands = sql`select matched.id from brands matched where matched.name ilike ${sql.placeholder('pattern')}`;

/**
 * The ids of the page, newest first: each matching brand's newest `offset + limit` rows through
 * transactions_brand_created_idx (brand_id, created_at, id), an index-only read per brand, merged
 * and cut. An `in (…)` of several brands over that index cannot keep its order, so the planner
 * either sorts every row of those brands or walks transactions_created_idx past the other brands'.
 */
const pageIds = sql`array(
  select newest.id from brands matched
  cross join lateral (
    select candidate.id, candidate.created_at from gift_card_transactions candidate
    where candidate.brand_id = matched.id
    order by candidate.created_at desc, candidate.id desc
    limit ${sql.placeholder('reach')}::int
  ) newest
  where matched.name ilike ${sql.placeholder('pattern')}
  order by newest.created_at desc, newest.id desc
  limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int
)`;

/** The exact total, from the brand tallies the triggers keep (migration 0003). */
const total = sql<number>`(
  select coalesce(sum(tally.count), 0)::int from transaction_brand_tallies tally
  where tally.brand_id in (${matchingBrands})
)`.as('total');

/**
 * The default list (newest first) narrowed by a brand-name search and nothing else, in one
 * statement prepared once: the brands, the page's ids, their rows and the total in one round trip.
 */
const searchPageStatement = preparedPer((db) =>
  selectTransactions(db, { total })
    .where(sql`${transactions.id} = any(${pageIds})`)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .prepare('transactions_brand_search_page'),
);

/**
 * One page of the transactions of the brands whose name holds `search` (case-insensitive), newest
 * first, and their total. A page past the end holds no row to carry the total: it reads 0, which
 * makes such a page "Invalid page." as the real total would.
 */
export async function brandSearchPage(
  db: Executor,
  search: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ count: number; rows: TransactionRow[] }> {
  const rows = await searchPageStatement(db).execute({
    pattern: containing(search),
    reach: offset + limit,
    limit,
    offset,
  });
  return { count: rows[0]?.total ?? 0, rows };
}
