import { and, eq, sql } from 'drizzle-orm';
import type { KycDecisionBody } from '../../../contract/kyc.js';
import { serverText } from '../../../contract/messages.js';
import type { Database, Executor } from '../../db/client.js';
import { kycDocuments, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { notifyCustomer } from '../customer-notifications/notify.js';
import { tierOf } from './tiers.js';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

/** A customer's row, or 404 (staff accounts have no KYC). */
export async function customerRow(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')));
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

/**
 * A decision on a customer's documents: approved, they move to the tier given; rejected, they keep
 * theirs, with the reason. The documents waiting take the decision; audited `user.kyc_decided`;
 * the customer is notified (`GET /notifications/`).
 */
export async function decideKyc(
  db: Database,
  audit: AuditContext,
  customerId: string,
  body: KycDecisionBody,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, customerId), eq(users.role, 'customer')))
      .for('no key update');
    if (!before) throw notFound(CUSTOMER_NOT_FOUND);
    const approved = body.decision === 'approve';
    const tier = approved ? (await tierOf(tx, body.tier)).tier : before.kycTier;
    const reason = body.reason || null;
    const [after] = await tx
      .update(users)
      .set({
        kycTier: tier,
        kycStatus: approved ? 'approved' : 'rejected',
        kycReviewedAt: sql`now()`,
        kycReason: reason,
      })
      .where(eq(users.id, customerId))
      .returning();
    await tx
      .update(kycDocuments)
      .set({ status: approved ? 'approved' : 'rejected', reviewedAt: sql`now()` })
      .where(and(eq(kycDocuments.userId, customerId), eq(kycDocuments.status, 'pending')));
    await recordAudit(tx, audit, {
      action: 'user.kyc_decided',
      target: { type: 'user', id: customerId },
      summary: approved
        ? serverText('audit.kyc_approved', { username: before.username, tier })
        : serverText('audit.kyc_rejected', { username: before.username, reason }),
      changes: {
        kyc_tier: [before.kycTier, tier],
        kyc_status: [before.kycStatus, after.kycStatus],
        ...(reason ? { kyc_reason: [before.kycReason, reason] } : {}),
      },
    });
    // The customer is told: their new tier, or why not and to send the documents again.
    await notifyCustomer(tx, {
      recipientId: customerId,
      kind: approved ? 'kyc_approved' : 'kyc_rejected',
      subjectId: null,
      text: approved
        ? serverText('customer_notification.kyc_approved', { tier })
        : serverText('customer_notification.kyc_rejected', { reason }),
    });
    return after;
  });
}
