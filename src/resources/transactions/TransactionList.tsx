import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const TransactionList = () => (
  <EmptyScreen
    title="resources.transactions.title"
    breadcrumbs={[dashboardCrumb, { label: 'resources.transactions.title' }]}
  />
);
