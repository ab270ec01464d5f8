import { orderingDescription } from '../../../contract/common.js';
import {
  staffListQuery,
  staffOrdering,
  staffResponses,
} from '../../../contract/resources/staff.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { listStaff } from './service.js';

/**
 * The staff list, on the derived route: searched over username, names and e-mail, each account
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
};

export default hooks;
