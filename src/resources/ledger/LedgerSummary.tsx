import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SUMMARY_ACCOUNT_KINDS, transferKind } from '../../../contract/ledger';
import { DateTextField } from '../../form/DateTextField';
import { PageFrame } from '../../layout/PageFrame';
import { formatNumber } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { Amount } from './Amount';
import { fetchSummary } from './ledgerApi';
import { Panel } from './Panel';
import { downloadSummary } from './summaryCsv';
import type { LedgerSummary as LedgerSummaryData } from './types';

/** The account kinds of the contract's daily summary, in its order. */
const ACCOUNT_KINDS = SUMMARY_ACCOUNT_KINDS;
const today = () => new Date().toISOString().slice(0, 10);
const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

type Balances = LedgerSummaryData['opening'];

/** On a phone, each kind's opening and closing under its name: three columns would not fit. */
const PhoneBalances = ({ opening, closing }: { opening: Balances; closing: Balances }) => {
  const text = useResourceText();
  return (
    <Stack spacing={1.5}>
      {ACCOUNT_KINDS.map((kind) => (
        <Box key={kind}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {text(`choices.kind.${kind}`)}
          </Typography>
          {(['opening', 'closing'] as const).map((moment) => (
            <Stack key={moment} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {text(`summary.columns.${moment}`)}
              </Typography>
              <Amount value={(moment === 'opening' ? opening : closing)[kind]} />
            </Stack>
          ))}
        </Box>
      ))}
    </Stack>
  );
};

/** /ledger/summary: a UTC day's balances by kind and its transfers, with a CSV export. */
export const LedgerSummary = () => {
  const translate = useTranslate();
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [date, setDate] = useState(today);
  const summary = useQuery({
    queryKey: ['ledger-summary', date],
    queryFn: () => fetchSummary(date),
  });
  const data = summary.data;
  return (
    <PageFrame
      title={resourceKey('summary.title')}
      actions={
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <DateTextField
            size="small"
            label={text('summary.date')}
            value={date}
            onChange={(day) => day && day <= today() && setDate(day)}
          />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!data}
            onClick={() => data && downloadSummary(data, text)}
          >
            {translate('ra.action.export')}
          </Button>
        </Box>
      }
    >
      {summary.isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {summary.error && <Alert severity="error">{summary.error.message}</Alert>}
      {data && (
        <>
          <Panel title="summary.balances">
            {isPhone ? (
              <PhoneBalances opening={data.opening} closing={data.closing} />
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{text('summary.columns.line')}</TableCell>
                    <TableCell sx={numeric}>{text('summary.columns.opening')}</TableCell>
                    <TableCell sx={numeric}>{text('summary.columns.closing')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ACCOUNT_KINDS.map((kind) => (
                    <TableRow key={kind}>
                      <TableCell>{text(`choices.kind.${kind}`)}</TableCell>
                      <TableCell sx={numeric}>
                        <Amount value={data.opening[kind]} />
                      </TableCell>
                      <TableCell sx={numeric}>
                        <Amount value={data.closing[kind]} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Panel>
          <Panel title="summary.transfers">
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{text('summary.columns.line')}</TableCell>
                    <TableCell sx={numeric}>{text('summary.columns.count')}</TableCell>
                    <TableCell sx={numeric}>{text('summary.columns.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {transferKind.options.map((kind) => (
                    <TableRow key={kind}>
                      <TableCell>{text(`transfer_kinds.${kind}`)}</TableCell>
                      <TableCell sx={numeric}>{formatNumber(data.transfers[kind].count)}</TableCell>
                      <TableCell sx={numeric}>
                        <Amount value={data.transfers[kind].amount} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Panel>
        </>
      )}
    </PageFrame>
  );
};
