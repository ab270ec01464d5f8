import { inArray, sql } from 'drizzle-orm';
import { orderingDescription } from '../../../contract/common.js';
import {
  ledgerAccountListQuery,
  ledgerAccountOrdering,
  ledgerResponses,
} from '../../../contract/ledger.js';
import { ledgerAccounts, users } from '../../db/schema.js';
import type { Answer, DeclaredHooks } from '../../declared/hooks.js';
import { containing } from '../../lib/search.js';
import { type AccountRow, serializeAccount } from './serialize.js';
import { getAccount } from './service.js';

/**
 * The ledger accounts' list is the derived one, read from the accounts' table: each with its
 * stored balance and its customer's name and e-mail (one query for a page's customers), searched
 * in the customer's username or e-mail. An account's detail is the domain's (./service.ts).
 */
const hooks: DeclaredHooks = {
  listSchema: {
    summary: 'Ledger accounts with their stored balances',
    description: `Filters: \`kind\`; \`search\` in the customer's username or e-mail. Balances are stored, not summed. ${orderingDescription(ledgerAccountOrdering)}`,
    querystring: ledgerAccountListQuery,
    response: ledgerResponses.accounts,
  },
  source: { table: ledgerAccounts, id: ledgerAccounts.id },
  search: (text) =>
    sql`exists (select 1 from ${users} where ${users.id} = ${ledgerAccounts.customerId} and (${users.username} || ' ' || ${users.email}) ilike ${containing(text)})`,
  // Its customer is named by completePage, with the page's others.
  serialize: (_answer, row) =>
    serializeAccount({ ...(row as unknown as AccountRow), customer: null }) as unknown as Answer,
  completePage: async (db, answers, rows) => {
    const ids = [...new Set(rows.map((row) => row.customerId as string | null).filter(Boolean))];
    const customers = ids.length
      ? await db
          .select({ id: users.id, username: users.username, email: users.email })
          .from(users)
          .where(inArray(users.id, ids as string[]))
      : [];
    const byId = new Map(customers.map((customer) => [customer.id, customer]));
    return answers.map((answer, index) => ({
      ...answer,
      customer: byId.get(rows[index].customerId as string) ?? null,
    }));
  },
  one: {
    schema: { summary: 'A ledger account', response: ledgerResponses.account },
    read: getAccount,
  },
};

export default hooks;
