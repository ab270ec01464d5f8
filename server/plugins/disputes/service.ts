import { and, count, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/common.js';
import { disputeOrdering, type OpenDispute } from '../../../contract/disputes.js';
import type { Role } from '../../../contract/enums.js';
import { disputeStatus } from '../../../contract/enums.js';
import { serverText } from '../../../contract/messages.js';
import { hasPermission } from '../../../contract/permissions.js';
import type { DisputeStatus } from '../../../contract/statuses.js';
import type { Database, Executor } from '../../db/client.js';
import { chatMessages, disputes, transactions, users } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { orderedPage } from '../../lib/pagination.js';
import { containing } from '../../lib/search.js';
import { notifyStaff } from '../../realtime/notifications.js';
import { type AuditContext, changesBetween, recordAudit } from '../audit/record.js';
import { startClock } from '../sla/policies.js';
import { type DisputeRow, selectDisputes } from './queries.js';
import { serializeDispute } from './serialize.js';

export interface Viewer {
  userId: string;
  role: Role;
}

/** The column each sortable field orders by. */
/** Of a dispute's two clocks, the earliest of those still running (`least` skips the ended ones). */
const runningClocks = (first: SQLWrapper, resolution: SQLWrapper) =>
  sql`least(case when ${disputes.firstResponseMetAt} is null then ${first} end, case when ${disputes.resolutionMetAt} is null then ${resolution} end)`;
const nextDueAt = runningClocks(disputes.firstResponseDueAt, disputes.resolutionDueAt);
const nextWarnAt = runningClocks(disputes.firstResponseWarnAt, disputes.resolutionWarnAt);

const clockIs = (state: 'due_soon' | 'breached') =>
  and(
    eq(disputes.status, disputeStatus.enum.open),
    state === 'breached'
      ? sql`${nextDueAt} <= now()`
      : sql`${nextWarnAt} <= now() and ${nextDueAt} > now()`,
  );

const ORDERING_COLUMNS = {
  created_at: disputes.createdAt,
  status: disputes.status,
  sla_due_at: nextDueAt,
};

/** Staff who may view disputes see every dispute; a customer only their own. */
export async function listDisputes(
  db: Executor,
  viewer: Viewer,
  filters: { status?: DisputeStatus; search?: string; slaState?: 'due_soon' | 'breached' },
  query: PageQuery,
) {
  const where = and(
    hasPermission(viewer.role, 'disputes.view')
      ? undefined
      : eq(disputes.customerId, viewer.userId),
    filters.status ? eq(disputes.status, filters.status) : undefined,
    filters.slaState ? clockIs(filters.slaState) : undefined,
    // Disputes are few next to transactions: the username search filters the join directly.
    filters.search ? sql`${users.username} ilike ${containing(filters.search)}` : undefined,
  );
  const page = await orderedPage(query, {
    ordering: disputeOrdering,
    columns: ORDERING_COLUMNS,
    id: disputes.id,
    ids: (narrowing) =>
      db
        .select({ id: disputes.id })
        .from(disputes)
        .innerJoin(users, eq(users.id, disputes.customerId))
        .where(and(where, narrowing))
        .$dynamic(),
    rows: (ids) => selectDisputes(db).where(inArray(disputes.id, ids)),
    count: async () => {
      const [total] = await db
        .select({ total: count() })
        .from(disputes)
        .innerJoin(users, eq(users.id, disputes.customerId))
        .where(where);
      return total?.total ?? 0;
    },
  });
  return { count: page.count, results: page.rows.map(serializeDispute) };
}

async function findDispute(db: Executor, id: string): Promise<DisputeRow> {
  const [row] = await selectDisputes(db).where(eq(disputes.id, id));
  if (!row) throw notFound('Dispute not found.');
  return row;
}

/** May this person see the dispute? Staff who may view disputes, and the customer who opened it. */
export const canViewDispute = (row: { customerId: string }, viewer: Viewer) =>
  hasPermission(viewer.role, 'disputes.view') || row.customerId === viewer.userId;

export async function viewDispute(db: Executor, id: string, viewer: Viewer) {
  const row = await findDispute(db, id);
  if (!canViewDispute(row, viewer)) {
    throw forbidden('You do not have permission to view this dispute.');
  }
  return serializeDispute(row);
}

/** Opens or closes a dispute, with its audit row in the same database transaction. */
export async function setDisputeStatus(
  db: Database,
  audit: AuditContext,
  id: string,
  status: DisputeStatus,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
    if (!before) throw notFound('Dispute not found.');
    const [after] = await tx
      .update(disputes)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(disputes.id, id))
      .returning();
    const changed = changesBetween(before, after, { status: 'status' });
    if (changed.status) {
      await recordAudit(tx, audit, {
        action: 'dispute.update',
        target: { type: 'dispute', id },
        summary: serverText(
          status === disputeStatus.enum.closed ? 'audit.dispute_closed' : 'audit.dispute_reopened',
        ),
        changes: changed,
      });
    }
    return serializeDispute(await findDispute(tx, id));
  });
}

/**
 * A customer opens a dispute, in one database transaction: the dispute, its optional first chat
 * message and the staff's notification, returned to be published once the transaction has
 * committed.
 */
export async function openDispute(db: Database, input: { customerId: string; body: OpenDispute }) {
  const { customerId, body } = input;
  return db.transaction(async (tx) => {
    if (body.giftcard) {
      // Someone else's card is answered like a missing one: its existence is not the caller's business.
      const [own] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.id, body.giftcard), eq(transactions.userId, customerId)));
      if (!own) {
        const message = 'Gift card submission not found.';
        throw badRequest(message, { giftcard: [message] });
      }
    }
    const openedAt = new Date();
    const firstResponse = await startClock(tx, 'dispute_first_response', openedAt);
    const resolution = await startClock(tx, 'dispute_resolution', openedAt);
    const [created] = await tx
      .insert(disputes)
      .values({
        customerId,
        transactionId: body.giftcard ?? null,
        status: disputeStatus.enum.open,
        firstResponseDueAt: firstResponse.dueAt,
        firstResponseWarnAt: firstResponse.warnAt,
        firstResponsePolicyVersion: firstResponse.version,
        resolutionDueAt: resolution.dueAt,
        resolutionWarnAt: resolution.warnAt,
        resolutionPolicyVersion: resolution.version,
      })
      .returning({ id: disputes.id });
    if (body.message) {
      await tx
        .insert(chatMessages)
        .values({ disputeId: created.id, senderId: customerId, message: body.message });
    }
    const row = await findDispute(tx, created.id);
    const notification = await notifyStaff(tx, {
      kind: 'dispute_opened',
      subjectId: created.id,
      text: serverText('notification.dispute_opened', { customer: row.customerUsername }),
    });
    return { dispute: serializeDispute(row), notification };
  });
}
