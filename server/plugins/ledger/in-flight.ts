import { and, eq, gte, inArray } from 'drizzle-orm';
import { PAID_BY_BATCH } from '../../../contract/payouts.js';
import type { Executor } from '../../db/client.js';
import { payoutBatchItems } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';

/**
 * An item the bank may still pay: sent, or waiting for its result after its batch was cancelled
 * once the file had left (api-contract.md, "Round four").
 */
export const IN_FLIGHT_ITEM_STATES = ['sent', 'cancel_requested'] as const;

/** The batch whose sent item carries this transaction's payout to the bank, or null. */
export async function sentBatchOf(tx: Executor, transactionId: string): Promise<string | null> {
  const [sent] = await tx
    .select({ batchId: payoutBatchItems.batchId })
    .from(payoutBatchItems)
    .where(
      and(
        eq(payoutBatchItems.transactionId, transactionId),
        inArray(payoutBatchItems.state, IN_FLIGHT_ITEM_STATES),
      ),
    )
    .limit(1);
  return sent?.batchId ?? null;
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
