import { useCanAccess } from 'react-admin';
import { transactionStatus } from '../../../contract/enums';
import { needsSecondApproval } from './risk/needsSecondApproval';
import { transactionStatusChoices } from './statusChoices';
import type { Transaction } from './types';

/**
 * What the signed-in role may do with the update form: any status but PAID needs `review`, PAID
 * needs `pay` (api-contract.md, "Staff roles and permissions").
 */
export const useUpdateAccess = () => {
  const { canAccess: canReview = false } = useCanAccess({
    resource: 'transactions',
    action: 'review',
  });
  const { canAccess: canPay = false } = useCanAccess({ resource: 'transactions', action: 'pay' });
  return { canReview, canPay, canUpdate: canReview || canPay };
};

/**
 * The status choices the role may pick, plus the current one so the select can show it. PAID is
 * not offered while the payout waits for its second approval: the server would refuse it.
 */
export const useAllowedStatusChoices = (transaction: Transaction | undefined) => {
  const { canReview, canPay } = useUpdateAccess();
  const awaitingApproval = transaction !== undefined && needsSecondApproval(transaction);
  const choices = transactionStatusChoices.filter(
    ({ value }) =>
      value === transaction?.status ||
      (value === transactionStatus.enum.PAID ? canPay && !awaitingApproval : canReview),
  );
  return { choices, paidAwaitsApproval: canPay && awaitingApproval };
};
