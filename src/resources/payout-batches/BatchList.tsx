import BalanceIcon from '@mui/icons-material/BalanceOutlined';
import { Button, Stack } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PayoutBatch } from '../../../contract/payouts';
import { PAYOUT_BATCH_STATE_CODES, PAYOUT_BATCH_STATES } from '../../../contract/statuses';
import { CreateButton } from '../../declared/CreateButton';
import { MoneyField } from '../../fields/MoneyField';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { StatusFilter } from '../../list/StatusFilter';
import { formatDateTime, formatNumber } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { batchColumns, batchTableColumns } from './columns';
import { BatchStateBadge } from './StateBadge';

const stateChoices = PAYOUT_BATCH_STATE_CODES.map((code) => ({
  value: code,
  label: PAYOUT_BATCH_STATES[code].label,
}));

const Actions = () => {
  const text = useResourceText();
  // The day's reconciliation sits with the ledger, for those who read it.
  const { canAccess } = useCanAccess({ resource: 'ledger', action: 'list' });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canAccess && (
        <Button
          component={Link}
          to="/ledger/reconciliation"
          variant="outlined"
          startIcon={<BalanceIcon />}
        >
          {text('list_reconciliation')}
        </Button>
      )}
      <CreateButton resource="payout-batches" />
    </Stack>
  );
};

/** /payout-batches: every batch, newest first, by state; a row opens its items and steps. */
export const BatchList = () => {
  const text = useResourceText();
  const resourceKey = useResourceKey();
  return (
    <ListScreen
      sort={{ field: 'created_at', order: 'DESC' }}
      errorText={resourceKey('errors.list')}
      exportColumns={batchColumns}
      actions={<Actions />}
      filters={
        <StatusFilter source="state" choices={stateChoices} label={resourceKey('fields.state')} />
      }
    >
      <ResponsiveDataTable<PayoutBatch>
        columns={batchTableColumns}
        opens="edit"
        phone={{
          primaryText: (batch) => formatDateTime(batch.created_at),
          secondaryText: (batch) =>
            text('phone_line', {
              count: formatNumber(batch.items_count),
              smart_count: batch.items_count,
              name: batch.created_by?.username ?? '—',
            }),
          rightIcon: (batch) => (
            <PhoneRowEnd>
              <BatchStateBadge state={batch.state} />
              <MoneyField record={batch} source="total" />
            </PhoneRowEnd>
          ),
        }}
      />
    </ListScreen>
  );
};
