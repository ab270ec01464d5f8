import { Box, Stack, Typography } from '@mui/material';
import { ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import { RecordDetail } from '../../detail/RecordDetail';
import { ListFooter } from '../../list/ListFooter';
import { formatDateTime } from '../../shared/format';
import { AccountName } from './AccountName';
import { Amount } from './Amount';
import { Panel } from './Panel';
import { TransferTable } from './TransferTable';
import type { LedgerAccount } from './types';

const Figure = ({ label, value }: { label: string; value: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Amount value={value} sx={{ fontSize: 20 }} />
    </Box>
  );
};

const AccountPanels = () => {
  const account = useRecordContext<LedgerAccount>();
  const translate = useTranslate();
  if (!account) return null;
  return (
    <Stack spacing={2.5}>
      <Panel title={`resources.ledger.choices.kind.${account.kind}`}>
        {/* A business account is named by the panel's title; a customer's by its customer. */}
        {account.customer && <AccountName account={account} />}
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Figure label="resources.ledger.fields.balance" value={account.balance} />
          <Figure label="resources.ledger.fields.debits" value={account.debits} />
          <Figure label="resources.ledger.fields.credits" value={account.credits} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.ledger.updated', { date: formatDateTime(account.updated_at) })}
        </Typography>
      </Panel>
      <Panel title="resources.ledger.transfers_title">
        <ReferenceManyField
          reference="ledger-transfers"
          target="account"
          sort={{ field: 'created_at', order: 'DESC' }}
          perPage={20}
          pagination={<ListFooter />}
          empty={
            <Typography variant="body2" color="text.secondary">
              {translate('resources.ledger.no_transfers')}
            </Typography>
          }
        >
          <TransferTable accountId={account.id} />
        </ReferenceManyField>
      </Panel>
    </Stack>
  );
};

/** /ledger/{id}/show: an account's balances and its transfers, newest first. */
export const LedgerAccountShow = () => (
  <RecordDetail title="resources.ledger.account_title" notFound="resources.ledger.not_found">
    <AccountPanels />
  </RecordDetail>
);
