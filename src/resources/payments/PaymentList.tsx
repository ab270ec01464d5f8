import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const PaymentList = () => (
  <EmptyScreen
    title="resources.payments.title"
    breadcrumbs={[dashboardCrumb, { label: 'resources.payments.title' }]}
  />
);
