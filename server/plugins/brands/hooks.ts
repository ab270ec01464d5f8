import { orderingDescription } from '../../../contract/common.js';
import {
  brandListQuery,
  brandOrdering,
  brandResponses,
} from '../../../contract/resources/brands.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { listBrands } from './service.js';

/** The brands list, on the derived route: each brand answered as ./serialize.ts words it. */
const hooks: DeclaredHooks = {
  list: {
    schema: {
      summary: 'List gift card brands',
      description: `Paged. \`search\` is a case-insensitive substring of the name; \`is_active\` filters (true/false). ${orderingDescription(brandOrdering)}`,
      querystring: brandListQuery,
      response: brandResponses.list,
    },
    read: listBrands,
  },
};

export default hooks;
