import { orderingDescription } from '../../../contract/common.js';
import { rateListQuery, rateOrdering, rateResponses } from '../../../contract/rates.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { getRate, listRates } from './service.js';

/**
 * The rate card's list and a rate version, on the derived routes: the rates in effect at a moment (or every version),
 * each with its brand's and its author's names (./service.ts).
 */
const hooks: DeclaredHooks = {
  list: {
    schema: {
      summary: 'Rates in effect at a moment, or every version',
      description: `Filters: \`brand\`, \`country\`, \`form\`, \`receipt\`; \`at\` (default now) or \`history=true\` (every version, newest first). ${orderingDescription(rateOrdering)}`,
      querystring: rateListQuery,
      response: rateResponses.list,
    },
    read: listRates,
  },
  one: {
    schema: { summary: 'A rate version', response: rateResponses.one },
    read: getRate,
  },
};

export default hooks;
