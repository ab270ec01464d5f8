import { Alert, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { PayoutBatch } from '../../../contract/payouts';
import { RecordDetail } from '../../detail/RecordDetail';
import { InfoCard } from '../../layout/InfoCard';
import { formatDateTime, formatMoney, formatNumber, shortId } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { BatchActions, isCreator } from './BatchActions';
import { BatchItems } from './BatchItems';
import type { SkippedTransaction } from './batchApi';
import { SkippedList } from './SkippedList';
import { BatchStateBadge } from './StateBadge';

/** Whether a second person must approve, and why approving is not offered to its creator. */
const ApprovalNotice = ({ batch }: { batch: PayoutBatch }) => {
  const text = useResourceText();
  if (batch.state !== 'draft' && batch.state !== 'approved') return null;
  if (batch.approved_by) {
    return (
      <Alert severity="success">
        {text('approval.approved', {
          name: batch.approved_by.username,
        })}
      </Alert>
    );
  }
  if (!batch.approval_required) {
    return <Alert severity="info">{text('approval.not_needed')}</Alert>;
  }
  return (
    <Alert severity="warning">
      {text('approval.needed')}
      {isCreator(batch) && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {text('approval.creator')}
        </Typography>
      )}
    </Alert>
  );
};

const person = (value: { username: string } | null) => value?.username ?? null;

const BatchPanels = () => {
  const batch = useRecordContext<PayoutBatch>();
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const refresh = useRefresh();
  // The transactions left out when this batch was drafted, handed over by the create screen.
  const skipped = (useLocation().state as { skipped?: SkippedTransaction[] } | null)?.skipped;
  if (!batch) return null;
  return (
    <Stack spacing={2.5}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {shortId(batch.id)}
          </Typography>
          <span data-testid="batch-state">
            <BatchStateBadge state={batch.state} />
          </span>
        </Stack>
        <BatchActions batch={batch} onChanged={refresh} />
      </Stack>
      <ApprovalNotice batch={batch} />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard
            title={resourceKey('panels.batch')}
            rows={[
              { source: 'note', value: batch.note },
              { source: 'created_by', value: person(batch.created_by) },
              { source: 'created_at', value: formatDateTime(batch.created_at) },
              { source: 'approved_by', value: person(batch.approved_by) },
              { source: 'submitted_by', value: person(batch.submitted_by) },
              { source: 'submitted_at', value: formatDateTime(batch.submitted_at) },
              { source: 'settled_at', value: formatDateTime(batch.settled_at) },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard
            title={resourceKey('panels.totals')}
            rows={[
              { source: 'items_count', value: formatNumber(batch.items_count) },
              { source: 'total', value: formatMoney(batch.total) },
              { source: 'paid_total', value: formatMoney(batch.paid_total) },
              { source: 'failed_total', value: formatMoney(batch.failed_total) },
              { source: 'in_flight_total', value: formatMoney(batch.in_flight_total) },
            ]}
          />
        </Grid>
      </Grid>
      {skipped && skipped.length > 0 && (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ mb: 1.5 }}>
              {text('panels.skipped')}
            </Typography>
            <SkippedList skipped={skipped} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {text('panels.items')}
          </Typography>
          <BatchItems />
        </CardContent>
      </Card>
    </Stack>
  );
};

/** /payout-batches/{id}: a batch's state, totals, steps and items. */
export const BatchShow = () => {
  const resourceKey = useResourceKey();
  return (
    <RecordDetail notFound={resourceKey('not_found')}>
      <BatchPanels />
    </RecordDetail>
  );
};
