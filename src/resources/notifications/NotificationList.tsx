import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const NotificationList = () => (
  <EmptyScreen
    title="resources.notifications.title"
    breadcrumbs={[dashboardCrumb, { label: 'resources.notifications.title' }]}
  />
);
