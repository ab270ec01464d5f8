import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const DisputeDetail = () => (
  <EmptyScreen
    title="resources.disputes.detail_title"
    breadcrumbs={[
      dashboardCrumb,
      { label: 'resources.disputes.title', to: '/disputes' },
      { label: 'resources.disputes.detail_title' },
    ]}
  />
);
