import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { DataTable, SimpleList } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DateTimeField } from '../../fields/DateTimeField';
import { MoneyField } from '../../fields/MoneyField';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { RowActionsMenu } from '../../list/RowActionsMenu';
import { SearchBox } from '../../list/SearchBox';
import { transactionShortId } from '../../shared/format';
import {
  brandColumn,
  dateColumn,
  emailColumn,
  moneyColumn,
  phoneSecondaryText,
  tradeIdColumn,
} from '../transactions/columns';
import type { Transaction } from '../transactions/types';
import { AwaitingApprovalPanel } from './AwaitingApprovalPanel';

const fields = 'resources.payments.fields';

const PaymentActions = ({ payment }: { payment: Transaction }) => {
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      name={transactionShortId(payment.id)}
      actions={[
        {
          label: 'resources.payments.actions.view',
          icon: <VisibilityIcon fontSize="small" />,
          onClick: () => navigate(`/payments/${payment.id}`),
        },
      ]}
    />
  );
};

/** /payments: the paid transactions (the data provider adds status=PAID to every call). */
export const PaymentList = () => (
  <ListScreen
    title="resources.payments.title"
    sort={{ field: 'paid_at', order: 'DESC' }}
    errorText="app.errors.occurred"
    filters={<SearchBox placeholder="resources.payments.search" />}
    before={<AwaitingApprovalPanel />}
  >
    <ResponsiveDataTable
      phone={
        <SimpleList<Transaction>
          primaryText={(p) => p.brand?.name}
          secondaryText={phoneSecondaryText}
          rightIcon={(p) => (
            <PhoneRowEnd>
              <MoneyField record={p} source="final_payout" />
              <DateTimeField record={p} source="paid_at" showTime={false} />
            </PhoneRowEnd>
          )}
          rowClick="edit"
        />
      }
    >
      {emailColumn(`${fields}.user`)}
      {tradeIdColumn(`${fields}.trade_id`)}
      {brandColumn(`${fields}.brand_name`)}
      {/* A payment's date is when it was paid. */}
      {dateColumn(`${fields}.date`, 'paid_at')}
      {moneyColumn(`${fields}.card_value`, 'card_value')}
      {moneyColumn(`${fields}.final_payout`, 'final_payout')}
      <DataTable.Col<Transaction>
        label={`${fields}.action`}
        render={(p) => <PaymentActions payment={p} />}
      />
    </ResponsiveDataTable>
  </ListScreen>
);
