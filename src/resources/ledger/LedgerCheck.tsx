import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CardTable, type CardTableColumn } from '../../layout/CardTable';
import { PageFrame } from '../../layout/PageFrame';
import { formatDateTime, formatNumber, transactionShortId } from '../../shared/format';
import type { Translate } from '../../shared/translate';
import { runCheck } from './ledgerApi';
import { Panel } from './Panel';

type Problem = Awaited<ReturnType<typeof runCheck>>['problems'][number];

const C = 'resources.ledger.check.columns';
const figures = { fontVariantNumeric: 'tabular-nums' } as const;

/** What does not add up: the rule, the record it concerns (a link), and the two figures. */
const problemColumns = (translate: Translate): CardTableColumn<Problem>[] => [
  {
    header: `${C}.rule`,
    phone: 'title',
    cell: (problem) => translate(`resources.ledger.check.rules.${problem.rule}`),
  },
  {
    header: `${C}.subject`,
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
  { header: `${C}.expected`, cellSx: figures, cell: (problem) => problem.expected },
  { header: `${C}.found`, cellSx: figures, cell: (problem) => problem.found },
];

/**
 * /ledger/check: the server re-adds every transfer against the stored balances, the day roll-ups
 * and the transactions they pay for, and lists what does not add up. Run on demand: at a million
 * transactions it takes seconds.
 */
export const LedgerCheck = () => {
  const translate = useTranslate();
  const check = useMutation({ mutationFn: runCheck });
  const result = check.data;
  return (
    <PageFrame
      title="resources.ledger.check.title"
      actions={
        <Button
          variant="contained"
          startIcon={
            check.isPending ? <CircularProgress size={16} color="inherit" /> : <FactCheckIcon />
          }
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          {translate('resources.ledger.check.run')}
        </Button>
      }
    >
      {!result && !check.error && (
        <Alert severity="info">{translate('resources.ledger.check.intro')}</Alert>
      )}
      {check.error && <Alert severity="error">{check.error.message}</Alert>}
      {result && (
        <Panel title="resources.ledger.check.result">
          <Alert severity={result.ok ? 'success' : 'error'}>
            {translate(
              result.ok ? 'resources.ledger.check.ok' : 'resources.ledger.check.problems',
              {
                transfers: formatNumber(result.transfers),
                accounts: formatNumber(result.accounts),
                problems: formatNumber(result.problems.length),
                smart_count: result.problems.length,
                seconds: (result.took_ms / 1000).toFixed(1),
                date: formatDateTime(result.checked_at),
              },
            )}
          </Alert>
          {result.problems.length > 0 && (
            <CardTable
              columns={problemColumns(translate)}
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
