import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const PaymentDetail = () => (
  <EmptyScreen
    title="resources.payments.detail_title"
    breadcrumbs={[
      dashboardCrumb,
      { label: 'resources.payments.title', to: '/payments' },
      { label: 'resources.payments.detail_title' },
    ]}
  />
);
