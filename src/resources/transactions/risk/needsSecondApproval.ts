import { PAYABLE_STATUSES } from '../../../../contract/transactions';
import type { Transaction } from '../types';

const payable: readonly string[] = PAYABLE_STATUSES;

/**
 * Whether the transaction waits for a second staff member's approval before it can be paid out:
 * accepted or redeemed, not approved, and the server says its expected payout needs one (its
 * configured DUAL_APPROVAL_THRESHOLD, so the app never guesses the threshold). The same rule as
 * the list filter `awaiting_approval=true`.
 */
export const needsSecondApproval = (transaction: Transaction) =>
  payable.includes(transaction.status) &&
  transaction.payout_approval === null &&
  transaction.payout_approval_required;
