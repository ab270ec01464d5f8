import { orderingDescription } from '../../../contract/common.js';
import {
  staffListQuery,
  staffOrdering,
  staffResponses,
} from '../../../contract/resources/staff.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { serializeStaff } from './serialize.js';
import { getStaff, listStaff } from './service.js';

/**
 * The staff list and a staff account, on the derived routes: searched over username, names and e-mail, each account
 * answered with its two-factor state (./service.ts).
 */
const hooks: DeclaredHooks = {
  list: {
    schema: {
      summary: 'List staff accounts',
      description: `Paged. \`search\`: username, names and e-mail. Filters: \`role\`, \`is_active\`. ${orderingDescription(staffOrdering)}`,
      querystring: staffListQuery,
      response: staffResponses.list,
    },
    read: listStaff,
  },
  one: {
    schema: { summary: 'A staff account', response: staffResponses.one },
    read: async (db, id) => serializeStaff(await getStaff(db, id)),
  },
};

export default hooks;
