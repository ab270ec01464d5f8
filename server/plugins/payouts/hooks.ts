import { orderingDescription } from '../../../contract/common.js';
import { batchListQuery, batchOrdering, payoutResponses } from '../../../contract/payouts.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { listBatches } from './batch-reads.js';
import { batchAnswer, batchApprovalRuleOf } from './batch-rows.js';

/**
 * The payout batches' list and a batch, on the derived routes: each batch with its totals and whether it
 * waits for a second approval under the configured thresholds (./batch-reads.ts).
 */
const hooks: DeclaredHooks = {
  list: {
    schema: {
      tags: ['payouts'],
      summary: 'Payout batches',
      description: `Filter: \`state\`. ${orderingDescription(batchOrdering)}`,
      querystring: batchListQuery,
      response: payoutResponses.batches,
    },
    read: (db, query, { config }) => listBatches(db, query, batchApprovalRuleOf(config)),
  },
  one: {
    schema: { tags: ['payouts'], summary: 'A payout batch', response: payoutResponses.batch },
    read: (db, id, { config }) => batchAnswer(db, id, batchApprovalRuleOf(config)),
  },
};

export default hooks;
