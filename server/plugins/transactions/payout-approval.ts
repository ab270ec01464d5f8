import { eq, sql } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import { serverText } from '../../../contract/messages.js';
import type { Database } from '../../db/client.js';
import { activityLogs, transactions } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { owedStatus } from '../ledger/money-transition.js';
import { activityNote, adminName } from './review.js';

export const ALREADY_PAID = 'This payout has already been paid.';
export const NO_PAYOUT = 'There is no expected payout to approve yet.';
export const ACCEPT_BEFORE_APPROVING =
  'Only an accepted card’s payout is approved: accept it first (Order Accepted or Redeemed).';

/**
 * A staff member approves the expected payout as it stands, so that another one may pay it
 * (dual approval). Only an accepted card's payout is approved; the database keeps the approval no
 * longer than that (migration 0021). The approval, its activity log row and its audit row are
 * stored together.
 */
export async function approvePayout(
  db: Database,
  input: { id: string; audit: AuditContext & { actor: { id: string } } },
) {
  const { id, audit } = input;
  const approverId = audit.actor.id;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: transactions.status,
        expectedPayout: transactions.expectedPayout,
        owed: owedStatus,
      })
      .from(transactions)
      .where(eq(transactions.id, id))
      .for('update');
    if (!row) throw notFound('Gift card submission not found.');
    if (row.status === transactionStatus.enum.PAID) throw conflict(ALREADY_PAID);
    if (!row.owed) throw conflict(ACCEPT_BEFORE_APPROVING);
    if (row.expectedPayout === null) throw conflict(NO_PAYOUT);
    await tx
      .update(transactions)
      .set({
        payoutApprovedById: approverId,
        payoutApprovedAt: sql`now()`,
        payoutApprovedAmount: row.expectedPayout,
        updatedAt: sql`now()`,
      })
      .where(eq(transactions.id, id));
    await tx.insert(activityLogs).values({
      transactionId: id,
      performedById: approverId,
      performedByName: await adminName(tx, approverId),
      action: 'payout_approved',
      newStatus: null,
      ...activityNote(serverText('activity.payout_approved', { amount: row.expectedPayout })),
    });
    await recordAudit(tx, audit, {
      action: 'transaction.payout_approved',
      target: { type: 'transaction', id },
      summary: serverText('audit.payout_approved', { amount: row.expectedPayout }),
      changes: { payout_approval: [null, row.expectedPayout] },
    });
  });
}
