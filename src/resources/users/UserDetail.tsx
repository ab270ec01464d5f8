import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const UserDetail = () => (
  <EmptyScreen
    title="resources.users.detail_title"
    breadcrumbs={[
      dashboardCrumb,
      { label: 'resources.users.title', to: '/users' },
      { label: 'resources.users.detail_title' },
    ]}
  />
);
