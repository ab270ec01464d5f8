import type { Transaction } from '../types';

/**
 * Whether the transaction waits for a second staff member's approval before it can be paid: not
 * paid, not approved, and the server says its expected payout needs one (its configured
 * DUAL_APPROVAL_THRESHOLD, so the app never guesses the threshold).
 */
export const needsSecondApproval = (transaction: Transaction) =>
  transaction.status !== 'PAID' &&
  transaction.payout_approval === null &&
  transaction.payout_approval_required;
