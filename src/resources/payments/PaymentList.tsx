import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDateTime, formatMoney, transactionShortId } from '../../format';
import { ListScreen } from '../../list/ListScreen';
import { type Column, ListTable } from '../../list/ListTable';
import { RowActionsMenu } from '../../list/RowActionsMenu';
import { SearchBox } from '../../list/SearchBox';
import { ListErrorText } from '../transactions/ListErrorText';
import { EMAIL_WIDTH, Truncated } from '../transactions/Truncated';
import type { Transaction } from '../transactions/types';

const fields = 'resources.payments.fields';

const NotAvailable = ({ value }: { value: string | null }) => {
  const translate = useTranslate();
  return <>{value ?? translate('app.na')}</>;
};

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

const columns: Column<Transaction>[] = [
  {
    label: `${fields}.user`,
    render: (p) => <Truncated text={p.user?.email} maxWidth={EMAIL_WIDTH} />,
  },
  { label: `${fields}.trade_id`, render: (p) => transactionShortId(p.id) },
  { label: `${fields}.brand_name`, render: (p) => p.brand?.name },
  // A payment's date is when it was paid.
  {
    label: `${fields}.date`,
    render: (p) => <NotAvailable value={formatDateTime(p.paid_at)} />,
    sortBy: 'paid_at',
  },
  {
    label: `${fields}.card_value`,
    render: (p) => formatMoney(p.card_value),
    sortBy: 'card_value',
    numeric: true,
  },
  {
    label: `${fields}.final_payout`,
    render: (p) => <NotAvailable value={formatMoney(p.final_payout)} />,
    sortBy: 'final_payout',
    numeric: true,
  },
  { label: `${fields}.action`, render: (p) => <PaymentActions payment={p} /> },
];

/** /payments: the paid transactions (the data provider adds status=PAID to every call). */
export const PaymentList = () => (
  <ListScreen
    title="resources.payments.title"
    sort={{ field: 'paid_at', order: 'DESC' }}
    filters={<SearchBox placeholder="resources.payments.search" />}
  >
    <ListErrorText text="app.errors.occurred">
      <ListTable columns={columns} />
    </ListErrorText>
  </ListScreen>
);
