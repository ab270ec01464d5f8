import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTargetType } from '../../../contract/audit.js';
import type { ServerText } from '../../../contract/messages.js';
import type { Executor } from '../../db/client.js';
import { auditLogs } from '../../db/schema.js';

/** Who acted and from where: read once from the request, handed to the write paths. */
export interface AuditContext {
  actor: { id: string; username: string } | null;
  ip: string;
  userAgent: string;
}

/** A user agent is the client's free text: kept, but bounded. */
const MAX_USER_AGENT = 500;

export function auditContext(
  request: FastifyRequest,
  actor: AuditContext['actor'] = request.auth
    ? { id: request.auth.userId, username: request.auth.username }
    : null,
): AuditContext {
  return {
    actor,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
  };
}

export type ChangedValue = string | number | boolean | null;
export type Changes = Record<string, [ChangedValue, ChangedValue]>;

export interface AuditEntry {
  action: AuditAction;
  target: { type: AuditTargetType; id: string } | null;
  /** Coded (contract/messages.ts), so that the app says it in the reader's language. */
  summary: ServerText;
  changes?: Changes;
}

/**
 * Writes one audit row. Call it with the database transaction that makes the change, so that
 * the change and its record are stored together or not at all.
 */
export async function recordAudit(tx: Executor, context: AuditContext, entry: AuditEntry) {
  await tx.insert(auditLogs).values({
    actorId: context.actor?.id ?? null,
    actorUsername: context.actor?.username ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    summary: entry.summary.english,
    summaryCode: entry.summary.code,
    summaryParams: entry.summary.params,
    changes: entry.changes ?? {},
    ip: context.ip,
    userAgent: context.userAgent,
  });
}

const asChangedValue = (value: unknown): ChangedValue => {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return value === null ? null : String(value);
};

/**
 * `{field: [old, new]}` for each named field whose value differs; `fields` maps the name the
 * API uses to the row's property. A created row has no `before`, a deleted one no `after`.
 */
export function changesBetween<Row extends object>(
  before: Row | null,
  after: Row | null,
  fields: Record<string, keyof Row>,
): Changes {
  const changes: Changes = {};
  for (const [name, key] of Object.entries(fields)) {
    const old = asChangedValue(before?.[key]);
    const now = asChangedValue(after?.[key]);
    if (old !== now) changes[name] = [old, now];
  }
  return changes;
}

/** "first_name, is_active" for a summary. */
export const fieldList = (changes: Changes) => Object.keys(changes).join(', ');
