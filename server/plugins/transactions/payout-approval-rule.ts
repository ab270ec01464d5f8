import { toCents } from '../../lib/money.js';

/**
 * Dual approval (contract, "Card codes and fraud checks"): paying an expected payout at or above
 * the threshold needs another staff member's prior approval. One rule for the PATCH that refuses
 * PAID and for the `payout_approval_required` every transaction answer carries.
 */
export const needsSecondApproval = (expectedPayout: string | null, threshold: string) =>
  expectedPayout !== null && toCents(expectedPayout) >= toCents(threshold);
