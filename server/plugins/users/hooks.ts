import { eq } from 'drizzle-orm';
import type { Role } from '../../../contract/enums.js';
import { userResponses } from '../../../contract/users.js';
import { users } from '../../db/schema.js';
import type { Answer, DeclaredHooks } from '../../declared/hooks.js';
import { ACCOUNT_ORDERING_COLUMNS, accountSearch } from './account-pages.js';
import { userDetail } from './detail.js';
import { serializeUser } from './serialize.js';
import { getUser } from './service.js';

/**
 * The users list and a user's page, on the derived routes: the list read from the users table,
 * searched over username, names and e-mail as the accounts' trigram index is written, each user
 * answered as the contract's `user` words it (their country's and gender's names, their KYC); a
 * user with what is owed either way and their payout account.
 */
const hooks: DeclaredHooks = {
  source: { table: users, id: users.id, orderBy: ACCOUNT_ORDERING_COLUMNS },
  listWhere: (query) => (query.role ? eq(users.role, query.role as Role) : undefined),
  search: accountSearch,
  serialize: (_answer, row) =>
    serializeUser(row as unknown as typeof users.$inferSelect) as unknown as Answer,
  listSchema: { response: userResponses.list },
  one: {
    schema: { summary: 'A user', response: userResponses.one },
    read: async (db, id) => userDetail(db, await getUser(db, id)),
  },
};

export default hooks;
