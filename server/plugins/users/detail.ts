import type { Executor } from '../../db/client.js';
import { balanceOwed } from '../ledger/service.js';
import { balanceReceivable } from '../payouts/clawbacks.js';
import { payoutAccountOf } from '../payouts/destinations.js';
import { serializeUser } from './serialize.js';

/** A user as their page shows them: the account, what is owed either way, and the payout account. */
export const userDetail = async (db: Executor, user: Parameters<typeof serializeUser>[0]) => ({
  ...serializeUser(user),
  balance_owed: await balanceOwed(db, user.id),
  balance_receivable: await balanceReceivable(db, user.id),
  payout_account: await payoutAccountOf(db, user.id),
});
