import { Box, Chip, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MoneyField } from '../../fields/MoneyField';
import { Panel } from '../../layout/Panel';
import { transactionShortId } from '../../shared/format';
import type { Transaction } from '../transactions/panels';
import { ApprovalBadge } from '../transactions/panels';

/** The oldest few are shown; the rest are one click away on the transactions list. */
const SHOWN = 3;

/**
 * Above the payments (which are paid by definition), the payouts finance cannot pay yet: large
 * accepted or redeemed cards waiting for a second staff member's approval, oldest first, each
 * opening the transaction where it is approved. Nothing is shown while none waits.
 */
export const AwaitingApprovalPanel = () => {
  const translate = useTranslate();
  const { data, total } = useGetList<Transaction>('transactions', {
    filter: { awaiting_approval: 'true' },
    sort: { field: 'created_at', order: 'ASC' },
    pagination: { page: 1, perPage: SHOWN },
  });
  if (!data?.length) return null;
  return (
    <Panel
      title="resources.payments.awaiting.title"
      aside={<Chip size="small" label={total ?? data.length} />}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}>
        {data.map((transaction) => (
          <li key={transaction.id}>
            <ListItemButton
              component={RouterLink}
              to={`/transactions/${transaction.id}`}
              sx={{ px: 2.5, gap: 2, flexWrap: 'wrap' }}
            >
              <ListItemText
                primary={`${transaction.brand.name} · ${transactionShortId(transaction.id)}`}
                secondary={transaction.user.email}
                sx={{ minWidth: 180 }}
              />
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <MoneyField record={transaction} source="expected_payout" />
                <ApprovalBadge transaction={transaction} />
              </Stack>
            </ListItemButton>
          </li>
        ))}
      </Box>
      {total !== undefined && total > data.length && (
        <ListItemButton
          component={RouterLink}
          to={`/transactions?filter=${encodeURIComponent(JSON.stringify({ awaiting_approval: 'true' }))}`}
          sx={{ px: 2.5, pb: 1.5, color: 'primary.main', fontWeight: 500 }}
        >
          {translate('resources.payments.awaiting.all', { count: total })}
        </ListItemButton>
      )}
    </Panel>
  );
};
