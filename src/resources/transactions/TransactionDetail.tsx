import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const TransactionDetail = () => (
  <EmptyScreen
    title="resources.transactions.detail_title"
    breadcrumbs={[
      dashboardCrumb,
      { label: 'resources.transactions.title', to: '/transactions' },
      { label: 'resources.transactions.detail_title' },
    ]}
  />
);
