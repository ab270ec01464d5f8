import { and, count, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Ordering, PageQuery } from '../../../contract/common.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { orderedPage } from '../../lib/pagination.js';
import { containing } from '../../lib/search.js';

/**
 * The orderings customers and staff lists share, by the API's field name. lower() so that the
 * unique indexes on lower(username) and lower(email) serve the order.
 */
export const ACCOUNT_ORDERING_COLUMNS = {
  date_joined: users.dateJoined,
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  first_name: users.firstName,
  last_name: users.lastName,
  is_active: users.isActive,
};

/**
 * Accounts whose username, names or e-mail contain `search`: written exactly as the expression of
 * users_search_trgm_idx (db/client.ts) so that index serves it.
 */
export const accountSearch = (search: string) =>
  sql`(${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${containing(search)}`;

/** What tells the customers' list from the staff's: its orderings, its filters, its answer. */
interface AccountList<Field extends string, Answer> {
  ordering: Ordering<Field>;
  columns: Record<Field, SQLWrapper>;
  where: SQL | undefined;
  serialize(account: typeof users.$inferSelect): Answer;
}

/**
 * One page of accounts (customers or staff) and the total: users_joined_idx (date_joined, id)
 * serves the default order; the other orderings and the filters sort the users table, which holds
 * people, not their transactions, and is counted row by row for the same reason.
 */
export async function accountPage<Field extends string, Answer>(
  db: Database,
  query: PageQuery,
  list: AccountList<Field, Answer>,
) {
  const { where } = list;
  const page = await orderedPage(query, {
    ordering: list.ordering,
    columns: list.columns,
    id: users.id,
    ids: (narrowing) =>
      db.select({ id: users.id }).from(users).where(and(where, narrowing)).$dynamic(),
    rows: (ids) => db.select().from(users).where(inArray(users.id, ids)),
    count: async () => (await db.select({ total: count() }).from(users).where(where))[0].total,
  });
  return { count: page.count, results: page.rows.map(list.serialize) };
}
