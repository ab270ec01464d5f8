import { Grid, Stack } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { RecordDetail } from '../../detail/RecordDetail';
import { useResourceKey } from '../../shared/useResourceText';
import { AuditHistory } from '../audit/panels';
import { ActivityLogSection } from './ActivityLogTable';
import { DetailCard, DetailCell } from './DetailCard';
import { PaidPanel } from './money/PaidPanel';
import { TransactionMoney } from './money/TransactionMoney';
import { PayoutApproval } from './risk/PayoutApproval';
import { RiskPanel } from './risk/RiskPanel';
import { SecondApprovalWarning } from './risk/SecondApprovalWarning';
import { TransactionSummary } from './TransactionSummary';
import { TransactionUpdateForm } from './TransactionUpdateForm';
// The record type shares its name with this screen.
import type { TransactionDetail as TransactionRecord } from './types';
import { useUpdateAccess } from './useUpdateAccess';

const TransactionPanels = () => {
  const resourceKey = useResourceKey();
  const record = useRecordContext<TransactionRecord>();
  const { canUpdate } = useUpdateAccess();
  // Opened from a list, the record is first the list's row (react-admin fills the detail's cache
  // from the list), without the detail's own blocks (ledger, reversal approval): the panels wait
  // for the detail's answer, which always has its ledger block.
  if (!record?.ledger) return null;
  return (
    <Stack spacing={2.5}>
      <Grid container spacing={2.5}>
        <DetailCell size={{ xs: 12, md: 7 }}>
          <TransactionSummary transaction={record} />
        </DetailCell>
        {canUpdate && (
          <DetailCell size={{ xs: 12, md: 5 }}>
            <DetailCard title={resourceKey('update_title')}>
              {record.status === 'PAID' ? (
                <PaidPanel transaction={record} />
              ) : (
                <>
                  <SecondApprovalWarning card={record} />
                  <TransactionUpdateForm />
                  <PayoutApproval transaction={record} />
                </>
              )}
            </DetailCard>
          </DetailCell>
        )}
      </Grid>
      <RiskPanel transaction={record} />
      <TransactionMoney transaction={record} />
      <ActivityLogSection entries={record.recent_logs} />
      <AuditHistory targetType="transaction" targetId={record.id} />
    </Stack>
  );
};

/**
 * /transactions/{id}: the transaction, its update form and its activity. The update waits for
 * the server (pessimistic): the answer carries the new activity log row, and every screen
 * reading gift cards (this one, the lists, the payments) is refreshed after it.
 */
export const TransactionDetail = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const resourceKey = useResourceKey();
  return (
    <RecordDetail
      errorTitle="app.errors.occured"
      kind="edit"
      mutationOptions={{
        onSuccess: () => {
          notify(resourceKey('messages.updated'), { type: 'success' });
          refresh();
        },
        // The HTTP client's message: the server's, else 'Failed to update a giftcard. Session
        // might be expired.'
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      }}
    >
      <TransactionPanels />
    </RecordDetail>
  );
};
