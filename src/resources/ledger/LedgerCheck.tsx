import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime, formatNumber, transactionShortId } from '../../format';
import { PageFrame } from '../../layout/PageFrame';
import { runCheck } from './ledgerApi';
import { Panel } from './Panel';

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
                seconds: (result.took_ms / 1000).toFixed(1),
                date: formatDateTime(result.checked_at),
              },
            )}
          </Alert>
          {result.problems.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.ledger.check.columns.rule')}</TableCell>
                    <TableCell>{translate('resources.ledger.check.columns.subject')}</TableCell>
                    <TableCell>{translate('resources.ledger.check.columns.expected')}</TableCell>
                    <TableCell>{translate('resources.ledger.check.columns.found')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.problems.map((problem) => (
                    <TableRow
                      key={`${problem.rule} ${problem.transaction_id ?? problem.account_id ?? ''} ${problem.expected} ${problem.found}`}
                    >
                      <TableCell>
                        {translate(`resources.ledger.check.rules.${problem.rule}`)}
                      </TableCell>
                      <TableCell>
                        {problem.transaction_id ? (
                          <Link to={`/transactions/${problem.transaction_id}`}>
                            {transactionShortId(problem.transaction_id)}
                          </Link>
                        ) : problem.account_id ? (
                          <Link to={`/ledger/${problem.account_id}/show`}>
                            {problem.account_id.slice(0, 8)}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </TableCell>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {problem.expected}
                      </TableCell>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {problem.found}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Panel>
      )}
    </PageFrame>
  );
};
