import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const DisputeList = () => (
  <EmptyScreen
    title="resources.disputes.title"
    breadcrumbs={[dashboardCrumb, { label: 'resources.disputes.title' }]}
  />
);
