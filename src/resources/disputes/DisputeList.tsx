import { shortId } from '../../format';
import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { ListScreen } from '../../list/ListScreen';
import { ListTable } from '../../list/ListTable';
import { SearchBox } from '../../list/SearchBox';
import { type StatusChoice, StatusFilter } from '../../list/StatusFilter';

// The spec's Active/Inactive select filters disputes by open/closed.
const disputeStatusChoices: StatusChoice[] = [
  { value: 'open', label: 'app.list.active' },
  { value: 'closed', label: 'app.list.inactive' },
];

export const DisputeList = () => (
  <ListScreen
    title="resources.disputes.title"
    breadcrumbs={[dashboardCrumb, { label: 'resources.disputes.title' }]}
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={
      <>
        <StatusFilter source="status" choices={disputeStatusChoices} />
        <SearchBox placeholder="resources.disputes.search" />
      </>
    }
  >
    <ListTable
      columns={[
        {
          label: 'resources.disputes.fields.customer',
          render: (dispute) => dispute.customer_username,
        },
        { label: 'resources.disputes.fields.dispute_id', render: (dispute) => shortId(dispute.id) },
      ]}
    />
  </ListScreen>
);
