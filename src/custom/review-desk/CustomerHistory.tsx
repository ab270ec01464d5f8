import { ListItem, ListItemText, List as MuiList, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Transaction } from '../../../contract/transactions';
import { DetailCard, StatusBadge } from '../../resources/transactions/panels';
import { formatDate, formatMoney } from '../../shared/format';

const HISTORY_SIZE = 10;

/** The customer's latest other submissions: how they have traded before. */
export const CustomerHistory = ({ card }: { card: Transaction }) => {
  const translate = useTranslate();
  const { data, total, isPending } = useGetList<Transaction>('transactions', {
    filter: { user: card.user.id },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: HISTORY_SIZE + 1 },
  });
  const others = (data ?? []).filter(({ id }) => id !== card.id).slice(0, HISTORY_SIZE);
  return (
    <DetailCard title="app.review_desk.history_title">
      {!isPending && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.review_desk.history_count', {
            smart_count: Math.max((total ?? 1) - 1, 0),
          })}
        </Typography>
      )}
      <MuiList dense disablePadding>
        {others.map((transaction) => (
          <ListItem key={transaction.id} disableGutters divider>
            <ListItemText
              primary={`${transaction.brand.name} · ${formatMoney(transaction.card_value)}`}
              secondary={formatDate(transaction.created_at)}
            />
            <StatusBadge status={transaction.status} display={transaction.status_display} />
          </ListItem>
        ))}
      </MuiList>
    </DetailCard>
  );
};
