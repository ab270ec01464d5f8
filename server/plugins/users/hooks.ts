import { orderingDescription } from '../../../contract/common.js';
import { userListQuery, userOrdering, userResponses } from '../../../contract/users.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { userDetail } from './detail.js';
import { getUser, listUsers } from './service.js';

/**
 * The users list and a user's page, on the derived routes: the list searched over username, names
 * and e-mail (./service.ts), a user with what is owed either way and their payout account.
 */
const hooks: DeclaredHooks = {
  list: {
    schema: {
      summary: 'List users',
      description: `Paged. \`search\` is a case-insensitive substring of username, first name, last name and e-mail. Filters: \`is_active\` (true/false), \`role\`. ${orderingDescription(userOrdering)}`,
      querystring: userListQuery,
      response: userResponses.list,
    },
    read: listUsers,
  },
  one: {
    schema: { summary: 'A user', response: userResponses.one },
    read: async (db, id) => userDetail(db, await getUser(db, id)),
  },
};

export default hooks;
