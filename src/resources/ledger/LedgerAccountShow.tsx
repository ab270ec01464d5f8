import { Box, Stack, Typography } from '@mui/material';
import { ReferenceManyField, useRecordContext, useTranslateLabel } from 'react-admin';
import { RecordDetail } from '../../detail/RecordDetail';
import { ListFooter } from '../../list/ListFooter';
import { formatDateTime } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { AccountName } from './AccountName';
import { Amount } from './Amount';
import { Panel } from './Panel';
import { TransferTable } from './TransferTable';
import type { LedgerAccount } from './types';

/** One of the account's figures, labelled as its field. */
const Figure = ({ source }: { source: 'balance' | 'debits' | 'credits' }) => {
  const account = useRecordContext<LedgerAccount>();
  const translateLabel = useTranslateLabel();
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translateLabel({ source })}
      </Typography>
      <Amount value={account?.[source] ?? ''} sx={{ fontSize: 20 }} />
    </Box>
  );
};

const AccountPanels = () => {
  const account = useRecordContext<LedgerAccount>();
  const text = useResourceText();
  if (!account) return null;
  return (
    <Stack spacing={2.5}>
      <Panel title={`choices.kind.${account.kind}`}>
        {/* A business account is named by the panel's title; a customer's by its customer. */}
        {account.customer && <AccountName account={account} />}
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Figure source="balance" />
          <Figure source="debits" />
          <Figure source="credits" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {text('updated', { date: formatDateTime(account.updated_at) })}
        </Typography>
      </Panel>
      <Panel title="transfers_title">
        <ReferenceManyField
          reference="ledger-transfers"
          target="account"
          sort={{ field: 'created_at', order: 'DESC' }}
          perPage={20}
          pagination={<ListFooter />}
          empty={
            <Typography variant="body2" color="text.secondary">
              {text('no_transfers')}
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
export const LedgerAccountShow = () => {
  const resourceKey = useResourceKey();
  return (
    <RecordDetail title={resourceKey('account_title')} notFound={resourceKey('not_found')}>
      <AccountPanels />
    </RecordDetail>
  );
};
