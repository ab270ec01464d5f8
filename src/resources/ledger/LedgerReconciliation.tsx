import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Reconciliation } from '../../../contract/payouts';
import { DateTextField } from '../../form/DateTextField';
import { CardTable, type CardTableColumn } from '../../layout/CardTable';
import { PageFrame } from '../../layout/PageFrame';
import { formatDateTime, formatNumber, shortId } from '../../shared/format';
import { Amount } from './Amount';
import { fetchReconciliation } from './ledgerApi';
import { Panel } from './Panel';

const R = 'resources.ledger.reconciliation';
const today = () => new Date().toISOString().slice(0, 10);

type Stale = Reconciliation['stale'][number];

const staleColumns: CardTableColumn<Stale>[] = [
  { header: `${R}.reference`, phone: 'title', cell: (item) => item.reference },
  {
    header: `${R}.batch`,
    phone: 'end',
    cell: (item) => (
      <Link to={`/payout-batches/${item.batch_id}/show`}>{shortId(item.batch_id)}</Link>
    ),
  },
  { header: `${R}.sent_at`, cell: (item) => formatDateTime(item.sent_at) },
];

/** One figure of the day: its name, how many transfers and how much. */
const Figure = ({ label, count, amount }: { label: string; count: number; amount: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2">
        {translate(label)}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatNumber(count)}
      </Typography>
      <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
        <Amount value={amount} />
      </Box>
    </Box>
  );
};

/**
 * /ledger/reconciliation: a UTC day's payouts against the bank (what was sent, settled and
 * failed), the money in flight now, and the items sent more than 3 days ago with no result.
 */
export const LedgerReconciliation = () => {
  const translate = useTranslate();
  const [date, setDate] = useState(today);
  const query = useQuery({
    queryKey: ['ledger-reconciliation', date],
    queryFn: () => fetchReconciliation(date),
  });
  const data = query.data;
  return (
    <PageFrame
      title={`${R}.title`}
      actions={
        <DateTextField
          size="small"
          label={translate('resources.ledger.summary.date')}
          value={date}
          onChange={(day) => day && day <= today() && setDate(day)}
        />
      }
    >
      {query.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {query.error && <Alert severity="error">{query.error.message}</Alert>}
      {data && (
        <>
          <Panel title={`${R}.day`}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto auto',
                columnGap: 3,
                rowGap: 1,
                maxWidth: 560,
              }}
            >
              <Box sx={{ display: 'contents', color: 'text.secondary' }}>
                <Typography variant="body2" color="text.secondary" aria-hidden>
                  {' '}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                  {translate(`${R}.count`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
                  {translate(`${R}.amount`)}
                </Typography>
              </Box>
              <Figure label={`${R}.sent`} {...data.sent} />
              <Figure label={`${R}.settled`} {...data.settled} />
              <Figure label={`${R}.failed`} {...data.failed} />
            </Box>
          </Panel>
          <Panel title={`${R}.in_flight`}>
            <Typography variant="body2">
              {translate(`${R}.in_flight_now`, {
                count: formatNumber(data.in_flight.count),
              })}{' '}
              <Amount value={data.in_flight.amount} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {data.in_flight.oldest_sent_at
                ? translate(`${R}.oldest`, { date: formatDateTime(data.in_flight.oldest_sent_at) })
                : translate(`${R}.nothing_in_flight`)}
            </Typography>
          </Panel>
          <Panel title={`${R}.stale`}>
            {data.stale.length === 0 ? (
              <Alert severity="success">{translate(`${R}.no_stale`)}</Alert>
            ) : (
              <>
                <Alert severity="warning">
                  {translate(`${R}.stale_intro`, { count: formatNumber(data.stale.length) })}
                </Alert>
                <CardTable
                  columns={staleColumns}
                  rows={data.stale}
                  rowKey={(item) => item.reference}
                  label={translate(`${R}.stale`)}
                />
              </>
            )}
          </Panel>
        </>
      )}
    </PageFrame>
  );
};
