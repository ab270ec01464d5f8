import { and, eq, sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import {
  BATCH_APPROVED_BY_CREATOR,
  BATCH_NEEDS_APPROVAL,
  BATCH_NOT_CHANGEABLE,
  BATCH_SETTLED,
} from '../../../contract/payouts.js';
import type { Database } from '../../db/client.js';
import { payoutBatches, payoutBatchItems } from '../../db/schema.js';
import { conflict, isRefusedBy } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { adminName } from '../transactions/review.js';
import { type BatchApprovalRule, lockBatch } from './batch-rows.js';
import { applyResults } from './item-results.js';

type Audit = AuditContext & { actor: { id: string; username: string } };
type Step = { id: string; audit: Audit; rule: BatchApprovalRule };

/**
 * A colleague approves a draft batch: someone with transactions.pay other than its creator. An
 * approved batch no longer changes. Approving it again changes nothing.
 */
export async function approveBatch(db: Database, { id, audit }: Step) {
  await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, id);
    if (batch.state === 'approved') return;
    if (batch.state !== 'draft') throw conflict(BATCH_NOT_CHANGEABLE);
    if (batch.createdById === audit.actor.id) throw conflict(BATCH_APPROVED_BY_CREATOR);
    await tx
      .update(payoutBatches)
      .set({
        state: 'approved',
        approvedById: audit.actor.id,
        approvedByUsername: audit.actor.username,
        approvedAt: sql`now()`,
      })
      .where(eq(payoutBatches.id, id));
    await recordAudit(tx, audit, {
      action: 'payout_batch.approve',
      target: { type: 'payout_batch', id },
      summary: serverText('audit.batch_approved'),
      changes: { state: ['draft', 'approved'] },
    });
  });
}

/**
 * Sends a batch (contract, "Batches"): its items' clawback offsets and pending transfers, and the
 * activity of the cards an offset pays whole, in one database transaction (payout_batch_submit,
 * migrations 0023, 0030 and 0031); a batch at or over the thresholds only once approved by a
 * colleague, as the database decides. Submitting a submitted or settled batch again changes
 * nothing.
 */
export async function submitBatch(db: Database, { id, audit, rule }: Step) {
  await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, id);
    if (batch.state === 'submitted' || batch.state === 'settled') return;
    if (batch.state === 'cancelled') throw conflict(BATCH_NOT_CHANGEABLE);
    // The database checks the approval under the batch's lock (payout_batch_submit, migrations
    // 0030 and 0031): a batch at or over the thresholds is sent once approved by someone not its
    // creator.
    const { rows } = (await tx
      .execute(
        sql`select payout_batch_submit(${id}, ${audit.actor.id}, ${audit.actor.username}, ${await adminName(tx, audit.actor.id)}, ${rule.batchThreshold}::numeric, ${rule.itemThreshold}::numeric) as sent`,
      )
      .catch((error: unknown) => {
        throw isRefusedBy(error, 'payout_batch_approval') ? conflict(BATCH_NEEDS_APPROVAL) : error;
      })) as unknown as { rows: { sent: number }[] };
    await recordAudit(tx, audit, {
      action: 'payout_batch.submit',
      target: { type: 'payout_batch', id },
      summary: serverText('audit.batch_submitted', { sent: rows[0].sent }),
      changes: { state: [batch.state, 'submitted'], sent: [null, rows[0].sent] },
    });
  });
}

/**
 * Drops a draft or approved batch. A submitted batch whose file nobody downloaded yet: its sent
 * items fail with the reason "cancelled" (payout_failed) and their cards are owed again. Once the
 * file has left, the bank may pay them anyway: they wait for its result instead
 * (payout_batch_cancel_after_file), so no card is paid twice. A settled batch is not cancelled.
 */
export async function cancelBatch(db: Database, { id, audit }: Step) {
  await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, id);
    if (batch.state === 'cancelled') return;
    if (batch.state === 'settled') throw conflict(BATCH_SETTLED);
    let failed = 0;
    let waiting = 0;
    if (batch.state === 'submitted') {
      const { rows } = (await tx.execute(
        sql`select payout_batch_cancel_after_file(${id}) as waiting`,
      )) as unknown as { rows: { waiting: number }[] };
      waiting = rows[0].waiting;
      const sent = await tx
        .select({ reference: payoutBatchItems.reference })
        .from(payoutBatchItems)
        .where(and(eq(payoutBatchItems.batchId, id), eq(payoutBatchItems.state, 'sent')))
        .orderBy(payoutBatchItems.transactionId);
      const outcomes = await applyResults(
        tx,
        id,
        sent.map(({ reference }) => ({
          reference,
          status: 'failed' as const,
          reason: 'cancelled',
        })),
        audit,
      );
      failed = outcomes.filter((outcome) => outcome === 'applied').length;
    } else {
      await tx
        .update(payoutBatchItems)
        .set({ open: false })
        .where(eq(payoutBatchItems.batchId, id));
    }
    await tx
      .update(payoutBatches)
      .set({ state: 'cancelled', cancelledAt: sql`now()` })
      .where(eq(payoutBatches.id, id));
    await recordAudit(tx, audit, {
      action: 'payout_batch.cancel',
      target: { type: 'payout_batch', id },
      summary: waiting
        ? serverText('audit.batch_cancelled_waiting', { waiting })
        : failed
          ? serverText('audit.batch_cancelled_failed', { failed })
          : serverText('audit.batch_cancelled'),
      changes: { state: [batch.state, 'cancelled'], ...(waiting && { waiting: [null, waiting] }) },
    });
  });
}
