import { tradeId } from '../../format';
import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { ListScreen } from '../../list/ListScreen';
import { ListTable } from '../../list/ListTable';
import { SearchBox } from '../../list/SearchBox';

export const PaymentList = () => (
  <ListScreen
    title="resources.payments.title"
    breadcrumbs={[dashboardCrumb, { label: 'resources.payments.title' }]}
    sort={{ field: 'paid_at', order: 'DESC' }}
    filters={<SearchBox placeholder="resources.payments.search" />}
  >
    <ListTable
      columns={[
        { label: 'resources.payments.fields.trade_id', render: (payment) => tradeId(payment.id) },
        { label: 'resources.payments.fields.brand_name', render: (payment) => payment.brand?.name },
      ]}
    />
  </ListScreen>
);
