import { Link as MuiLink } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PayoutBatch } from '../../../contract/payouts';
import { lookUp, PAYOUT_BATCH_STATES } from '../../../contract/statuses';
import { dateTimeColumn, moneyColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { formatDateTime, formatNumber } from '../../shared/format';
import { BatchStateBadge } from './StateBadge';

const F = 'resources.payout-batches.fields';

/**
 * A staff member's username, or N/A. A long one ("finance.f965a3e4") may break after its dots and
 * underscores, so that eleven columns fit a laptop in French.
 */
const PersonName = ({ person }: { person: { username: string } | null }) => {
  const translate = useTranslate();
  if (!person) return <>{translate('app.na')}</>;
  const parts = person.username.split(/(?<=[._])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, in their order.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
};

/** A column of usernames, which may break where PersonName lets them. */
const personColumn = (source: 'created_by' | 'approved_by'): ListColumn<PayoutBatch> => ({
  source,
  label: `${F}.${source}`,
  disableSort: true,
  cellSx: () => ({ whiteSpace: 'normal' }),
  render: (batch) => <PersonName person={batch[source]} />,
  text: (batch) => batch[source]?.username,
});

/** The batches list's columns, the same in the table and in its CSV export. */
export const batchColumns: ListColumn<PayoutBatch>[] = [
  {
    ...dateTimeColumn('created_at', `${F}.created_at`),
    // The date opens the batch (the row does too): a link for the keyboard and screen readers.
    field: undefined,
    render: (batch) => (
      <MuiLink component={Link} to={`/payout-batches/${batch.id}`} underline="hover">
        {formatDateTime(batch.created_at)}
      </MuiLink>
    ),
  },
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
  personColumn('created_by'),
  personColumn('approved_by'),
  { ...dateTimeColumn('submitted_at', `${F}.submitted_at`), disableSort: true },
  // In the export only: the table has no room for it beside the sidebar.
  {
    label: `${F}.settled_at`,
    text: (batch, translate) => formatDateTime(batch.settled_at) ?? translate('app.na'),
  },
  { label: `${F}.id`, text: (batch) => batch.id },
];

/** The batches list's table: every column but those only the export has. */
export const batchTableColumns = batchColumns.filter((column) => column.render || column.source);
