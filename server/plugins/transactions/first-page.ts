import { desc, eq, sql } from 'drizzle-orm';
import type { TransactionStatus } from '../../../contract/statuses.js';
import type { Database } from '../../db/client.js';
import { directSelect } from '../../db/direct-select.js';
import { preparedPer } from '../../db/prepared.js';
import { transactionBrandTallies, transactions } from '../../db/schema.js';
import { selectTransactions, type TransactionRow, transactionSelectionWith } from './queries.js';

/** Every transaction, from the brand tallies the triggers keep exact (migration 0003). */
const total = sql<number>`(
  select coalesce(sum(${transactionBrandTallies.count}), 0)::int from ${transactionBrandTallies}
)`.as('total');

/** The transactions of one status, from the same tallies. */
const totalOfStatus = sql<number>`(
  select coalesce(sum(${transactionBrandTallies.count}), 0)::int from ${transactionBrandTallies}
  where ${transactionBrandTallies.status} = ${sql.placeholder('status')}
)`.as('total');

/**
 * The first page of the unfiltered list, newest first, and of the list of one status (the
 * payments list, the review queue), each in one statement prepared once: its rows walked along
 * transactions_created_idx (or transactions_status_created_idx), each joined, and the total beside
 * them. One round trip where the deferred join of deeper pages asks the page and its total apart (a
 * first page skips nothing, so reading its rows through the index costs what reading their ids
 * does). Run by the database's client itself (directSelect): the lists' hottest pages.
 */
const firstPageStatements = preparedPer((db) => ({
  all: directSelect(
    db,
    'transactions_first_page',
    transactionSelectionWith({ total }),
    selectTransactions(db, { total })
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(sql.placeholder('limit')),
  ),
  ofStatus: directSelect(
    db,
    'transactions_first_page_of_status',
    transactionSelectionWith({ total: totalOfStatus }),
    selectTransactions(db, { total: totalOfStatus })
      .where(eq(transactions.status, sql.placeholder('status')))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(sql.placeholder('limit')),
  ),
}));

/**
 * The first `limit` transactions (of `status`, when given), newest first, and how many there are
 * in all.
 */
export async function firstPage(
  db: Database,
  limit: number,
  status?: TransactionStatus,
): Promise<{ count: number; rows: TransactionRow[] }> {
  const statements = firstPageStatements(db);
  const rows = status
    ? await statements.ofStatus({ limit, status })
    : await statements.all({ limit });
  // No row to carry the total: the list is empty.
  return { count: rows[0]?.total ?? 0, rows };
}
