import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { DashboardStats } from '../../../contract/transactions';
import { Panel } from '../../layout/Panel';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';

const columns = [
  ['submissions', 'submissions_today'],
  ['pending_approval', 'pending_approval_today'],
  ['paid', 'paid_today'],
  ['new_users', 'new_users_today'],
] as const;

/** Today's counts (the server's calendar day in UTC). */
export const TodaysActivity = ({ activity }: { activity: DashboardStats['todays_activities'] }) => {
  const text = useResourceText('dashboard');
  const resourceKey = useResourceKey('dashboard');
  return (
    <Panel title={resourceKey('todays_activity.title')}>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map(([label]) => (
                // Headers may wrap: the four columns fit a phone without scrolling.
                <TableCell key={label} sx={{ px: { xs: 1.25, sm: 2 } }}>
                  {text(`todays_activity.${label}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {columns.map(([label, field]) => (
                <TableCell
                  key={label}
                  sx={{
                    fontSize: '1.75rem',
                    fontWeight: 700,
                    py: 2.5,
                    px: { xs: 1.25, sm: 2 },
                    borderBottom: 0,
                  }}
                >
                  {activity[field]}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
};
