import { kycResponses } from '../../../contract/kyc.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { listTiers, serializeTier } from './tiers.js';

/** The KYC tiers' list, on the derived route: the four tiers, 0 to 3, with their limits. */
const hooks: DeclaredHooks = {
  list: {
    schema: {
      tags: ['kyc'],
      summary: 'KYC tiers, 0 to 3, with their limits',
      description:
        'Limits per UTC day and calendar month; null is unlimited. `requires`: the documents a tier needs (`identity_document` is any of id_card, passport, drivers_license).',
      response: kycResponses.tiers,
    },
    paged: false,
    read: async (db) => {
      const results = (await listTiers(db)).map(serializeTier);
      return { count: results.length, results };
    },
  },
};

export default hooks;
