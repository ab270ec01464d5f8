import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useNavigate } from 'react-router-dom';
import { DateTimeField } from '../../fields/DateTimeField';
import { MoneyField } from '../../fields/MoneyField';
import { dateTimeColumn, moneyColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { RowActionsMenu } from '../../list/RowActionsMenu';
import { SearchBox } from '../../list/SearchBox';
import { transactionShortId } from '../../shared/format';
import { useResourceKey } from '../../shared/useResourceText';
import type { Transaction } from '../transactions/panels';
import {
  brandColumn,
  buyerEmailColumn,
  phoneSecondaryText,
  tradeIdColumn,
} from '../transactions/panels';
import { AwaitingApprovalPanel } from './AwaitingApprovalPanel';

const fields = 'resources.payments.fields';

const PaymentActions = ({ payment }: { payment: Transaction }) => {
  const navigate = useNavigate();
  const resourceKey = useResourceKey();
  return (
    <RowActionsMenu
      name={transactionShortId(payment.id)}
      actions={[
        {
          label: resourceKey('actions.view'),
          icon: <VisibilityIcon fontSize="small" />,
          onClick: () => navigate(`/payments/${payment.id}`),
        },
      ]}
    />
  );
};

const columns: ListColumn<Transaction>[] = [
  buyerEmailColumn(`${fields}.user`),
  tradeIdColumn(`${fields}.trade_id`),
  brandColumn(`${fields}.brand_name`),
  // A payment's date is when it was paid.
  dateTimeColumn('paid_at', `${fields}.date`),
  moneyColumn('card_value', `${fields}.card_value`),
  moneyColumn('final_payout', `${fields}.final_payout`),
  { label: `${fields}.action`, render: (p) => <PaymentActions payment={p} />, text: false },
];

/** /payments: the paid transactions (the data provider adds status=PAID to every call). */
export const PaymentList = () => (
  <ListScreen
    sort={{ field: 'paid_at', order: 'DESC' }}
    errorText="app.errors.occurred"
    exportColumns={columns}
    filters={<SearchBox />}
    before={<AwaitingApprovalPanel />}
  >
    <ResponsiveDataTable<Transaction>
      columns={columns}
      opens="edit"
      tableRowsOpen={false}
      phone={{
        primaryText: (p) => p.brand?.name,
        secondaryText: phoneSecondaryText,
        rightIcon: (p) => (
          <PhoneRowEnd>
            <MoneyField record={p} source="final_payout" />
            <DateTimeField record={p} source="paid_at" showTime={false} />
          </PhoneRowEnd>
        ),
      }}
    />
  </ListScreen>
);
