import { orderingDescription } from '../../../contract/common.js';
import {
  ledgerAccountListQuery,
  ledgerAccountOrdering,
  ledgerResponses,
} from '../../../contract/ledger.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { getAccount, listAccounts } from './service.js';

/**
 * The ledger accounts' list and an account, on the derived routes: each with its stored balance and its
 * customer, searched by the customer's username or e-mail (./service.ts).
 */
const hooks: DeclaredHooks = {
  list: {
    schema: {
      summary: 'Ledger accounts with their stored balances',
      description: `Filters: \`kind\`; \`search\` in the customer's username or e-mail. Balances are stored, not summed. ${orderingDescription(ledgerAccountOrdering)}`,
      querystring: ledgerAccountListQuery,
      response: ledgerResponses.accounts,
    },
    read: listAccounts,
  },
  one: {
    schema: { summary: 'A ledger account', response: ledgerResponses.account },
    read: getAccount,
  },
};

export default hooks;
