import { getTableColumns, sql } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import { ACCEPT_BEFORE_PAYING, NOTHING_TO_PAY } from '../../../contract/ledger.js';
import type { TransactionStatus } from '../../../contract/statuses.js';
import type { Tx } from '../../db/client.js';
import { transactions } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { toCents } from '../../lib/money.js';

const { PAID } = transactionStatus.enum;

/**
 * Whether a row's status is owed (a reviewer accepted it: only these are paid), asked of the
 * database's one definition in the statement that locks the row.
 */
export const owedStatus = sql<boolean>`transaction_status_owed(${transactions.status})`.as('owed');

/**
 * Refuses (409) a payment of what no reviewer accepted, or of nothing. Asked by the review before
 * its other conditions (the second approval), so that the answer says what to do first; the
 * database refuses both as well (transaction_controls_follow, transaction_move_money), whoever
 * writes. `owed` is the locked row's `owedStatus`.
 */
export function assertPayable(
  before: { status: TransactionStatus; owed: boolean },
  to: { status: TransactionStatus; expectedPayout: string | null },
) {
  if (to.status !== PAID || before.status === PAID) return;
  if (!before.owed) throw conflict(ACCEPT_BEFORE_PAYING);
  if (toCents(to.expectedPayout ?? '0') === 0n) throw conflict(NOTHING_TO_PAY);
}

/** The function's answer, a row of the table, read through each column's own decoding. */
const WRITTEN_ROW = Object.fromEntries(
  Object.entries(getTableColumns(transactions)).map(([key, column]) => [
    key,
    sql`${sql.identifier(column.name)}`.mapWith(column),
  ]),
);

/**
 * A review's own fields, written by transaction_move_money in the same UPDATE as the money (each
 * only when given; the function refuses any other key): the offered rate, the notes, the
 * rejection reason, the end of the reviewer's claim, and a rate override's reason (the actor and
 * the time are its author).
 */
export interface ReviewFields {
  offered_rate?: string;
  admin_notes?: string;
  rejection_reason?: string;
  release_claim?: true;
  rate_override_reason?: string;
}

/**
 * The one place where money moves (contract, "Money: the payout ledger"): every path that can
 * change what is owed or paid (a review through PATCH, bulk review or the desk, and a reversal)
 * calls it under the transaction's row lock, in the database transaction that changes it, once
 * assertPayable has let the change through. The database function transaction_move_money writes
 * the card's row once (the status, the expected payout, the payment and the review's own fields),
 * writes the ledger transfers that bring the ledger to the new state and moves the brand's paid
 * counters; it runs with the owner's rights, as the app's role may write none of these itself.
 * Answers the row as the database wrote it: what the callers' audit rows say.
 */
export async function moveMoney(
  tx: Tx,
  change: {
    id: string;
    to: { status: TransactionStatus; expectedPayout: string | null };
    actor: { id: string; username: string };
    reason?: string;
    review?: ReviewFields;
  },
): Promise<typeof transactions.$inferSelect> {
  const { id, to, actor } = change;
  const [written] = await tx
    .select(WRITTEN_ROW)
    .from(
      sql`transaction_move_money(${id}, ${to.status}, ${to.expectedPayout}::numeric, ${actor.id}, ${actor.username}, ${change.reason ?? null}, ${JSON.stringify(change.review ?? {})}::jsonb)`,
    );
  return written as typeof transactions.$inferSelect;
}
