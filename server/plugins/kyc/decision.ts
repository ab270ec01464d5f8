import { and, eq, inArray, sql } from 'drizzle-orm';
import type { KycDecisionBody } from '../../../contract/kyc.js';
import { IDENTITY_DOCUMENTS } from '../../../contract/kyc-documents.js';
import { serverText } from '../../../contract/messages.js';
import type { Database, Executor, Tx } from '../../db/client.js';
import { kycDocuments, kycTierRequests, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
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

type CustomerRow = typeof users.$inferSelect;
type TierRow = Awaited<ReturnType<typeof tierOf>>;

/** The tier a second member of staff is waiting to confirm, or null. */
export async function tierRequestOf(db: Executor, customerId: string) {
  const [row] = await db
    .select()
    .from(kycTierRequests)
    .where(eq(kycTierRequests.userId, customerId));
  return row ?? null;
}

export const serializeTierRequest = (row: typeof kycTierRequests.$inferSelect | null) =>
  row && {
    tier: row.tier,
    requested_by: { id: row.requestedById, username: row.requestedByUsername },
    requested_at: row.requestedAt.toISOString(),
  };

/**
 * Refuses (400) a tier whose requirements the customer's documents do not cover: those approved,
 * and those waiting, which the approval decides. `identity_document` is any identity document.
 */
async function assertDocumentsCover(tx: Executor, customerId: string, tier: TierRow) {
  const sent = new Set(
    (
      await tx
        .select({ type: kycDocuments.type })
        .from(kycDocuments)
        .where(
          and(
            eq(kycDocuments.userId, customerId),
            inArray(kycDocuments.status, ['approved', 'pending']),
          ),
        )
    ).map((row) => row.type as string),
  );
  const missing = tier.requires.filter((requirement) =>
    requirement === 'identity_document'
      ? !IDENTITY_DOCUMENTS.some((type) => sent.has(type))
      : !sent.has(requirement),
  );
  if (!missing.length) return;
  const text = serverText('kyc.documents_missing', {
    tier: tier.tier,
    missing: missing.join(', '),
  });
  throw badRequest(text, { tier: [text.english] });
}

/** The customer's row, locked for the decision; 404 for anyone but a customer. */
async function lockedCustomer(tx: Tx, customerId: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, 'customer')))
    .for('no key update');
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

/**
 * Writes a decision: approved, the customer moves to `tier` and their waiting documents are
 * approved; rejected, they keep their tier, with the reason. A tier waiting for confirmation is
 * dropped either way. Audited `user.kyc_decided`; the customer is notified.
 */
async function applyDecision(
  tx: Tx,
  audit: AuditContext,
  before: CustomerRow,
  decision: { approved: boolean; tier: number; reason: string | null },
) {
  const { approved, tier, reason } = decision;
  const [after] = await tx
    .update(users)
    .set({
      kycTier: tier,
      kycStatus: approved ? 'approved' : 'rejected',
      kycReviewedAt: sql`now()`,
      kycReason: reason,
    })
    .where(eq(users.id, before.id))
    .returning();
  await tx
    .update(kycDocuments)
    .set({ status: approved ? 'approved' : 'rejected', reviewedAt: sql`now()` })
    .where(and(eq(kycDocuments.userId, before.id), eq(kycDocuments.status, 'pending')));
  await tx.delete(kycTierRequests).where(eq(kycTierRequests.userId, before.id));
  await recordAudit(tx, audit, {
    action: 'user.kyc_decided',
    target: { type: 'user', id: before.id },
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
    recipientId: before.id,
    kind: approved ? 'kyc_approved' : 'kyc_rejected',
    subjectId: null,
    text: approved
      ? serverText('customer_notification.kyc_approved', { tier })
      : serverText('customer_notification.kyc_rejected', { reason }),
  });
}

/**
 * A decision on a customer's documents (contract, "Round four"): approved, the customer moves to
 * the tier given once their documents cover what it requires (400 naming what is missing); a
 * raise to a tier at or above `fourEyesTier` only waits for another member of staff to confirm it
 * (`requested`, audited `user.kyc_tier_requested`). Rejected, they keep theirs, with the reason.
 */
export async function decideKyc(
  db: Database,
  audit: AuditContext & { actor: { id: string; username: string } },
  customerId: string,
  body: KycDecisionBody,
  fourEyesTier: number,
): Promise<'decided' | 'requested'> {
  return db.transaction(async (tx) => {
    const before = await lockedCustomer(tx, customerId);
    const reason = body.reason || null;
    if (body.decision === 'reject') {
      await applyDecision(tx, audit, before, { approved: false, tier: before.kycTier, reason });
      return 'decided';
    }
    const tier = await tierOf(tx, body.tier);
    await assertDocumentsCover(tx, customerId, tier);
    if (tier.tier < fourEyesTier || tier.tier <= before.kycTier) {
      await applyDecision(tx, audit, before, { approved: true, tier: tier.tier, reason });
      return 'decided';
    }
    const request = {
      tier: tier.tier,
      requestedById: audit.actor.id,
      requestedByUsername: audit.actor.username,
      requestedAt: sql`now()`,
    };
    await tx
      .insert(kycTierRequests)
      .values({ userId: customerId, ...request })
      .onConflictDoUpdate({ target: kycTierRequests.userId, set: request });
    await recordAudit(tx, audit, {
      action: 'user.kyc_tier_requested',
      target: { type: 'user', id: customerId },
      summary: serverText('audit.kyc_tier_requested', {
        username: before.username,
        tier: tier.tier,
      }),
      changes: { kyc_tier_requested: [null, tier.tier] },
    });
    return 'requested';
  });
}

/**
 * Another member of staff confirms the tier asked for (four eyes): 409 when none waits or when the
 * one who asked confirms; the documents are checked again, then it is decided as an approval.
 * Audited `user.kyc_tier_approved` besides the decision's own row.
 */
export async function approveTier(
  db: Database,
  audit: AuditContext & { actor: { id: string; username: string } },
  customerId: string,
) {
  await db.transaction(async (tx) => {
    const before = await lockedCustomer(tx, customerId);
    const [request] = await tx
      .select()
      .from(kycTierRequests)
      .where(eq(kycTierRequests.userId, customerId))
      .for('update');
    if (!request) throw conflict(serverText('kyc.no_tier_request'));
    if (request.requestedById === audit.actor.id) {
      throw conflict(serverText('kyc.confirm_by_another'));
    }
    const tier = await tierOf(tx, request.tier);
    await assertDocumentsCover(tx, customerId, tier);
    await applyDecision(tx, audit, before, { approved: true, tier: tier.tier, reason: null });
    await recordAudit(tx, audit, {
      action: 'user.kyc_tier_approved',
      target: { type: 'user', id: customerId },
      summary: serverText('audit.kyc_tier_approved', {
        username: before.username,
        tier: tier.tier,
      }),
      changes: { kyc_tier: [before.kycTier, tier.tier] },
    });
  });
}
