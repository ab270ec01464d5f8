import { slaResponses } from '../../../contract/sla.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { currentPolicies, serializePolicy } from './policies.js';

/** The service levels' list, on the derived route: each target's current version, in order. */
const hooks: DeclaredHooks = {
  list: {
    schema: {
      tags: ['sla'],
      summary: 'Service-level policies: the current version of each target',
      description:
        'One entry per target (review, dispute_first_response, dispute_resolution), in that order.',
      response: slaResponses.policies,
    },
    paged: false,
    read: async (db) => {
      const results = (await currentPolicies(db)).map(serializePolicy);
      return { count: results.length, results };
    },
  },
};

export default hooks;
