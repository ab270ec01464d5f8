import { useTranslate } from 'react-admin';
import type { KycQueueEntry } from '../../../contract/kyc';
import { DateTimeField } from '../../fields/DateTimeField';
import { dateTimeColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { ListScreen } from '../../list/ListScreen';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import type { RecordRef } from '../../list/useRowLink';
import { useResourceKey } from '../../shared/useResourceText';

type Row = KycQueueEntry;
const fields = 'resources.kyc.fields';
const statusKey = (row: Row) => `resources.kyc.statuses.${row.kyc.status}`;

const StatusText = ({ row }: { row: Row }) => {
  const translate = useTranslate();
  return <>{translate(statusKey(row))}</>;
};

const columns: ListColumn<Row>[] = [
  {
    label: `${fields}.customer`,
    render: (row) => row.user.username,
    text: (row) => row.user.username,
  },
  { label: `${fields}.email`, render: (row) => row.user.email, text: (row) => row.user.email },
  { label: `${fields}.tier`, render: (row) => row.kyc.tier, text: (row) => row.kyc.tier },
  {
    label: `${fields}.status`,
    render: (row) => <StatusText row={row} />,
    text: (row, translate) => translate(statusKey(row)),
  },
  { source: 'waiting', label: `${fields}.waiting`, text: (row) => row.waiting },
  dateTimeColumn('waiting_since', `${fields}.waiting_since`),
];

/** Opens the customer's detail (an entry's id is the customer's), with its KYC panel. */
const toCustomer = (row: Row): RecordRef => ({ resource: 'users', id: row.id });

/** /kyc: the customers with documents waiting, the one waiting longest first. */
export const KycQueue = () => {
  const resourceKey = useResourceKey();
  return (
    <ListScreen<Row> errorText={resourceKey('errors.list')} exportColumns={columns}>
      <ResponsiveDataTable<Row>
        columns={columns}
        opens={toCustomer}
        phone={{
          primaryText: (row) => row.user.username,
          secondaryText: (row) => <DateTimeField record={row} source="waiting_since" />,
          tertiaryText: (row) => row.waiting,
        }}
      />
    </ListScreen>
  );
};
