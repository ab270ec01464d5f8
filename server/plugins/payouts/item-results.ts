import { sql } from 'drizzle-orm';
import type { BankResult } from '../../../contract/payouts.js';
import type { Tx } from '../../db/client.js';
import { adminName } from '../transactions/review.js';

/**
 * What a result did to its item: applied, unchanged (repeated), unmatched (no item of the batch
 * has its reference), or the state it contradicts.
 */
export type ItemOutcome =
  | 'applied'
  | 'unchanged'
  | 'unmatched'
  | 'sent'
  | 'paid'
  | 'failed'
  | 'draft';

/**
 * A batch's bank results, under its lock, in one call: the database applies the first result
 * given for each sent item once (payout_batch_results, migration 0030), with its transfers, its
 * card's payment and activity row, so that a repeated or contradicting result moves no money.
 * Answers each result's outcome, in the order given.
 */
export async function applyResults(
  tx: Tx,
  batchId: string,
  results: Pick<BankResult, 'reference' | 'status' | 'reason' | 'provider_reference'>[],
  audit: { actor: { id: string; username: string } },
): Promise<ItemOutcome[]> {
  if (results.length === 0) return [];
  const given = results.map(({ reference, status, reason, provider_reference }) => ({
    reference,
    status,
    reason: reason ?? null,
    provider_reference: provider_reference ?? null,
  }));
  const { rows } = (await tx.execute(
    sql`select result_outcome as outcome from payout_batch_results(${batchId}, ${JSON.stringify(given)}::jsonb, ${audit.actor.id}, ${audit.actor.username}, ${await adminName(tx, audit.actor.id)}) order by result_ord`,
  )) as unknown as { rows: { outcome: ItemOutcome }[] };
  return rows.map((row) => row.outcome);
}
