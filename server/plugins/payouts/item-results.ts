import { eq, sql } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import { serverText } from '../../../contract/messages.js';
import type { BankResult } from '../../../contract/payouts.js';
import type { Tx } from '../../db/client.js';
import { activityLogs, payoutBatchItems } from '../../db/schema.js';
import { activityNote, adminName } from '../transactions/review.js';

/** What a result did to its item: applied, unchanged (repeated), or the state it contradicts. */
export type ItemOutcome = 'applied' | 'unchanged' | 'sent' | 'paid' | 'failed' | 'draft';

/** The activity note of an applied result: paid by the bank, or failed and owed again. */
const resultNote = (
  succeeded: boolean,
  item: { amount: string; reference: string },
  reason: string | null | undefined,
) => {
  const { amount, reference } = item;
  if (succeeded) return serverText('activity.paid_by_bank', { amount, reference });
  if (!reason) return serverText('activity.payout_failed_no_reason', { amount, reference });
  if (reason === 'cancelled') {
    return serverText('activity.payout_failed_cancelled', { amount, reference });
  }
  return serverText('activity.payout_failed', { amount, reference, reason });
};

/**
 * One bank result for one item, under its batch's lock: the database applies it to a sent item
 * only (payout_item_result, migration 0023), so a repeated or contradicting result moves no money.
 * An applied result writes its card's activity row: paid, or owed again.
 */
export async function applyItemResult(
  tx: Tx,
  itemId: string,
  result: Pick<BankResult, 'status' | 'reason' | 'provider_reference'>,
  audit: { actor: { id: string; username: string } },
): Promise<ItemOutcome> {
  const succeeded = result.status === 'success';
  const { rows } = (await tx.execute(
    sql`select payout_item_result(${itemId}, ${succeeded}, ${result.reason ?? null}, ${result.provider_reference ?? null}, ${audit.actor.id}, ${audit.actor.username}) as outcome`,
  )) as unknown as { rows: { outcome: ItemOutcome }[] };
  const outcome = rows[0].outcome;
  if (outcome !== 'applied') return outcome;
  const [item] = await tx.select().from(payoutBatchItems).where(eq(payoutBatchItems.id, itemId));
  await tx.insert(activityLogs).values({
    transactionId: item.transactionId,
    performedById: audit.actor.id,
    performedByName: await adminName(tx, audit.actor.id),
    action: succeeded ? 'payment_processed' : 'other',
    newStatus: succeeded ? transactionStatus.enum.PAID : null,
    ...activityNote(resultNote(succeeded, item, result.reason)),
  });
  return outcome;
}
