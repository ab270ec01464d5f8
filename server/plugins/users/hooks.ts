import { orderingDescription } from '../../../contract/common.js';
import { userListQuery, userOrdering, userResponses } from '../../../contract/users.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { listUsers } from './service.js';

/** The users list, on the derived route: searched over username, names and e-mail (./service.ts). */
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
};

export default hooks;
