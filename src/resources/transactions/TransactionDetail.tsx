import { Grid, Stack } from '@mui/material';
import { EditBase, useEditContext, useNotify, useRefresh } from 'react-admin';
import { PageFrame } from '../../layout/PageFrame';
import { ActivityLogSection } from './ActivityLogTable';
import { DetailCard, DetailCell } from './DetailCard';
import { DetailError, DetailLoading } from './DetailState';
import { PayoutApproval } from './risk/PayoutApproval';
import { RiskPanel } from './risk/RiskPanel';
import { TransactionSummary } from './TransactionSummary';
import { TransactionUpdateForm } from './TransactionUpdateForm';
// The record type shares its name with this screen.
import type { TransactionDetail as TransactionRecord } from './types';

// The detail shows its own error panel: no toast, no redirect to the list.
const ignore = () => undefined;

const TransactionDetailContent = () => {
  const { record, isPending, error } = useEditContext<TransactionRecord>();
  if (isPending) return <DetailLoading />;
  if (error || !record) return <DetailError title="app.errors.occured" message={error?.message} />;
  return (
    <Stack spacing={2.5}>
      <Grid container spacing={2.5}>
        <DetailCell size={{ xs: 12, md: 7 }}>
          <TransactionSummary transaction={record} />
        </DetailCell>
        <DetailCell size={{ xs: 12, md: 5 }}>
          <DetailCard title="resources.transactions.update_title">
            <TransactionUpdateForm />
            <PayoutApproval transaction={record} />
          </DetailCard>
        </DetailCell>
      </Grid>
      <RiskPanel transaction={record} />
      <ActivityLogSection entries={record.recent_logs} />
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
  return (
    <EditBase<TransactionRecord>
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={{ onError: ignore }}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.transactions.messages.updated', { type: 'success' });
          refresh();
        },
        // The HTTP client's message: the server's, else 'Failed to update a giftcard. Session
        // might be expired.'
        onError: (error) => notify(error.message, { type: 'error' }),
      }}
    >
      <PageFrame title="resources.transactions.detail_title">
        <TransactionDetailContent />
      </PageFrame>
    </EditBase>
  );
};
