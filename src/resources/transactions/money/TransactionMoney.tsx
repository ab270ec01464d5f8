import { Alert, Box, Stack, Typography } from '@mui/material';
import { ListContextProvider, useList, useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { useResourceKey, useResourceText } from '../../../shared/useResourceText';
import { TransferTable } from '../../ledger/panels';
import { DetailCard } from '../DetailCard';
import type { TransactionDetail } from '../types';

const Figure = ({ label, value }: { label: string; value: string }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(value)}
      </Typography>
    </Box>
  );
};

/** What the ledger says of the submission: still owed, paid, and its transfers (newest first). */
export const TransactionMoney = ({ transaction }: { transaction: TransactionDetail }) => {
  const translate = useTranslate();
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const transfers = useList({ data: transaction.ledger.transfers, perPage: 20 });
  // Wrapped: DetailCard grows to its row in a grid, but in the page's column it would shrink.
  return (
    <Box>
      <DetailCard title={resourceKey('money.title')}>
        <Stack direction="row" spacing={4}>
          <Figure label={resourceKey('money.owed')} value={transaction.ledger.owed} />
          <Figure label={resourceKey('money.paid')} value={transaction.ledger.paid} />
        </Stack>
        {transaction.clawback && (
          <Alert severity="warning" data-testid="clawback-note">
            {text('clawback.note', {
              amount: formatMoney(transaction.clawback.amount),
              reason: transaction.clawback.reason,
              name: transaction.clawback.by?.username ?? translate('resources.ledger.system'),
              date: formatDateTime(transaction.clawback.at),
            })}
          </Alert>
        )}
        {transaction.ledger.transfers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {text('money.no_transfers')}
          </Typography>
        ) : (
          <ListContextProvider value={transfers}>
            <TransferTable />
          </ListContextProvider>
        )}
      </DetailCard>
    </Box>
  );
};
