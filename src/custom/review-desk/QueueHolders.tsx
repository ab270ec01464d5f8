import { Chip, ListItem, ListItemText, List as MuiList, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Transaction } from '../../../contract/transactions';
import { ClaimChip, DetailCard } from '../../resources/transactions/panels';
import { formatMoney } from '../../shared/format';
import { getAuthState } from '../../shared/session';

const SHOWN = 10;

/**
 * The oldest pending cards and who holds each: the reviewer sees which colleague is on which
 * card. Claims taken and released elsewhere arrive live (the claim frames update this list).
 */
export const QueueHolders = ({ current }: { current?: string }) => {
  const translate = useTranslate();
  const me = getAuthState().admin?.id;
  const { data = [], isPending } = useGetList<Transaction>('transactions', {
    filter: { status: 'PENDING_REVIEW' },
    sort: { field: 'created_at', order: 'ASC' },
    pagination: { page: 1, perPage: SHOWN + 1 },
  });
  const others = data.filter(({ id }) => id !== current).slice(0, SHOWN);
  return (
    <DetailCard title="app.review_desk.queue_title">
      {!isPending && others.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.review_desk.queue_empty')}
        </Typography>
      )}
      <MuiList dense disablePadding aria-label={translate('app.review_desk.queue_title')}>
        {others.map((transaction) => {
          const holder = transaction.claimed_by;
          return (
            <ListItem key={transaction.id} disableGutters divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={`${transaction.brand.name} · ${formatMoney(transaction.card_value)}`}
                secondary={`#${String(transaction.id).slice(0, 8)}`}
              />
              {holder && holder.id !== me ? (
                <ClaimChip claimedBy={holder} />
              ) : (
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate(
                    holder ? 'app.review_desk.queue_you' : 'app.review_desk.queue_free',
                  )}
                />
              )}
            </ListItem>
          );
        })}
      </MuiList>
    </DetailCard>
  );
};
