import { orderingDescription } from '../../../contract/common.js';
import { schemasOf } from '../../../contract/resource-schemas.js';
import { kycTiers } from '../../../contract/resources/kyc-tiers.js';
import type { DeclaredHooks } from '../../declared/hooks.js';

/** The KYC tiers' list is the derived one, tier 0 first; its words are the domain's. */
const hooks: DeclaredHooks = {
  listSchema: {
    summary: 'KYC tiers, 0 to 3, with their limits',
    description: `Limits per UTC day and calendar month; null is unlimited. \`requires\`: the documents a tier needs (\`identity_document\` is any of id_card, passport, drivers_license). ${orderingDescription(schemasOf(kycTiers).ordering)}`,
  },
};

export default hooks;
