import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { directSelect } from '../../db/direct-select.js';
import { preparedPer } from '../../db/prepared.js';
import { transactionBrandTallies, transactions } from '../../db/schema.js';
import { selectTransactions, type TransactionRow, transactionSelectionWith } from './queries.js';

/** Every transaction, from the brand tallies the triggers keep exact (migration 0003). */
const total = sql<number>`(
  select coalesce(sum(${transactionBrandTallies.count}), 0)::int from ${transactionBrandTallies}
)`.as('total');

/**
 * The first page of the unfiltered list, newest first, in one statement prepared once: its rows
 * walked along transactions_created_idx, each joined, and the total beside them. One round trip
 * where the deferred join of deeper pages asks the ids, the rows and the total apart (a first
 * page skips nothing, so reading its rows through the index costs what reading their ids does).
 * Run by the database's client itself (directSelect): the list's hottest page.
 */
const firstPageStatement = preparedPer((db) =>
  directSelect(
    db,
    'transactions_first_page',
    transactionSelectionWith({ total }),
    selectTransactions(db, { total })
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(sql.placeholder('limit')),
  ),
);

/** The first `limit` transactions, newest first, and how many there are in all. */
export async function firstPage(
  db: Database,
  limit: number,
): Promise<{ count: number; rows: TransactionRow[] }> {
  const rows = await firstPageStatement(db)({ limit });
  // No row to carry the total: the list is empty.
  return { count: rows[0]?.total ?? 0, rows };
}
