import { eq, sql } from 'drizzle-orm';
import type { ActivityAction } from '../../../contract/enums.js';
import {
  TRANSACTION_STATUSES,
  type TransactionStatus,
  transactionStatus,
} from '../../../contract/statuses.js';
import { SECOND_APPROVAL_NEEDED, type TransactionReview } from '../../../contract/transactions.js';
import type { Database, Tx } from '../../db/client.js';
import { activityLogs, brands, transactions, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { normalizeAmount, toCents } from './money.js';

const { PAID, REJECTED } = transactionStatus.enum;

export const PAYOUT_OVER_VALUE = 'Expected payout cannot exceed the card value.';

interface Before {
  status: TransactionStatus;
  expectedPayout: string | null;
  offeredRate: string | null;
  adminNotes: string;
  rejectionReason: string;
}

/** Text the admin wrote in this review: a field sent back as it was stored says nothing new. */
const newText = (sent: string | undefined, stored: string) =>
  sent !== undefined && sent !== stored ? sent : '';

const sameAmount = (a: string | null, b: string) => a !== null && toCents(a) === toCents(b);

/**
 * The activity a review records: PAID → payment_processed, REJECTED → rejection, any other
 * status change → status_update, a payout or rate change alone → review_completed, else other.
 * The notes are what the admin newly wrote, else a short description of the change.
 */
export function reviewActivity(
  before: Before,
  body: TransactionReview,
): { action: ActivityAction; notes: string } {
  const written = newText(body.admin_notes, before.adminNotes);
  // The notes are read by people long after the change: they name the statuses by their labels.
  const from = TRANSACTION_STATUSES[before.status].display;
  const to = TRANSACTION_STATUSES[body.status].display;
  if (body.status !== before.status) {
    if (body.status === PAID) {
      return {
        action: 'payment_processed',
        notes: written || `Payment of $${normalizeAmount(body.expected_payout)} processed.`,
      };
    }
    if (body.status === REJECTED) {
      return {
        action: 'rejection',
        notes:
          newText(body.rejection_reason, before.rejectionReason) ||
          written ||
          `Status changed from ${from} to ${to}.`,
      };
    }
    return { action: 'status_update', notes: written || `Status changed from ${from} to ${to}.` };
  }
  if (
    !sameAmount(before.expectedPayout, body.expected_payout) ||
    !sameAmount(before.offeredRate, body.offered_rate)
  ) {
    const description = `Expected payout set to $${normalizeAmount(body.expected_payout)} at ${normalizeAmount(body.offered_rate)}%.`;
    return { action: 'review_completed', notes: written || description };
  }
  return { action: 'other', notes: written || 'Notes updated.' };
}

/** Name kept on the log row: the admin's full name, else their username. */
export async function adminName(tx: Tx, id: string) {
  const [admin] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, id));
  if (!admin) return 'Unknown admin';
  return `${admin.firstName} ${admin.lastName}`.trim() || admin.username;
}

/** Whether `approval` lets `payer` pay `payout`: made by someone else, for that very amount. */
function approvedForPayer(
  approval: { byId: string | null; amount: string | null },
  payer: string,
  payout: string,
) {
  return approval.byId !== null && approval.byId !== payer && sameAmount(approval.amount, payout);
}

/**
 * Applies an admin's review in one database transaction: locks the row, updates it, writes its
 * activity log row and moves the brand's paid counters when the status enters or leaves PAID.
 * Either all of it is stored or none of it. A payout at or above `dualApprovalThreshold` is paid
 * only with another staff member's prior approval of that amount; a changed payout voids it.
 */
export async function reviewTransaction(
  db: Database,
  input: { id: string; adminId: string; body: TransactionReview; dualApprovalThreshold: string },
): Promise<void> {
  const { id, adminId, body } = input;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, id))
      .for('update');
    if (!before) throw notFound('Gift card submission not found.');
    // Nobody buys a card for more than it is worth; this also bounds every counter it moves.
    if (toCents(body.expected_payout) > toCents(before.cardValue)) {
      throw badRequest(PAYOUT_OVER_VALUE, { expected_payout: [PAYOUT_OVER_VALUE] });
    }
    const { action, notes } = reviewActivity(before, body);
    const entersPaid = body.status === PAID && before.status !== PAID;
    const leavesPaid = before.status === PAID && body.status !== PAID;
    const expectedPayout = normalizeAmount(body.expected_payout);
    const payoutChanged = !sameAmount(before.expectedPayout, expectedPayout);
    if (
      entersPaid &&
      toCents(expectedPayout) >= toCents(input.dualApprovalThreshold) &&
      !approvedForPayer(
        { byId: before.payoutApprovedById, amount: before.payoutApprovedAmount },
        adminId,
        expectedPayout,
      )
    ) {
      throw conflict(SECOND_APPROVAL_NEEDED);
    }

    await tx
      .update(transactions)
      .set({
        status: body.status,
        expectedPayout,
        offeredRate: normalizeAmount(body.offered_rate),
        ...(body.admin_notes !== undefined && { adminNotes: body.admin_notes }),
        ...(body.rejection_reason !== undefined && { rejectionReason: body.rejection_reason }),
        // A payment pays the expected payout; undoing it clears the payment. A transaction that
        // stays PAID keeps the amount and time it was paid.
        ...(entersPaid && { finalPayout: expectedPayout, paidAt: sql`now()` }),
        ...(leavesPaid && { finalPayout: null, paidAt: null }),
        ...(payoutChanged && {
          payoutApprovedById: null,
          payoutApprovedAt: null,
          payoutApprovedAmount: null,
        }),
        updatedAt: sql`now()`,
      })
      .where(eq(transactions.id, id));

    await tx.insert(activityLogs).values({
      transactionId: id,
      performedById: adminId,
      performedByName: await adminName(tx, adminId),
      action,
      newStatus: body.status,
      notes,
    });

    if (entersPaid || leavesPaid) {
      const amount = entersPaid ? expectedPayout : (before.finalPayout ?? '0');
      const sign = entersPaid ? 1 : -1;
      await tx
        .update(brands)
        .set({
          paidCount: sql`${brands.paidCount} + ${sign}`,
          paidPayoutTotal: sql`${brands.paidPayoutTotal} + ${sign} * ${amount}::numeric`,
        })
        .where(eq(brands.id, before.brandId));
    }
  });
}
