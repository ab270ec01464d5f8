import HistoryIcon from '@mui/icons-material/History';
import {
  Avatar,
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatTimeAgo } from '../../shared/format';
import { ActionIcon } from './ActionIcon';
import { initials } from './initials';
import { StatusBadge } from './StatusBadge';
import type { ActivityLog } from './types';

const logs = 'resources.transactions.logs';
const headers = ['name', 'action', 'new_status', 'notes', 'time_ago'];

const nowrap = { whiteSpace: 'nowrap' } as const;

const humanize = (action: string) =>
  action.replace(/_/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());

const EmptyLogs = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', py: 5, px: 2, textAlign: 'center' }}>
      <HistoryIcon sx={{ color: 'text.secondary', mb: 1 }} />
      <Typography sx={{ fontWeight: 600 }}>{translate(`${logs}.empty`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${logs}.empty_hint`)}
      </Typography>
    </Stack>
  );
};

const LogRow = ({ log }: { log: ActivityLog }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <TableRow>
      <TableCell sx={nowrap}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar
            aria-hidden
            sx={{ width: 32, height: 32, fontSize: 13, bgcolor: '#4f46e5', color: '#ffffff' }}
          >
            {initials(log.performed_by_name)}
          </Avatar>
          <span>{log.performed_by_name || translate('app.na')}</span>
        </Stack>
      </TableCell>
      <TableCell sx={nowrap}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ActionIcon action={log.action} />
          <span>{translate(`${logs}.actions.${log.action}`, { _: humanize(log.action) })}</span>
        </Stack>
      </TableCell>
      <TableCell sx={nowrap}>
        {/* A row that set no status (a payout approval, a note) has no pill to show. */}
        {log.new_status ? (
          <StatusBadge status={log.new_status} variant="pill" />
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate(`${logs}.no_status_change`)}
          </Box>
        )}
      </TableCell>
      {/* Notes wrap; the other columns keep to one line and scroll sideways on a phone. */}
      <TableCell sx={{ minWidth: 220 }}>
        {log.notes || (
          <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            {translate(`${logs}.no_notes`)}
          </Box>
        )}
      </TableCell>
      <TableCell sx={{ ...nowrap, color: 'text.secondary' }}>
        {locale === 'en' ? log.time_ago : formatTimeAgo(log.created_at)}
      </TableCell>
    </TableRow>
  );
};

/** 'Recent Activity Logs' of a transaction or payment, newest first as the server sends them. */
export const ActivityLogTable = ({ entries }: { entries: ActivityLog[] | undefined }) => {
  const translate = useTranslate();
  if (!entries?.length) return <EmptyLogs />;
  return (
    // On a phone the table scrolls sideways: the region takes focus so the keyboard can scroll it.
    <TableContainer tabIndex={0} role="region" aria-label={translate(`${logs}.title`)}>
      <Table size="small" sx={{ '& th': nowrap }}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{translate(`${logs}.${header}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((log) => (
            <LogRow key={log.id} log={log} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The logs under their 'Recent Activity Logs' heading, as both detail screens show them. */
export const ActivityLogSection = ({ entries }: { entries: ActivityLog[] | undefined }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h2" component="h2">
          {translate(`${logs}.title`)}
        </Typography>
      </CardContent>
      <ActivityLogTable entries={entries} />
    </Card>
  );
};
