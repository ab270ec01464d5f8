import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney, transactionShortId } from '../../format';
import { ListScreen } from '../../list/ListScreen';
import { type Column, ListTable } from '../../list/ListTable';
import { SearchBox } from '../../list/SearchBox';
import { StatusFilter } from '../../list/StatusFilter';
import { ListErrorText } from './ListErrorText';
import { FlaggedFilter } from './risk/FlaggedFilter';
import { FlagIcon } from './risk/FlagIcon';
import { StatusBadge } from './StatusBadge';
import { transactionStatusChoices } from './statusChoices';
import { EMAIL_WIDTH, Truncated } from './Truncated';
import type { Transaction } from './types';

const ViewButton = ({ transaction }: { transaction: Transaction }) => {
  const translate = useTranslate();
  const label = translate('resources.transactions.actions.view', {
    id: transactionShortId(transaction.id),
  });
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`/transactions/${transaction.id}`} aria-label={label}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const columns: Column<Transaction>[] = [
  {
    label: 'resources.transactions.fields.buyer',
    render: (t) => <Truncated text={t.user?.email} maxWidth={EMAIL_WIDTH} />,
  },
  {
    label: 'resources.transactions.fields.trade_id',
    render: (t) => (
      <>
        {transactionShortId(t.id)}
        <FlagIcon transaction={t} />
      </>
    ),
  },
  { label: 'resources.transactions.fields.brand_name', render: (t) => t.brand?.name },
  {
    label: 'resources.transactions.fields.date',
    render: (t) => formatDateTime(t.created_at),
    sortBy: 'created_at',
  },
  {
    label: 'resources.transactions.fields.card_value',
    render: (t) => formatMoney(t.card_value),
    sortBy: 'card_value',
    numeric: true,
  },
  {
    label: 'resources.transactions.fields.status',
    render: (t) => <StatusBadge status={t.status} display={t.status_display} />,
    sortBy: 'status',
  },
  {
    label: 'resources.transactions.fields.action',
    render: (t) => <ViewButton transaction={t} />,
  },
];

export const TransactionList = () => (
  <ListScreen
    title="resources.transactions.title"
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={
      <>
        <StatusFilter source="status" choices={transactionStatusChoices} />
        <SearchBox placeholder="resources.transactions.search" />
        <FlaggedFilter />
      </>
    }
  >
    <ListErrorText text="app.errors.occured">
      <ListTable columns={columns} />
    </ListErrorText>
  </ListScreen>
);
