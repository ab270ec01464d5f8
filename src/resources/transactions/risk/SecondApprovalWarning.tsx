import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../shared/format';
import { acceptPayout } from '../acceptPayout';
import type { Transaction } from '../types';

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * Before the reviewer accepts (the review desk, and the detail of a card pending review): the
 * payout Accept would set is at or above the server's threshold, so finance will need a second
 * staff member's approval before paying it.
 */
export const SecondApprovalWarning = ({ card }: { card: Transaction }) => {
  const translate = useTranslate();
  if (card.status !== 'PENDING_REVIEW') return null;
  const payout = acceptPayout(card);
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
