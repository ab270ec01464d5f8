import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { lookUp, TRANSACTION_STATUSES } from '../../../contract/statuses';
import type { LatestTransaction } from '../../../contract/transactions';
import { Badge } from '../../fields/Badge';
import { CardTable, type CardTableColumn } from '../../layout/CardTable';
import { Panel } from '../../layout/Panel';
import { useStatusLabel } from '../../resources/transactions/panels';
import { formatDate } from '../../shared/format';

const userName = ({ user }: LatestTransaction) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ');

/** The dashboard's own colours (spec section 4): only pending and accepted stand out there. */
const dashboardTone = (status: string) =>
  lookUp(TRANSACTION_STATUSES, status)?.dashboardTone ?? 'grey';

const L = 'resources.dashboard.latest_submissions';

const ViewButton = ({ transaction }: { transaction: LatestTransaction }) => {
  const translate = useTranslate();
  const view = translate(`${L}.view`);
  return (
    <Tooltip title={view}>
      <IconButton
        component={Link}
        to={`/transactions/${transaction.id}`}
        aria-label={`${view} ${userName(transaction)}`.trim()}
        size="small"
      >
        <VisibilityOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

/** The five newest transactions; the eye opens /transactions/{id}. */
export const LatestTransactions = ({ transactions }: { transactions: LatestTransaction[] }) => {
  const translate = useTranslate();
  const statusLabel = useStatusLabel();
  const columns: CardTableColumn<LatestTransaction>[] = [
    {
      header: `${L}.user_name`,
      phone: 'title',
      cell: (transaction) => userName(transaction) || translate('app.na'),
    },
    { header: `${L}.brand_name`, cell: (transaction) => transaction.brand.name },
    { header: `${L}.date`, cell: (transaction) => formatDate(transaction.created_at) },
    {
      header: `${L}.status`,
      phone: 'end',
      cell: (transaction) => (
        <Badge tone={dashboardTone(transaction.status)}>
          {statusLabel(transaction.status, transaction.status_display)}
        </Badge>
      ),
    },
    {
      header: `${L}.action`,
      phone: 'end',
      cell: (transaction) => <ViewButton transaction={transaction} />,
    },
  ];
  return (
    <Panel title={`${L}.title`}>
      {transactions.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary', fontSize: 14 }}>
          {translate(`${L}.empty`)}
        </Box>
      ) : (
        <CardTable
          columns={columns}
          rows={transactions}
          rowKey={(transaction) => transaction.id}
          label={translate(`${L}.title`)}
        />
      )}
    </Panel>
  );
};
