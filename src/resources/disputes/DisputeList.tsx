import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import { disputeStatus } from '../../../contract/enums';
import { DateTimeField } from '../../fields/DateTimeField';
import { SlaClockField } from '../../fields/SlaClockField';
import { dateTimeColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SearchBox } from '../../list/SearchBox';
import { type StatusChoice, StatusFilter, slaStateChoices } from '../../list/StatusFilter';
import { shortId } from '../../shared/format';
import { useResourceText } from '../../shared/useResourceText';
import { DisputeStatusPill, disputeStatusText } from './DisputeStatusPill';
import type { Dispute } from './types';

/** The clock a dispute is on: its first response until a member of staff answers, then its resolution. */
const runningClock = (dispute: Dispute) =>
  dispute.sla && dispute.sla.first_response.met_at === null
    ? dispute.sla.first_response
    : dispute.sla?.resolution;

// The spec's Active/Inactive select filters disputes by open/closed.
const disputeStatusChoices: StatusChoice[] = [
  { value: disputeStatus.enum.open, label: 'app.list.active' },
  { value: disputeStatus.enum.closed, label: 'app.list.inactive' },
];

const ViewAction = ({ dispute }: { dispute: Dispute }) => {
  const text = useResourceText();
  const label = `${text('fields.view')} ${shortId(dispute.id)}`;
  return (
    <Tooltip title={text('fields.view')}>
      <IconButton component={Link} to={`/disputes/${dispute.id}`} aria-label={label} size="small">
        <VisibilityOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const F = 'resources.disputes.fields';

const columns: ListColumn<Dispute>[] = [
  {
    label: `${F}.customer`,
    source: 'customer_username',
    disableSort: true,
    text: (dispute) => dispute.customer_username,
  },
  {
    label: `${F}.dispute_id`,
    render: (dispute) => shortId(dispute.id),
    text: (dispute) => shortId(dispute.id),
  },
  dateTimeColumn('created_at', `${F}.date`),
  {
    source: 'status',
    render: (dispute) => <DisputeStatusPill status={dispute.status} />,
    text: (dispute, translate) => disputeStatusText(dispute.status, translate),
  },
  {
    label: 'app.sla.clock',
    source: 'sla_due_at',
    render: (dispute) => <SlaClockField clock={runningClock(dispute)} />,
    text: (dispute) => runningClock(dispute)?.due_at ?? '',
  },
  { label: `${F}.action`, render: (dispute) => <ViewAction dispute={dispute} />, text: false },
];

export const DisputeList = () => (
  <ListScreen
    sort={{ field: 'created_at', order: 'DESC' }}
    errorText="app.errors.occured"
    exportColumns={columns}
    filters={
      <>
        <StatusFilter source="status" choices={disputeStatusChoices} />
        <StatusFilter source="sla_state" choices={slaStateChoices} label="app.sla.filter" combine />
        <SearchBox />
      </>
    }
  >
    <ResponsiveDataTable<Dispute>
      columns={columns}
      opens="edit"
      tableRowsOpen={false}
      phone={{
        primaryText: (dispute) => dispute.customer_username,
        secondaryText: (dispute) => <DateTimeField record={dispute} source="created_at" />,
        rightIcon: (dispute) => (
          <PhoneRowEnd>
            <DisputeStatusPill status={dispute.status} />
            {runningClock(dispute)?.met_at === null && (
              <SlaClockField clock={runningClock(dispute)} />
            )}
          </PhoneRowEnd>
        ),
      }}
    />
  </ListScreen>
);
