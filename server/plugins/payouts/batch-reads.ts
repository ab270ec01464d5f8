import { and, asc, count, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import {
  BANK_FILE_COLUMNS,
  BATCH_CANCELLED_WITHOUT_FILE,
  BATCH_NOT_SUBMITTED,
  type BatchItemsQuery,
  type BatchListQuery,
  type PayoutBatchItem,
} from '../../../contract/payouts.js';
import type { CardCodeKeys } from '../../config.js';
import type { Database, Executor, Tx } from '../../db/client.js';
import {
  auditLogs,
  payoutBatches,
  payoutBatchItems,
  payoutDraftOffsets,
  transactions,
  users,
} from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { formatCents, toCents } from '../../lib/money.js';
import { pageWindow, parseOrdering } from '../../lib/pagination.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import {
  type BatchApprovalRule,
  batchAnswer,
  figuresOf,
  lockBatch,
  serializeBatch,
} from './batch-rows.js';
import { openAccountNumber, serializeDestination } from './destinations.js';

/** Batches, newest (or oldest) first, with their figures. */
export async function listBatches(db: Executor, query: BatchListQuery, rule: BatchApprovalRule) {
  const [term] = parseOrdering(query.ordering, { fields: ['created_at'], fallback: '-created_at' });
  const order = term?.descending === false ? asc : desc;
  const where = query.state ? eq(payoutBatches.state, query.state) : undefined;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(payoutBatches)
    .where(where)
    .orderBy(order(payoutBatches.createdAt), order(payoutBatches.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(payoutBatches).where(where);
  const figures = await figuresOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    count: total,
    results: rows.map((row) => serializeBatch(row, figures.get(row.id), rule)),
  };
}

/** What the bank sends for an item: its amount less the clawback it recovers. */
const netOf = (item: { amount: string; offsetAmount: string }) =>
  formatCents(toCents(item.amount) - toCents(item.offsetAmount));

type ItemRow = typeof payoutBatchItems.$inferSelect & { username: string };

export const serializeItem = (row: ItemRow): PayoutBatchItem => ({
  id: row.id,
  transaction_id: row.transactionId,
  customer: { id: row.customerId, username: row.username },
  amount: row.amount,
  offset: row.offsetAmount,
  net: netOf(row),
  destination: serializeDestination(row),
  reference: row.reference,
  state: row.state,
  result_reason: row.resultReason,
});

/** A batch's items in the order they were drafted; 404 for an unknown batch. */
export async function listItems(
  db: Executor,
  id: string,
  query: BatchItemsQuery,
  rule: BatchApprovalRule,
) {
  await batchAnswer(db, id, rule);
  const where = and(
    eq(payoutBatchItems.batchId, id),
    query.state ? eq(payoutBatchItems.state, query.state) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  // A draft item shows what it would recover if sent now; submit writes the same (the view).
  const drafts = db
    .$with('drafts')
    .as(db.select().from(payoutDraftOffsets).where(eq(payoutDraftOffsets.batchId, id)));
  const rows = await db
    .with(drafts)
    .select({ item: payoutBatchItems, username: users.username, recovered: drafts.recovered })
    .from(payoutBatchItems)
    .innerJoin(users, eq(users.id, payoutBatchItems.customerId))
    .leftJoin(drafts, eq(drafts.id, payoutBatchItems.id))
    .where(where)
    .orderBy(asc(payoutBatchItems.createdAt), asc(payoutBatchItems.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(payoutBatchItems).where(where);
  return {
    count: total,
    results: rows.map(({ item, username, recovered }) =>
      serializeItem({ ...item, offsetAmount: recovered ?? item.offsetAmount, username }),
    ),
  };
}

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** Whether the batch's bank file was ever downloaded (its audit row): from then on the bank may pay. */
async function fileDownloaded(tx: Tx, id: string) {
  const [downloaded] = await tx
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.targetType, 'payout_batch'),
        eq(auditLogs.targetId, id),
        eq(auditLogs.action, 'payout_batch.file_downloaded'),
      ),
    )
    .limit(1);
  return downloaded !== undefined;
}

/**
 * The file for the bank: one line per item sent (whatever its result since), with the plain
 * account number and the net amount. Only a submitted batch has one, and a batch cancelled before
 * anyone downloaded it has none any more; each download is audited, under the batch's lock, so a
 * cancel knows whether the file has left (payout_batch_cancel_after_file).
 */
export async function bankFile(
  db: Database,
  keys: CardCodeKeys,
  input: { id: string; audit: AuditContext; rule: BatchApprovalRule },
) {
  const batch = await batchAnswer(db, input.id, input.rule);
  if (!batch.submitted_at) throw conflict(BATCH_NOT_SUBMITTED);
  return db.transaction(async (tx) => {
    const locked = await lockBatch(tx, input.id);
    if (locked.state === 'cancelled' && !(await fileDownloaded(tx, input.id))) {
      throw conflict(BATCH_CANCELLED_WITHOUT_FILE);
    }
    const rows = await tx
      .select({ item: payoutBatchItems, currency: transactions.currency })
      .from(payoutBatchItems)
      .innerJoin(transactions, eq(transactions.id, payoutBatchItems.transactionId))
      .where(
        and(
          eq(payoutBatchItems.batchId, input.id),
          isNotNull(payoutBatchItems.sentAt),
          lt(payoutBatchItems.offsetAmount, payoutBatchItems.amount),
          inArray(payoutBatchItems.state, ['sent', 'cancel_requested', 'paid', 'failed']),
        ),
      )
      .orderBy(asc(payoutBatchItems.createdAt), asc(payoutBatchItems.id));
    const lines = rows.map(({ item, currency }) =>
      [
        item.reference,
        item.bankCode,
        openAccountNumber(keys, item.accountNumberSealed),
        item.accountName,
        netOf(item),
        currency,
        `Gift card payout ${item.reference}`,
      ]
        .map(csvField)
        .join(','),
    );
    await recordAudit(tx, input.audit, {
      action: 'payout_batch.file_downloaded',
      target: { type: 'payout_batch', id: input.id },
      summary: serverText('audit.bank_file_downloaded', { lines: lines.length }),
    });
    return `${[BANK_FILE_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
  });
}
