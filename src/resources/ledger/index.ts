import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { ledger } from '../../../contract/resources/ledger';
import { RequireAccess } from '../../auth/RequireAccess';
import { declaredResource } from '../../declared/declaredResource';
import { lazyScreen } from '../../shared/lazyScreen';

const LedgerSummary = lazyScreen(() => import('./LedgerSummary'), 'LedgerSummary');
const LedgerCheck = lazyScreen(() => import('./LedgerCheck'), 'LedgerCheck');
const LedgerReconciliation = lazyScreen(
  () => import('./LedgerReconciliation'),
  'LedgerReconciliation',
);

/** A page of the ledger beside its list, behind the list's permission. */
const page = (path: string, screen: typeof LedgerSummary) =>
  createElement(Route, {
    key: path,
    path,
    element: createElement(RequireAccess, { action: 'list' }, createElement(screen)),
  });

/** The payout ledger (api-contract.md, "Money: the payout ledger"): read-only, its own screens. */
export default {
  ...declaredResource(ledger, {
    icon: AccountBalanceIcon,
    screens: {
      list: () => import('./LedgerAccountList').then((module) => module.LedgerAccountList),
      show: () => import('./LedgerAccountShow').then((module) => module.LedgerAccountShow),
    },
    recordRepresentation: (account: { customer: { username: string } | null; kind: string }) =>
      account.customer?.username ?? account.kind,
  }),
  // Its other reads, under /ledger/: the daily summary, the check and the reconciliation.
  children: [
    page('summary', LedgerSummary),
    page('check', LedgerCheck),
    page('reconciliation', LedgerReconciliation),
  ],
};
