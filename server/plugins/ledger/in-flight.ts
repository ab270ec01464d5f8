import { and, eq, gte } from 'drizzle-orm';
import { PAID_BY_BATCH, sentInBatch } from '../../../contract/payouts.js';
import type { Executor } from '../../db/client.js';
import { payoutBatchItems } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';

/**
 * Refuses (409, naming the batch) a change of a transaction whose payout is sent to the bank and
 * not yet answered (contract, "Batches"). Asked under the transaction's row lock, which the
 * batch's submit and results take too; the database refuses the change as well (migration 0023).
 */
export async function assertNotInFlight(tx: Executor, transactionId: string) {
  const [sent] = await tx
    .select({ batchId: payoutBatchItems.batchId })
    .from(payoutBatchItems)
    .where(
      and(eq(payoutBatchItems.transactionId, transactionId), eq(payoutBatchItems.state, 'sent')),
    )
    .limit(1);
  if (sent) throw conflict(sentInBatch(sent.batchId));
}

/**
 * Refuses (409) reversing a payment the bank made through a batch: the money has left, and only a
 * clawback recovers it. The database refuses it as well (migration 0023).
 */
export async function assertNotPaidByBatch(
  tx: Executor,
  transaction: { id: string; paidAt: Date | null },
) {
  if (!transaction.paidAt) return;
  const [paid] = await tx
    .select({ id: payoutBatchItems.id })
    .from(payoutBatchItems)
    .where(
      and(
        eq(payoutBatchItems.transactionId, transaction.id),
        eq(payoutBatchItems.state, 'paid'),
        gte(payoutBatchItems.resultAt, transaction.paidAt),
      ),
    )
    .limit(1);
  if (paid) throw conflict(PAID_BY_BATCH);
}
