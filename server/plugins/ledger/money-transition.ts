import { sql } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import { ACCEPT_BEFORE_PAYING, NOTHING_TO_PAY } from '../../../contract/ledger.js';
import type { TransactionStatus } from '../../../contract/statuses.js';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { toCents } from '../../lib/money.js';

const { PAID, ORDER_ACCEPTED, REDEEMED } = transactionStatus.enum;

/** The statuses in which a card is owed: a reviewer accepted it, and only these are paid. */
export const OWED_STATUSES: readonly TransactionStatus[] = [ORDER_ACCEPTED, REDEEMED];

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
 * Refuses (409) a payment of what no reviewer accepted, or of nothing. Asked by the review before
 * its other conditions (the second approval), so that the answer says what to do first; the
 * database refuses both as well (migrations 0014 and 0021), whoever writes.
 */
export function assertPayable(
  before: { status: TransactionStatus },
  to: { status: TransactionStatus; expectedPayout: string | null },
) {
  if (to.status !== PAID || before.status === PAID) return;
  if (!OWED_STATUSES.includes(before.status)) throw conflict(ACCEPT_BEFORE_PAYING);
  if (toCents(to.expectedPayout ?? '0') === 0n) throw conflict(NOTHING_TO_PAY);
}

/**
 * The one place where money moves (contract, "Money: the payout ledger"): every path that can
 * change what is owed or paid (a review through PATCH, bulk review or the desk, and a reversal)
 * calls it under the transaction's row lock, in the database transaction that changes it, once
 * assertPayable has let the change through. The database function of migration 0014 sets the
 * status, the expected payout and the payment, writes the ledger transfers that bring the ledger
 * to the new state and moves the brand's paid counters; it runs with the owner's rights, as the
 * app's role may write none of these itself.
 */
export async function moveMoney(
  tx: Tx,
  change: {
    id: string;
    to: { status: TransactionStatus; expectedPayout: string | null };
    actor: { id: string; username: string };
    reason?: string;
  },
): Promise<void> {
  const { id, to, actor } = change;
  await tx.execute(
    sql`select transaction_move_money(${id}, ${to.status}, ${to.expectedPayout}::numeric, ${actor.id}, ${actor.username}, ${change.reason ?? null})`,
  );
}
