import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { lookUp, TRANSACTION_STATUSES } from '../../../contract/statuses';
import type { LatestTransaction } from '../../../contract/transactions';
import { Badge } from '../../fields/Badge';
import { Panel } from '../../layout/Panel';
import { useStatusLabel } from '../../resources/transactions/panels';
import { formatDate } from '../../shared/format';

const headers = ['user_name', 'brand_name', 'date', 'status', 'action'] as const;

const userName = ({ user }: LatestTransaction) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ');

/** The dashboard's own colours (spec section 4): only pending and accepted stand out there. */
const dashboardTone = (status: string) =>
  lookUp(TRANSACTION_STATUSES, status)?.dashboardTone ?? 'grey';

/** The five newest transactions; the eye opens /transactions/{id}. */
export const LatestTransactions = ({ transactions }: { transactions: LatestTransaction[] }) => {
  const translate = useTranslate();
  const statusLabel = useStatusLabel();
  const view = translate('resources.dashboard.latest_submissions.view');
  return (
    <Panel title="resources.dashboard.latest_submissions.title">
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header} sx={{ whiteSpace: 'nowrap' }}>
                  {translate(`resources.dashboard.latest_submissions.${header}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {transactions.length === 0 ? (
              <TableRow>
                <TableCell
                  colSpan={headers.length}
                  align="center"
                  sx={{ py: 4, color: 'text.secondary' }}
                >
                  {translate('resources.dashboard.latest_submissions.empty')}
                </TableCell>
              </TableRow>
            ) : (
              transactions.map((transaction) => (
                <TableRow key={transaction.id} hover sx={{ '& td': { whiteSpace: 'nowrap' } }}>
                  <TableCell>{userName(transaction) || translate('app.na')}</TableCell>
                  <TableCell>{transaction.brand.name}</TableCell>
                  <TableCell>{formatDate(transaction.created_at)}</TableCell>
                  <TableCell>
                    <Badge tone={dashboardTone(transaction.status)}>
                      {statusLabel(transaction.status, transaction.status_display)}
                    </Badge>
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
};
