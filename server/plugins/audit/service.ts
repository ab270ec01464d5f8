import { and, eq, gte, inArray, like, lt, ne, type SQL } from 'drizzle-orm';
import { type AuditListQuery, type AuditLog, DESK_CLAIM_ACTION } from '../../../contract/audit.js';
import type { Role } from '../../../contract/enums.js';
import type { Executor } from '../../db/client.js';
import { auditLogs, users } from '../../db/schema.js';

export type AuditRow = typeof auditLogs.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const isBareDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `created_before` as an exclusive bound: a bare date includes that whole day (UTC). */
const before = (value: string) =>
  isBareDate(value) ? new Date(Date.parse(value) + DAY_MS) : new Date(value);

/**
 * The trail's filters beyond its declared fields' (`action`, `target_type`, `target_id`): who
 * acted, a kind of action, the desk's claims left out, and the dates.
 */
export function trailFilters(query: AuditListQuery): SQL | undefined {
  return and(
    query.actor ? eq(auditLogs.actorId, query.actor) : undefined,
    query.action_kind ? like(auditLogs.action, `${query.action_kind}.%`) : undefined,
    query.hide_claims ? ne(auditLogs.action, DESK_CLAIM_ACTION) : undefined,
    query.created_after ? gte(auditLogs.createdAt, new Date(query.created_after)) : undefined,
    query.created_before ? lt(auditLogs.createdAt, before(query.created_before)) : undefined,
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

/**
 * The role of each user a page's entries are about (so that a client opens the customer's or the
 * staff member's screen), in one query for the page; null for a deleted user.
 */
export async function targetUserRoles(db: Executor, rows: AuditRow[]) {
  const ids = [
    ...new Set(
      rows.filter((row) => row.targetType === 'user' && row.targetId).map((row) => row.targetId),
    ),
  ] as string[];
  const found = ids.length
    ? await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, ids))
    : [];
  const roles = new Map(found.map((user) => [user.id, user.role]));
  return rows.map((row) =>
    row.targetType === 'user' && row.targetId ? (roles.get(row.targetId) ?? null) : null,
  );
}
