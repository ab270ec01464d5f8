import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../../auth/RequireAccess';
import type { ResourceDefinition } from '../../declared/types';
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

/** The payout ledger (api-contract.md, "Money: the payout ledger"): read-only, for `ledger.view`. */
export default {
  name: 'ledger',
  menuOrder: 45,
  access: { list: 'ledger.view', show: 'ledger.view' },
  screens: {
    list: () => import('./LedgerAccountList').then((module) => module.LedgerAccountList),
    show: () => import('./LedgerAccountShow').then((module) => module.LedgerAccountShow),
  },
  icon: AccountBalanceIcon,
  recordRepresentation: (account: { customer: { username: string } | null; kind: string }) =>
    account.customer?.username ?? account.kind,
  children: [
    page('summary', LedgerSummary),
    page('check', LedgerCheck),
    page('reconciliation', LedgerReconciliation),
  ],
} satisfies ResourceDefinition;
