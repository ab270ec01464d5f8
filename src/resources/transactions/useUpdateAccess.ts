import { useCanAccess } from 'react-admin';
import { transactionStatus } from '../../../contract/enums';
import { transactionStatusChoices } from './statusChoices';

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

/** The status choices the role may pick, plus the current one so the select can show it. */
export const useAllowedStatusChoices = (current: string | undefined) => {
  const { canReview, canPay } = useUpdateAccess();
  return transactionStatusChoices.filter(
    ({ value }) =>
      value === current || (value === transactionStatus.enum.PAID ? canPay : canReview),
  );
};
