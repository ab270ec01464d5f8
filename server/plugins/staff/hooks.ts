import { staffResponses } from '../../../contract/resources/staff.js';
import { users } from '../../db/schema.js';
import type { Answer, DeclaredHooks } from '../../declared/hooks.js';
import { ACCOUNT_ORDERING_COLUMNS, accountSearch } from '../users/account-pages.js';
import { serializeStaff } from './serialize.js';
import { getStaff, isStaff } from './service.js';

/**
 * The staff list and a staff account, on the derived routes: the accounts of the users table with
 * a staff role, searched over username, names and e-mail as the accounts' trigram index is
 * written, each answered with its two-factor state.
 */
const hooks: DeclaredHooks = {
  source: { table: users, id: users.id, orderBy: ACCOUNT_ORDERING_COLUMNS },
  listWhere: () => isStaff,
  search: accountSearch,
  serialize: (_answer, row) =>
    serializeStaff(row as unknown as typeof users.$inferSelect) as unknown as Answer,
  one: {
    schema: { summary: 'A staff account', response: staffResponses.one },
    read: async (db, id) => serializeStaff(await getStaff(db, id)),
  },
};

export default hooks;
