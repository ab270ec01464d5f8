import { tradeId } from '../../format';
import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { ListScreen } from '../../list/ListScreen';
import { ListTable } from '../../list/ListTable';
import { SearchBox } from '../../list/SearchBox';
import { StatusFilter } from '../../list/StatusFilter';
import { transactionStatusChoices } from './statusChoices';

export const TransactionList = () => (
  <ListScreen
    title="resources.transactions.title"
    breadcrumbs={[dashboardCrumb, { label: 'resources.transactions.title' }]}
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={
      <>
        <StatusFilter source="status" choices={transactionStatusChoices} />
        <SearchBox placeholder="resources.transactions.search" />
      </>
    }
  >
    <ListTable
      columns={[
        {
          label: 'resources.transactions.fields.trade_id',
          render: (transaction) => tradeId(transaction.id),
        },
        {
          label: 'resources.transactions.fields.brand_name',
          render: (transaction) => transaction.brand?.name,
        },
      ]}
    />
  </ListScreen>
);
