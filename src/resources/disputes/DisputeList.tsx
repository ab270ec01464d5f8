import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { ListContextProvider, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { disputeStatus } from '../../../contract/statuses';
import { formatDateTime, shortId } from '../../format';
import { ListScreen } from '../../list/ListScreen';
import { ListTable } from '../../list/ListTable';
import { SearchBox } from '../../list/SearchBox';
import { type StatusChoice, StatusFilter } from '../../list/StatusFilter';
import { DisputeStatusPill } from './DisputeStatusPill';
import type { Dispute } from './types';

// The spec's Active/Inactive select filters disputes by open/closed.
const disputeStatusChoices: StatusChoice[] = [
  { value: disputeStatus.enum.open, label: 'app.list.active' },
  { value: disputeStatus.enum.closed, label: 'app.list.inactive' },
];

/** The spec's error text of this screen, 'An error occured', instead of the client's message. */
const WithErrorText = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const list = useListContext();
  if (!list.error) return children;
  const error = new Error(translate('app.errors.occured'), { cause: list.error });
  return <ListContextProvider value={{ ...list, error }}>{children}</ListContextProvider>;
};

const ViewAction = ({ dispute }: { dispute: Dispute }) => {
  const translate = useTranslate();
  const label = `${translate('resources.disputes.fields.view')} ${shortId(dispute.id)}`;
  return (
    <Tooltip title={translate('resources.disputes.fields.view')}>
      <IconButton component={Link} to={`/disputes/${dispute.id}`} aria-label={label} size="small">
        <VisibilityOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

export const DisputeList = () => (
  <ListScreen
    title="resources.disputes.title"
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={
      <>
        <StatusFilter source="status" choices={disputeStatusChoices} />
        <SearchBox placeholder="resources.disputes.search" />
      </>
    }
  >
    <WithErrorText>
      <ListTable<Dispute>
        columns={[
          {
            label: 'resources.disputes.fields.customer',
            render: (dispute) => dispute.customer_username,
          },
          {
            label: 'resources.disputes.fields.dispute_id',
            render: (dispute) => shortId(dispute.id),
          },
          {
            label: 'resources.disputes.fields.date',
            render: (dispute) => formatDateTime(dispute.created_at),
            sortBy: 'created_at',
          },
          {
            label: 'resources.disputes.fields.status',
            render: (dispute) => <DisputeStatusPill status={dispute.status} />,
            sortBy: 'status',
          },
          {
            label: 'resources.disputes.fields.action',
            render: (dispute) => <ViewAction dispute={dispute} />,
          },
        ]}
      />
    </WithErrorText>
  </ListScreen>
);
