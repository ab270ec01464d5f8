import { orderingDescription } from '../../../contract/common.js';
import {
  brandListQuery,
  brandOrdering,
  brandResponses,
} from '../../../contract/resources/brands.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { serializeBrand } from './serialize.js';
import { getBrand, listBrands } from './service.js';

/** The brands list and a brand, on the derived routes: each brand answered as ./serialize.ts words it. */
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
  one: {
    schema: { summary: 'A gift card brand', response: brandResponses.one },
    read: async (db, id) => serializeBrand(await getBrand(db, id)),
  },
};

export default hooks;
