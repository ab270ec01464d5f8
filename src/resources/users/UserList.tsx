import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const UserList = () => (
  <EmptyScreen
    title="resources.users.title"
    breadcrumbs={[dashboardCrumb, { label: 'resources.users.title' }]}
  />
);
