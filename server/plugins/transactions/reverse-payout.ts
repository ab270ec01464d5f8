import { eq, sql } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import { ONLY_PAID_REVERSED, SECOND_REVERSAL_APPROVAL_NEEDED } from '../../../contract/ledger.js';
import { serverText } from '../../../contract/messages.js';
import { CLAWED_BACK_NOT_REVERSED } from '../../../contract/payouts.js';
import type { Database, Tx } from '../../db/client.js';
import { activityLogs, transactions } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { normalizeAmount } from '../../lib/money.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { assertNotPaidByBatch } from '../ledger/in-flight.js';
import { moveMoney } from '../ledger/money-transition.js';
import type { PayoutApprovalRule } from './payout-approval-rule.js';
import { activityNote, adminName } from './review.js';

const { PAID, ORDER_ACCEPTED } = transactionStatus.enum;

type Audit = AuditContext & { actor: { id: string; username: string } };

/** Locks a paid transaction for a reversal or its approval; 404 or 409 otherwise. */
async function lockPaid(tx: Tx, id: string) {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!row) throw notFound('Gift card submission not found.');
  if (row.status !== PAID) throw conflict(ONLY_PAID_REVERSED);
  // Under the card's lock, which a clawback takes too (ledger_clawback); the database refuses it
  // as well (migration 0030).
  if (row.clawbackAt) throw conflict(CLAWED_BACK_NOT_REVERSED);
  return row;
}

const paidAmount = (row: { finalPayout: string | null; expectedPayout: string | null }) =>
  normalizeAmount(row.finalPayout ?? row.expectedPayout ?? '0');

/**
 * Undoes a payment (contract, "Paying, and undoing a payment"): the payout_reversal transfer, the
 * transaction back to ORDER_ACCEPTED with its payment cleared, an activity row and an audit row,
 * in one database transaction. At or above the dual approval threshold a colleague's prior
 * approve_reversal is needed, and the reversal consumes it.
 */
export async function reversePayout(
  db: Database,
  input: { id: string; reason: string; audit: Audit; payouts: PayoutApprovalRule },
) {
  const { id, reason, audit } = input;
  await db.transaction(async (tx) => {
    const before = await lockPaid(tx, id);
    await assertNotPaidByBatch(tx, before);
    const amount = paidAmount(before);
    const approvedByOther =
      before.reversalApprovedById !== null && before.reversalApprovedById !== audit.actor.id;
    if (input.payouts.needsSecondApproval(amount) && !approvedByOther) {
      throw conflict(SECOND_REVERSAL_APPROVAL_NEEDED);
    }
    await tx
      .update(transactions)
      .set({ reversalApprovedById: null, reversalApprovedAt: null, updatedAt: sql`now()` })
      .where(eq(transactions.id, id));
    const after = await moveMoney(tx, {
      id,
      to: { status: ORDER_ACCEPTED, expectedPayout: before.expectedPayout },
      actor: audit.actor,
      reason,
    });
    await tx.insert(activityLogs).values({
      transactionId: id,
      performedById: audit.actor.id,
      performedByName: await adminName(tx, audit.actor.id),
      action: 'payout_reversed',
      newStatus: ORDER_ACCEPTED,
      ...activityNote(serverText('activity.payout_reversed', { amount, reason })),
    });
    await recordAudit(tx, audit, {
      action: 'transaction.payout_reversed',
      target: { type: 'transaction', id },
      summary: serverText('audit.payout_reversed', { amount, reason }),
      changes: { status: [before.status, after.status], final_payout: [amount, after.finalPayout] },
    });
  });
}

/**
 * A second staff member approves reversing a paid payout, so that another one may reverse it.
 * Stored with its activity and audit rows; the reversal it allows consumes it.
 */
export async function approveReversal(db: Database, input: { id: string; audit: Audit }) {
  const { id, audit } = input;
  await db.transaction(async (tx) => {
    const row = await lockPaid(tx, id);
    const amount = paidAmount(row);
    await tx
      .update(transactions)
      .set({
        reversalApprovedById: audit.actor.id,
        reversalApprovedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(transactions.id, id));
    await tx.insert(activityLogs).values({
      transactionId: id,
      performedById: audit.actor.id,
      performedByName: await adminName(tx, audit.actor.id),
      action: 'reversal_approved',
      newStatus: null,
      ...activityNote(serverText('activity.reversal_approved', { amount })),
    });
    await recordAudit(tx, audit, {
      action: 'transaction.reversal_approved',
      target: { type: 'transaction', id },
      summary: serverText('audit.reversal_approved', { amount }),
      changes: { reversal_approval: [null, amount] },
    });
  });
}
