import type { FraudRules } from '../../config.js';
import { toCents } from '../../lib/money.js';

/**
 * Dual approval (contract, "Card codes and fraud checks"): paying an expected payout at or above
 * the configured threshold needs another staff member's prior approval. Built once from the
 * configuration when the transactions plugin registers (plugin.ts): the PATCH that refuses PAID,
 * the reversal, the awaiting_approval list and the `payout_approval_required` every transaction
 * answer carries all apply this one rule, so the app shows the approval step exactly when paying
 * would need it.
 */
export interface PayoutApprovalRule {
  /** The smallest payout that needs a second approval: where the awaiting_approval list starts. */
  threshold: string;
  needsSecondApproval(payout: string | null): boolean;
}

export function payoutApprovalRule({
  dualApprovalThreshold: threshold,
}: FraudRules): PayoutApprovalRule {
  const thresholdCents = toCents(threshold);
  return {
    threshold,
    needsSecondApproval: (payout) => payout !== null && toCents(payout) >= thresholdCents,
  };
}
