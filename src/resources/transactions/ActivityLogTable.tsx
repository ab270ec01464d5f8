import HistoryIcon from '@mui/icons-material/History';
import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { CardTable, type CardTableColumn } from '../../layout/CardTable';
import { formatTimeAgo } from '../../shared/format';
import { serverText } from '../../shared/serverText';
import { ActionIcon } from './ActionIcon';
import { initials } from './initials';
import { StatusBadge } from './StatusBadge';
import type { ActivityLog } from './types';

const logs = 'resources.transactions.logs';
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

const Performer = ({ log }: { log: ActivityLog }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar
        aria-hidden
        sx={{ width: 32, height: 32, fontSize: 13, bgcolor: '#4f46e5', color: '#ffffff' }}
      >
        {initials(log.performed_by_name)}
      </Avatar>
      <span>{log.performed_by_name || translate('app.na')}</span>
    </Stack>
  );
};

const Action = ({ log }: { log: ActivityLog }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ActionIcon action={log.action} />
      <span>{translate(`${logs}.actions.${log.action}`, { _: humanize(log.action) })}</span>
    </Stack>
  );
};

/** The status the change set; a row that set none (a payout approval, a note) says so. */
const NewStatus = ({ log }: { log: ActivityLog }) => {
  const translate = useTranslate();
  return log.new_status ? (
    <StatusBadge status={log.new_status} variant="pill" />
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {translate(`${logs}.no_status_change`)}
    </Box>
  );
};

const Notes = ({ log }: { log: ActivityLog }) => {
  const translate = useTranslate();
  return (
    serverText(translate, {
      code: log.notes_code,
      params: log.notes_params,
      english: log.notes,
    }) || (
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        {translate(`${logs}.no_notes`)}
      </Box>
    )
  );
};

const TimeAgo = ({ log }: { log: ActivityLog }) => {
  const [locale] = useLocaleState();
  return <>{locale === 'en' ? log.time_ago : formatTimeAgo(log.created_at)}</>;
};

const columns: CardTableColumn<ActivityLog>[] = [
  { header: `${logs}.name`, phone: 'title', cell: (log) => <Performer log={log} /> },
  { header: `${logs}.action`, cell: (log) => <Action log={log} /> },
  { header: `${logs}.new_status`, phone: 'end', cell: (log) => <NewStatus log={log} /> },
  { header: `${logs}.notes`, wraps: true, cell: (log) => <Notes log={log} /> },
  {
    header: `${logs}.time_ago`,
    cellSx: { color: 'text.secondary' },
    cell: (log) => <TimeAgo log={log} />,
  },
];

/** 'Recent Activity Logs' of a transaction or payment, newest first as the server sends them. */
export const ActivityLogTable = ({ entries }: { entries: ActivityLog[] | undefined }) => {
  const translate = useTranslate();
  if (!entries?.length) return <EmptyLogs />;
  return (
    <CardTable
      columns={columns}
      rows={entries}
      rowKey={(log) => log.id}
      label={translate(`${logs}.title`)}
    />
  );
};

/** The logs under their 'Recent Activity Logs' heading, as both detail screens show them. */
export const ActivityLogSection = ({ entries }: { entries: ActivityLog[] | undefined }) => {
  const translate = useTranslate();
  const headingId = useId();
  // A region named by its heading, as the dashboard's panels are.
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id={headingId} variant="h2" component="h2">
          {translate(`${logs}.title`)}
        </Typography>
      </CardContent>
      <ActivityLogTable entries={entries} />
    </Card>
  );
};
