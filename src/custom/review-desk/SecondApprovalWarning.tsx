import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Transaction } from '../../../contract/transactions';
import { formatMoney } from '../../shared/format';
import { quickReview } from './reviewQueue';

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * Before the reviewer accepts: the payout Accept would set is at or above the server's threshold,
 * so finance will need a second staff member's approval before paying it.
 */
export const SecondApprovalWarning = ({ card }: { card: Transaction }) => {
  const translate = useTranslate();
  const { expected_payout: payout } = quickReview(card, 'ORDER_ACCEPTED');
  if (cents(payout) < cents(card.payout_approval_threshold)) return null;
  return (
    <Alert severity="info">
      {translate('app.review_desk.second_approval', {
        payout: formatMoney(payout),
        threshold: formatMoney(card.payout_approval_threshold),
      })}
    </Alert>
  );
};
