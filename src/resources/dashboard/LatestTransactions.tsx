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
import { formatDate } from '../../format';
import { Badge } from '../../list/Badge';
import type { LatestTransaction } from './dashboardStats';
import { Panel } from './Panel';
import { submissionStatusTone } from './submissionStatusTone';

const headers = ['user_name', 'brand_name', 'date', 'status', 'action'] as const;

const userName = ({ user }: LatestTransaction) =>
  [user?.first_name, user?.last_name].filter(Boolean).join(' ');

/** The five newest submissions; the eye opens /transactions/{id}. */
export const LatestTransactions = ({ submissions }: { submissions: LatestTransaction[] }) => {
  const translate = useTranslate();
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
            {submissions.length === 0 ? (
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
              submissions.map((submission) => (
                <TableRow key={submission.id} hover sx={{ '& td': { whiteSpace: 'nowrap' } }}>
                  <TableCell>{userName(submission) || translate('app.na')}</TableCell>
                  <TableCell>{submission.brand?.name ?? translate('app.na')}</TableCell>
                  <TableCell>{formatDate(submission.created_at)}</TableCell>
                  <TableCell>
                    <Badge tone={submissionStatusTone(submission.status_display)}>
                      {submission.status_display}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Tooltip title={view}>
                      <IconButton
                        component={Link}
                        to={`/transactions/${submission.id}`}
                        aria-label={`${view} ${userName(submission)}`.trim()}
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
