import {
  and,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  like,
  lt,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  type AuditListQuery,
  type AuditLog,
  auditOrdering,
  DESK_CLAIM_ACTION,
} from '../../../contract/audit.js';
import type { Role } from '../../../contract/enums.js';
import type { Database } from '../../db/client.js';
import { auditLogs, users } from '../../db/schema.js';
import { orderedPage } from '../../lib/pagination.js';
import { containing } from '../../lib/search.js';

type AuditRow = typeof auditLogs.$inferSelect;

const ORDERING_COLUMNS = { created_at: auditLogs.createdAt, action: auditLogs.action };

const DAY_MS = 24 * 60 * 60 * 1000;
const isBareDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `created_before` as an exclusive bound: a bare date includes that whole day (UTC). */
const before = (value: string) =>
  isBareDate(value) ? new Date(Date.parse(value) + DAY_MS) : new Date(value);

function filters(query: AuditListQuery): SQL | undefined {
  return and(
    query.actor ? eq(auditLogs.actorId, query.actor) : undefined,
    query.action ? eq(auditLogs.action, query.action) : undefined,
    query.action_kind ? like(auditLogs.action, `${query.action_kind}.%`) : undefined,
    query.hide_claims ? ne(auditLogs.action, DESK_CLAIM_ACTION) : undefined,
    query.target_type ? eq(auditLogs.targetType, query.target_type) : undefined,
    query.target_id ? eq(auditLogs.targetId, query.target_id) : undefined,
    query.created_after ? gte(auditLogs.createdAt, new Date(query.created_after)) : undefined,
    query.created_before ? lt(auditLogs.createdAt, before(query.created_before)) : undefined,
    query.search ? sql`${auditLogs.summary} ilike ${containing(query.search)}` : undefined,
  );
}

export function serializeAuditLog(row: AuditRow, targetUserRole: Role | null): AuditLog {
  return {
    id: row.id,
    actor:
      row.actorId && row.actorUsername ? { id: row.actorId, username: row.actorUsername } : null,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_user_role: targetUserRole,
    summary: row.summary,
    summary_code: row.summaryCode,
    summary_params: row.summaryParams,
    changes: row.changes as AuditLog['changes'],
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAuditLogs(db: Database, query: AuditListQuery) {
  const where = filters(query);
  const page = await orderedPage(query, {
    ordering: auditOrdering,
    columns: ORDERING_COLUMNS,
    id: auditLogs.id,
    ids: (narrowing) =>
      db.select({ id: auditLogs.id }).from(auditLogs).where(and(where, narrowing)).$dynamic(),
    rows: (ids) =>
      db
        .select({ ...getTableColumns(auditLogs), targetUserRole: users.role })
        .from(auditLogs)
        .leftJoin(users, and(eq(auditLogs.targetType, 'user'), eq(users.id, auditLogs.targetId)))
        .where(inArray(auditLogs.id, ids)),
    count: async () => (await db.select({ total: count() }).from(auditLogs).where(where))[0].total,
  });
  return {
    count: page.count,
    results: page.rows.map((row) => serializeAuditLog(row, row.targetUserRole)),
  };
}
