import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { directSelect } from '../../db/direct-select.js';
import { preparedPer } from '../../db/prepared.js';
import { transactions } from '../../db/schema.js';
import { selectTransactions, type TransactionRow, transactionSelectionWith } from './queries.js';

type PageStatement = ReturnType<typeof directSelect<ReturnType<typeof selectTransactions>>>;

/** The page statement of each shape of a page's ids query (its text), built once. */
const pageStatements = preparedPer(() => new Map<string, PageStatement>());

/**
 * A page's rows in one round trip: the ids `ids` selects (an index-only read of the page, cut by
 * its limit and offset) joined to their rows in the same statement, sorted again by `orderBy`
 * (twenty rows). The statement of each shape of `ids` (filters, ordering, the seek's bound) is
 * built once and run by the database's client as a named statement, planned once per connection;
 * only the small ids query is built per request, and its values are the statement's.
 */
export async function pageOfIds(
  db: Database,
  ids: PgSelect,
  orderBy: SQL[],
): Promise<TransactionRow[]> {
  const { sql: idsText, params } = ids.toSQL();
  const statements = pageStatements(db);
  let statement = statements.get(idsText);
  if (!statement) {
    const query = selectTransactions(db)
      .where(sql`${transactions.id} = any(array(${ids}))`)
      .orderBy(...orderBy);
    if (query.toSQL().params.length !== params.length) {
      throw new Error('a page statement holds values other than its ids query');
    }
    const name = `transactions_page_${createHash('sha1').update(idsText).digest('hex').slice(0, 24)}`;
    statement = directSelect(db, name, transactionSelectionWith({}), query);
    statements.set(idsText, statement);
  }
  return statement({}, params);
}
