import { eq, inArray, sql } from 'drizzle-orm';
import type { PayoutBatch } from '../../../contract/payouts.js';
import { PAYOUT_BATCH_NOT_FOUND } from '../../../contract/payouts.js';
import type { Config } from '../../config.js';
import type { Executor, Tx } from '../../db/client.js';
import { payoutBatches, payoutBatchItems } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { toCents } from '../../lib/money.js';

/** The amounts from which a batch needs a colleague's approval before it is submitted. */
export interface BatchApprovalRule {
  /** BATCH_APPROVAL_THRESHOLD: a batch's total at or above it. */
  batchThreshold: string;
  /** DUAL_APPROVAL_THRESHOLD: any one item at or above it. */
  itemThreshold: string;
}

/** The rule as the server's configuration sets it. */
export const batchApprovalRuleOf = (config: Config): BatchApprovalRule => ({
  batchThreshold: config.batchApprovalThreshold,
  itemThreshold: config.fraud.dualApprovalThreshold,
});

type BatchRow = typeof payoutBatches.$inferSelect;

/** A batch's figures, added up from its items. */
const figures = {
  itemsCount: sql<number>`count(${payoutBatchItems.id})::int`,
  total: sql<string>`coalesce(sum(${payoutBatchItems.amount}), 0)::numeric(14, 2)::text`,
  largest: sql<string>`coalesce(max(${payoutBatchItems.amount}), 0)::text`,
  paidTotal: sql<string>`coalesce(sum(${payoutBatchItems.amount}) filter (where ${payoutBatchItems.state} = 'paid'), 0)::numeric(14, 2)::text`,
  failedTotal: sql<string>`coalesce(sum(${payoutBatchItems.amount}) filter (where ${payoutBatchItems.state} = 'failed'), 0)::numeric(14, 2)::text`,
  inFlightTotal: sql<string>`coalesce(sum(${payoutBatchItems.amount} - ${payoutBatchItems.offsetAmount}) filter (where ${payoutBatchItems.state} in ('sent', 'cancel_requested')), 0)::numeric(14, 2)::text`,
};
type Figures = { [Name in keyof typeof figures]: (typeof figures)[Name]['_']['type'] };

export async function figuresOf(db: Executor, batchIds: string[]) {
  if (batchIds.length === 0) return new Map<string, Figures>();
  const rows = await db
    .select({ batchId: payoutBatchItems.batchId, ...figures })
    .from(payoutBatchItems)
    .where(inArray(payoutBatchItems.batchId, batchIds))
    .groupBy(payoutBatchItems.batchId);
  return new Map(rows.map(({ batchId, ...row }) => [batchId, row]));
}

const EMPTY: Figures = {
  itemsCount: 0,
  total: '0.00',
  largest: '0.00',
  paidTotal: '0.00',
  failedTotal: '0.00',
  inFlightTotal: '0.00',
};

export const approvalRequired = (rule: BatchApprovalRule, figures: Figures) =>
  toCents(figures.total) >= toCents(rule.batchThreshold) ||
  toCents(figures.largest) >= toCents(rule.itemThreshold);

const person = (id: string | null, username: string | null) =>
  id && username ? { id, username } : null;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function serializeBatch(
  row: BatchRow,
  found: Figures | undefined,
  rule: BatchApprovalRule,
): PayoutBatch {
  const sums = found ?? EMPTY;
  return {
    id: row.id,
    state: row.state,
    note: row.note,
    created_by: person(row.createdById, row.createdByUsername),
    approved_by: person(row.approvedById, row.approvedByUsername),
    submitted_by: person(row.submittedById, row.submittedByUsername),
    created_at: row.createdAt.toISOString(),
    submitted_at: iso(row.submittedAt),
    settled_at: iso(row.settledAt),
    items_count: sums.itemsCount,
    total: sums.total,
    paid_total: sums.paidTotal,
    failed_total: sums.failedTotal,
    in_flight_total: sums.inFlightTotal,
    approval_required: approvalRequired(rule, sums),
  };
}

/** A batch as answers give it. */
export async function batchAnswer(db: Executor, id: string, rule: BatchApprovalRule) {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!row) throw notFound(PAYOUT_BATCH_NOT_FOUND);
  return serializeBatch(row, (await figuresOf(db, [id])).get(id), rule);
}

/** Locks a batch for a step: every step on one batch takes this lock first, so they take turns. */
export async function lockBatch(tx: Tx, id: string) {
  const [row] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
  if (!row) throw notFound(PAYOUT_BATCH_NOT_FOUND);
  return row;
}
