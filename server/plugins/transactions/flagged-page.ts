import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { transactions } from '../../db/schema.js';
import { isFlagged } from './flagged.js';
import { selectTransactions, type TransactionRow } from './queries.js';

/**
 * The flagged transactions, newest first, with no other filter: their rows and their total in one
 * statement prepared once. Flagged rows are few: transactions_flagged_created_idx (created_at, id,
 * partial: flagged rows only) hands them all out in order, each joined, and `count(*) over ()`
 * counts them before the page is cut; an empty list is one round trip.
 */
const flaggedPageStatement = preparedPer((db) =>
  selectTransactions(db, { total: sql<number>`(count(*) over ())::int`.as('total') })
    .where(isFlagged)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('transactions_flagged_page'),
);

/**
 * One page of the flagged transactions, newest first, and their total. A page past the end holds
 * no row to carry the total: it reads 0, which makes such a page "Invalid page." as the real total
 * would.
 */
export async function flaggedPage(
  db: Executor,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: TransactionRow[] }> {
  const rows = await flaggedPageStatement(db).execute(window);
  return { count: rows[0]?.total ?? 0, rows };
}
