import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CardTable, type CardTableColumn } from '../../layout/CardTable';
import { PageFrame } from '../../layout/PageFrame';
import { formatDateTime, formatNumber, transactionShortId } from '../../shared/format';
import type { Translate } from '../../shared/translate';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { runCheck } from './ledgerApi';
import { Panel } from './Panel';

type Problem = Awaited<ReturnType<typeof runCheck>>['problems'][number];

const figures = { fontVariantNumeric: 'tabular-nums' } as const;

/** What does not add up: the rule, the record it concerns (a link), and the two figures. */
const problemColumns = (
  text: Translate,
  resourceKey: (key: string) => string,
): CardTableColumn<Problem>[] => [
  {
    header: resourceKey('check.columns.rule'),
    phone: 'title',
    cell: (problem) => text(`check.rules.${problem.rule}`),
  },
  {
    header: resourceKey('check.columns.subject'),
    phone: 'end',
    cell: (problem) =>
      problem.transaction_id ? (
        <Link to={`/transactions/${problem.transaction_id}`}>
          {transactionShortId(problem.transaction_id)}
        </Link>
      ) : problem.account_id ? (
        <Link to={`/ledger/${problem.account_id}/show`}>{problem.account_id.slice(0, 8)}</Link>
      ) : (
        '—'
      ),
  },
  {
    header: resourceKey('check.columns.expected'),
    cellSx: figures,
    cell: (problem) => problem.expected,
  },
  { header: resourceKey('check.columns.found'), cellSx: figures, cell: (problem) => problem.found },
];

/**
 * /ledger/check: the server re-adds every transfer against the stored balances, the day roll-ups
 * and the transactions they pay for, and lists what does not add up. Run on demand: at a million
 * transactions it takes seconds.
 */
export const LedgerCheck = () => {
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const check = useMutation({ mutationFn: runCheck });
  const result = check.data;
  return (
    <PageFrame
      title={resourceKey('check.title')}
      actions={
        <Button
          variant="contained"
          startIcon={
            check.isPending ? <CircularProgress size={16} color="inherit" /> : <FactCheckIcon />
          }
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          {text('check.run')}
        </Button>
      }
    >
      {!result && !check.error && <Alert severity="info">{text('check.intro')}</Alert>}
      {check.error && <Alert severity="error">{check.error.message}</Alert>}
      {result && (
        <Panel title="check.result">
          <Alert severity={result.ok ? 'success' : 'error'}>
            {text(result.ok ? 'check.ok' : 'check.problems', {
              transfers: formatNumber(result.transfers),
              accounts: formatNumber(result.accounts),
              problems: formatNumber(result.problems.length),
              smart_count: result.problems.length,
              seconds: (result.took_ms / 1000).toFixed(1),
              date: formatDateTime(result.checked_at),
            })}
          </Alert>
          {result.problems.length > 0 && (
            <CardTable
              columns={problemColumns(text, resourceKey)}
              rows={result.problems}
              rowKey={(problem) =>
                `${problem.rule} ${problem.transaction_id ?? problem.account_id ?? ''} ${problem.expected} ${problem.found}`
              }
            />
          )}
        </Panel>
      )}
    </PageFrame>
  );
};
