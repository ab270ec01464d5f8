import { Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SkipReason } from '../../../contract/payouts';
import { CardTable, type CardTableColumn } from '../../layout/CardTable';
import { formatNumber, transactionShortId } from '../../shared/format';
import type { Translate } from '../../shared/translate';
import { useResourceText } from '../../shared/useResourceText';
import type { SkippedTransaction } from './batchApi';

const S = 'resources.payout-batches.skipped';
const PAGE = 10;

const columns = (translate: Translate): CardTableColumn<SkippedTransaction>[] => [
  {
    header: `${S}.transaction`,
    phone: 'title',
    cell: (skip) => (
      <MuiLink component={Link} to={`/transactions/${skip.transaction_id}`} underline="hover">
        {transactionShortId(skip.transaction_id)}
      </MuiLink>
    ),
  },
  {
    header: `${S}.reason`,
    phone: 'end',
    cell: (skip) => translate(`${S}.reasons.${skip.reason}`, { _: skip.reason }),
  },
];

/**
 * The transactions a new batch left out and why (no payout account, over a KYC limit…): a count
 * by reason, then the list, 10 at a time.
 */
export const SkippedList = ({ skipped }: { skipped: readonly SkippedTransaction[] }) => {
  const translate = useTranslate();
  const text = useResourceText();
  const [page, setPage] = useState(0);
  const counts = new Map<SkipReason, number>();
  for (const skip of skipped) counts.set(skip.reason, (counts.get(skip.reason) ?? 0) + 1);
  const rows = skipped.slice(page * PAGE, (page + 1) * PAGE);
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        {translate(`${S}.intro`, {
          count: formatNumber(skipped.length),
          smart_count: skipped.length,
        })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {[...counts].map(([reason, count]) => (
          <Chip
            key={reason}
            size="small"
            label={`${translate(`${S}.reasons.${reason}`, { _: reason })}: ${formatNumber(count)}`}
          />
        ))}
      </Stack>
      <CardTable
        columns={columns(translate)}
        rows={rows}
        rowKey={(skip) => skip.transaction_id}
        label={text('panels.skipped')}
      />
      {skipped.length > PAGE && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" color="text.secondary">
            {translate('app.list.showing', {
              from: formatNumber(page * PAGE + 1),
              to: formatNumber(Math.min((page + 1) * PAGE, skipped.length)),
              total: formatNumber(skipped.length),
            })}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              size="small"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              {translate('app.list.previous')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              disabled={(page + 1) * PAGE >= skipped.length}
              onClick={() => setPage(page + 1)}
            >
              {translate('app.list.next')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
};
