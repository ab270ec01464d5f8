import { inArray, sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import {
  BATCH_EMPTY,
  type CreateBatchBody,
  MAX_BATCH_ITEMS,
  type SkipReason,
} from '../../../contract/payouts.js';
import type { Database } from '../../db/client.js';
import { payoutBatches, payoutBatchItems, transactions } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { overKycLimit } from '../kyc/limits.js';

type Audit = AuditContext & { actor: { id: string; username: string } };

interface Candidate {
  id: string;
  user_id: string;
  owed_status: boolean;
  owed: string;
  open_batch: string | null;
  bank_code: string | null;
  bank_name: string | null;
  account_number_sealed: string | null;
  account_number_last4: string | null;
  account_name: string | null;
}

/**
 * The transactions asked for (or every one owed; oldest first, at most a batch's worth), with
 * what decides whether they go in: their status, what the ledger says they owe, an open batch
 * holding them, their customer's destination.
 */
function candidates(body: CreateBatchBody) {
  const chosen = body.all_owed
    ? sql`transaction_status_owed(t.status) and not exists (
        select 1 from payout_batch_items o where o.transaction_id = t.id and o.open)
      order by t.created_at, t.id limit ${MAX_BATCH_ITEMS}`
    : sql`t.id in (${sql.join(
        [...new Set(body.transaction_ids)].map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by t.created_at, t.id`;
  return sql`
    select t.id, t.user_id, transaction_status_owed(t.status) as owed_status,
      (select coalesce(sum(e.owed), 0) from ledger_transfer_effects e where e.transaction_id = t.id)::text as owed,
      (select o.batch_id from payout_batch_items o where o.transaction_id = t.id and o.open) as open_batch,
      a.bank_code, a.bank_name, a.account_number_sealed, a.account_number_last4, a.account_name
    from gift_card_transactions t left join payout_accounts a on a.user_id = t.user_id
    where ${chosen}`;
}

function skipReasonOf(row: Candidate): SkipReason | null {
  if (!row.owed_status) return 'not_accepted';
  if (Number(row.owed) <= 0) return 'nothing_owed';
  if (row.open_batch) return 'in_open_batch';
  if (!row.account_number_sealed) return 'no_payout_account';
  return null;
}

/**
 * A draft batch of what is owed (contract, "Batches"): one item per transaction that owes
 * something, is in no other open batch, whose customer has a destination and stays within their
 * KYC limits (when enforced); the others skipped
 * with their reason. The open-batch index decides a race between two drafts: an item it refuses is
 * skipped as in an open batch. Audited in the same database transaction.
 */
export async function createBatch(db: Database, input: { body: CreateBatchBody; audit: Audit }) {
  const { body, audit } = input;
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(candidates(body))) as unknown as { rows: Candidate[] };
    const found = new Set(rows.map((row) => row.id));
    const skipped: { transaction_id: string; reason: SkipReason }[] = [
      ...new Set(body.transaction_ids ?? []),
    ]
      .filter((id) => !found.has(id))
      .map((id) => ({ transaction_id: id, reason: 'not_found' }));
    const payable: Candidate[] = [];
    for (const row of rows) {
      const reason = skipReasonOf(row);
      if (reason) skipped.push({ transaction_id: row.id, reason });
      else payable.push(row);
    }
    const overLimit = await overKycLimit(
      tx,
      payable.map((row) => ({ transactionId: row.id, customerId: row.user_id, amount: row.owed })),
    );
    const eligible = payable.filter((row) => !overLimit.has(row.id));
    for (const id of overLimit) skipped.push({ transaction_id: id, reason: 'kyc_limit' });
    // The cards and the open-batch index are taken in one order, by id, as every other step
    // takes the cards: two drafts, or a draft and a submit, never wait on each other.
    eligible.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (eligible.length) {
      await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(
          inArray(
            transactions.id,
            eligible.map((row) => row.id),
          ),
        )
        .orderBy(transactions.id)
        .for('key share');
    }
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        note: body.note || null,
        createdById: audit.actor.id,
        createdByUsername: audit.actor.username,
      })
      .returning();
    const inserted = eligible.length
      ? await tx
          .insert(payoutBatchItems)
          .values(
            eligible.map((row) => ({
              batchId: batch.id,
              transactionId: row.id,
              customerId: row.user_id,
              amount: row.owed,
              bankCode: row.bank_code as string,
              bankName: row.bank_name as string,
              accountNumberSealed: row.account_number_sealed as string,
              accountNumberLast4: row.account_number_last4 as string,
              accountName: row.account_name as string,
            })),
          )
          .onConflictDoNothing({
            target: payoutBatchItems.transactionId,
            where: sql`${payoutBatchItems.open}`,
          })
          .returning({ transactionId: payoutBatchItems.transactionId })
      : [];
    const taken = new Set(inserted.map((row) => row.transactionId));
    for (const row of eligible) {
      if (!taken.has(row.id)) skipped.push({ transaction_id: row.id, reason: 'in_open_batch' });
    }
    if (taken.size === 0) {
      throw conflict(BATCH_EMPTY, {
        transaction_ids: skipped.map((skip) => `${skip.transaction_id}: ${skip.reason}`),
      });
    }
    await recordAudit(tx, audit, {
      action: 'payout_batch.create',
      target: { type: 'payout_batch', id: batch.id },
      summary: serverText('audit.batch_created', { items: taken.size, skipped: skipped.length }),
      changes: { items_count: [null, taken.size], skipped: [null, skipped.length] },
    });
    return { id: batch.id, skipped };
  });
}
