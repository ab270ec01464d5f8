import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { containing } from '../../lib/search.js';

/**
 * What the accounts' lists (customers and staff) order by where it is not the column of the
 * field's name: lower(), so that the unique indexes on lower(username) and lower(email) serve the
 * order.
 */
export const ACCOUNT_ORDERING_COLUMNS = {
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
};

/**
 * Accounts whose username, names or e-mail contain `search`: written exactly as the expression of
 * users_search_trgm_idx (db/client.ts) so that index serves it.
 */
export const accountSearch = (search: string) =>
  sql`(${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${containing(search)}`;
