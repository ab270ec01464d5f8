import { DEFAULT_DUAL_APPROVAL_THRESHOLD } from '../../../../contract/transactions';
import type { Transaction } from '../types';

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * Whether the transaction waits for a second staff member's approval before it can be paid: not
 * paid, no approval, and an expected payout at or above the contract's default threshold (a
 * server configured otherwise still refuses or accepts the payment itself).
 */
export const needsSecondApproval = (transaction: Transaction) =>
  transaction.status !== 'PAID' &&
  transaction.payout_approval === null &&
  transaction.expected_payout !== null &&
  cents(transaction.expected_payout) >= cents(DEFAULT_DUAL_APPROVAL_THRESHOLD);
