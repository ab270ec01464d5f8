import { sql } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import { NOTHING_TO_PAY } from '../../../contract/ledger.js';
import type { TransactionStatus } from '../../../contract/statuses.js';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { toCents } from '../../lib/money.js';

const { PAID } = transactionStatus.enum;

interface MoneyState {
  status: TransactionStatus;
  expectedPayout: string | null;
  finalPayout: string | null;
}

/**
 * What a change of status and expected payout leaves in a transaction's money fields: a payment
 * pays the expected payout, undoing it clears the payment, and a transaction that stays PAID
 * keeps the amount it was paid. transaction_move_money writes exactly this; the callers' audit
 * rows say it before it is written.
 */
export function moneyAfter(
  before: MoneyState,
  to: { status: TransactionStatus; expectedPayout: string },
): MoneyState {
  const entersPaid = to.status === PAID && before.status !== PAID;
  const leavesPaid = before.status === PAID && to.status !== PAID;
  return {
    status: to.status,
    expectedPayout: to.expectedPayout,
    finalPayout: entersPaid ? to.expectedPayout : leavesPaid ? null : before.finalPayout,
  };
}

/**
 * The one place where money moves (contract, "Money: the payout ledger"): every path that can
 * change what is owed or paid (a review through PATCH, bulk review or the desk, and a reversal)
 * calls it under the transaction's row lock, in the database transaction that changes it. The
 * database function of migration 0014 sets the status, the expected payout and the payment, writes
 * the ledger transfers that bring the ledger to the new state and moves the brand's paid counters;
 * it runs with the owner's rights, as the app's role may write none of these itself.
 */
export async function moveMoney(
  tx: Tx,
  change: {
    id: string;
    before: { status: TransactionStatus };
    to: { status: TransactionStatus; expectedPayout: string | null };
    actor: { id: string; username: string };
    reason?: string;
  },
): Promise<void> {
  const { id, before, to, actor } = change;
  if (to.status === PAID && before.status !== PAID && toCents(to.expectedPayout ?? '0') === 0n) {
    throw conflict(NOTHING_TO_PAY);
  }
  await tx.execute(
    sql`select transaction_move_money(${id}, ${to.status}, ${to.expectedPayout}::numeric, ${actor.id}, ${actor.username}, ${change.reason ?? null})`,
  );
}
