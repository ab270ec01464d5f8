import type { LedgerCheck, LedgerSummary } from '../../../contract/ledger';
import { apiPaths } from '../../../contract/paths';
import type { Reconciliation } from '../../../contract/payouts';
import { httpClient, unwrap } from '../../shared/httpClient';

/** A UTC day's opening and closing balances and its transfers by kind. */
export const fetchSummary = async (date: string) => {
  const { json } = await httpClient(apiPaths.ledger.summary, {
    query: { date },
    fallbackError: 'resources.ledger.errors.summary',
  });
  return unwrap<LedgerSummary>(json);
};

/** The server's full re-add of the ledger. */
export const runCheck = async () => {
  const { json } = await httpClient(apiPaths.ledger.check, {
    fallbackError: 'resources.ledger.errors.check',
  });
  return unwrap<LedgerCheck>(json);
};

/** A UTC day of payouts against the bank: sent, settled, failed, in flight now, and stale items. */
export const fetchReconciliation = async (date: string) => {
  const { json } = await httpClient(apiPaths.ledger.reconciliation, {
    query: { date },
    fallbackError: 'resources.ledger.reconciliation.error',
  });
  return unwrap<Reconciliation>(json);
};
