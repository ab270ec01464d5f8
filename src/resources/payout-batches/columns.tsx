import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import type { PayoutBatch } from '../../../contract/payouts';
import { lookUp, PAYOUT_BATCH_STATES } from '../../../contract/statuses';
import { dateTimeColumn, moneyColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { formatNumber, shortId } from '../../shared/format';
import { BatchStateBadge } from './StateBadge';

const F = 'resources.payout-batches.fields';

const person = (value: { username: string } | null) => value?.username ?? '—';

/** The batches list's columns, the same in the table and in its CSV export. */
export const batchColumns: ListColumn<PayoutBatch>[] = [
  {
    label: `${F}.id`,
    disableSort: true,
    render: (batch) => (
      <MuiLink component={Link} to={`/payout-batches/${batch.id}/show`} underline="hover">
        {shortId(batch.id)}
      </MuiLink>
    ),
    text: (batch) => batch.id,
  },
  dateTimeColumn('created_at', `${F}.created_at`),
  {
    source: 'state',
    label: `${F}.state`,
    disableSort: true,
    render: (batch) => <BatchStateBadge state={batch.state} />,
    text: (batch, translate) => {
      const look = lookUp(PAYOUT_BATCH_STATES, batch.state);
      return look ? translate(look.label) : batch.state;
    },
  },
  {
    source: 'items_count',
    label: `${F}.items_count`,
    disableSort: true,
    align: 'right',
    render: (batch) => formatNumber(batch.items_count),
    text: (batch) => batch.items_count,
  },
  { ...moneyColumn('total', `${F}.total`), disableSort: true },
  { ...moneyColumn('paid_total', `${F}.paid_total`), disableSort: true },
  { ...moneyColumn('failed_total', `${F}.failed_total`), disableSort: true },
  { ...moneyColumn('in_flight_total', `${F}.in_flight_total`), disableSort: true },
  {
    source: 'created_by',
    label: `${F}.created_by`,
    disableSort: true,
    render: (batch) => person(batch.created_by),
    text: (batch) => batch.created_by?.username,
  },
  {
    source: 'approved_by',
    label: `${F}.approved_by`,
    disableSort: true,
    render: (batch) => person(batch.approved_by),
    text: (batch) => batch.approved_by?.username,
  },
  { ...dateTimeColumn('submitted_at', `${F}.submitted_at`), disableSort: true },
  { ...dateTimeColumn('settled_at', `${F}.settled_at`), disableSort: true },
];
