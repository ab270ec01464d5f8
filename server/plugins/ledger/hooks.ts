import { orderingDescription } from '../../../contract/common.js';
import {
  ledgerAccountListQuery,
  ledgerAccountOrdering,
  ledgerResponses,
} from '../../../contract/ledger.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { listAccounts } from './service.js';

/**
 * The ledger accounts' list, on the derived route: each with its stored balance and its
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
};

export default hooks;
