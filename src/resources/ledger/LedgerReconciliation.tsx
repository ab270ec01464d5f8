import {
  Alert,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Reconciliation } from '../../../contract/payouts';
import { DateTextField } from '../../form/DateTextField';
import { CardTable, type CardTableColumn } from '../../layout/CardTable';
import { PageFrame } from '../../layout/PageFrame';
import { formatDateTime, formatNumber, shortId } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { Amount } from './Amount';
import { fetchReconciliation } from './ledgerApi';
import { Panel } from './Panel';

/** The reconciliation's texts among the ledger's own. */
const R = 'reconciliation';
const today = () => new Date().toISOString().slice(0, 10);

type Stale = Reconciliation['stale'][number];

const staleColumns = (resourceKey: (key: string) => string): CardTableColumn<Stale>[] => [
  { header: resourceKey(`${R}.reference`), phone: 'title', cell: (item) => item.reference },
  {
    header: resourceKey(`${R}.batch`),
    phone: 'end',
    cell: (item) => <Link to={`/payout-batches/${item.batch_id}`}>{shortId(item.batch_id)}</Link>,
  },
  { header: resourceKey(`${R}.sent_at`), cell: (item) => formatDateTime(item.sent_at) },
];

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** The day's transfers to and from the bank: sent, settled, failed, each a count and an amount. */
const DayTable = ({ data }: { data: Reconciliation }) => {
  const text = useResourceText();
  return (
    <Table size="small" sx={{ maxWidth: 560, '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{text(`${R}.line`)}</TableCell>
          <TableCell sx={numeric}>{text(`${R}.count`)}</TableCell>
          <TableCell sx={numeric}>{text(`${R}.amount`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(['sent', 'settled', 'failed'] as const).map((line) => (
          <TableRow key={line}>
            <TableCell>{text(`${R}.${line}`)}</TableCell>
            <TableCell sx={numeric}>{formatNumber(data[line].count)}</TableCell>
            <TableCell sx={numeric}>
              <Amount value={data[line].amount} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * /ledger/reconciliation: a UTC day's payouts against the bank (what was sent, settled and
 * failed), the money in flight now (and apart, what waits for the bank after a cancel), and the items sent more than 3 days ago with no result.
 */
export const LedgerReconciliation = () => {
  const translate = useTranslate();
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const [date, setDate] = useState(today);
  const query = useQuery({
    queryKey: ['ledger-reconciliation', date],
    queryFn: () => fetchReconciliation(date),
  });
  const data = query.data;
  return (
    <PageFrame
      title={resourceKey(`${R}.title`)}
      actions={
        <DateTextField
          size="small"
          label={text('summary.date')}
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
            <DayTable data={data} />
          </Panel>
          <Panel title={`${R}.in_flight`}>
            <Typography variant="body2">
              {text(`${R}.in_flight_now`, {
                count: formatNumber(data.in_flight.count),
                smart_count: data.in_flight.count,
              })}{' '}
              <Amount value={data.in_flight.amount} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {data.in_flight.oldest_sent_at
                ? text(`${R}.oldest`, { date: formatDateTime(data.in_flight.oldest_sent_at) })
                : text(`${R}.nothing_in_flight`)}
            </Typography>
            {data.cancel_requested.count > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {text(`${R}.cancel_requested`, {
                  count: formatNumber(data.cancel_requested.count),
                  smart_count: data.cancel_requested.count,
                })}{' '}
                <Amount value={data.cancel_requested.amount} />
              </Alert>
            )}
          </Panel>
          <Panel title={`${R}.stale`}>
            {data.stale.length === 0 ? (
              <Alert severity="success">{text(`${R}.no_stale`)}</Alert>
            ) : (
              <>
                <Alert severity="warning">
                  {text(`${R}.stale_intro`, {
                    count: formatNumber(data.stale.length),
                    smart_count: data.stale.length,
                  })}
                </Alert>
                <CardTable
                  columns={staleColumns(resourceKey)}
                  rows={data.stale}
                  rowKey={(item) => item.reference}
                  label={text(`${R}.stale`)}
                />
              </>
            )}
          </Panel>
        </>
      )}
    </PageFrame>
  );
};
