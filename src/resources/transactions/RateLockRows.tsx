import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatPercent } from '../../shared/format';
import { DetailRow } from './DetailCard';
import type { Transaction } from './types';

const fields = 'resources.transactions.fields';

/**
 * The rate the card was quoted, locked at submission, and the latest override of a rate card's
 * lock with its reason (api-contract.md, "Rate cards"); nothing for a card from before rate cards.
 */
export const RateLockRows = ({ transaction }: { transaction: Transaction }) => {
  const translate = useTranslate();
  const { rate_lock: lock, rate_override: override } = transaction;
  // A card locked on the brand's headline rate keeps the spec's detail as it is.
  if (!lock?.rate_id) return null;
  return (
    <>
      <DetailRow label={`${fields}.rate_lock`}>
        {translate(`${fields}.rate_lock_card`, {
          rate: formatPercent(lock.rate_percentage),
          at: formatDateTime(lock.locked_at),
        })}
      </DetailRow>
      <DetailRow label={`${fields}.offered_rate`}>
        {formatPercent(transaction.offered_rate) ?? '—'}
      </DetailRow>
      {override && (
        <DetailRow label={`${fields}.rate_override`}>
          {translate(`${fields}.rate_override_by`, {
            username: override.by.username,
            reason: override.reason,
          })}
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(override.at)}
          </Typography>
        </DetailRow>
      )}
    </>
  );
};
