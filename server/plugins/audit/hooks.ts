import {
  type AuditListQuery,
  auditListQuery,
  auditOrdering,
  auditResponses,
} from '../../../contract/audit.js';
import { orderingDescription } from '../../../contract/common.js';
import type { Executor } from '../../db/client.js';
import { auditLogs } from '../../db/schema.js';
import { type AuditRow, serializeAuditLog, targetUserRoles, trailFilters } from './service.js';

/**
 * An answer as server/declared/hooks.ts types it, which this folder does not import (that one
 * records its writes here): an entry answers no `updated_at`, which the trail's schemas say.
 */
type Answer = Record<string, unknown> & { id: string; created_at: string; updated_at: string };

/**
 * The audit trail's list is the derived one, read from the trail's table by the deferred join
 * (a page's ids through its indexes on the date, the actor, the action and the target): its
 * filters by actor, kind of action and dates, and the role of a user an entry names, are the
 * trail's own (./service.ts). Typed where server/api-routes.ts hands them over (DeclaredHooks):
 * server/declared/ records its writes here.
 */
const hooks = {
  listSchema: {
    summary: 'The audit trail: who did what, when, from where',
    description: `Paged, read-only (the database refuses to change or delete an entry). Filters: \`actor\` (user id), \`action\`, \`target_type\`, \`target_id\`, \`created_after\`, \`created_before\` (ISO dates or date-times; a bare \`created_before\` date includes that day); \`search\` in the summary. ${orderingDescription(auditOrdering)}`,
    querystring: auditListQuery,
    response: auditResponses.list,
  },
  source: { table: auditLogs, id: auditLogs.id },
  listWhere: (query: Record<string, unknown>) => trailFilters(query as AuditListQuery),
  // The role of a user it names is completePage's, with the page's others.
  serialize: (_answer: Record<string, unknown>, row: Record<string, unknown>) =>
    serializeAuditLog(row as unknown as AuditRow, null) as unknown as Answer,
  completePage: async (db: Executor, answers: Answer[], rows: Record<string, unknown>[]) => {
    const roles = await targetUserRoles(db, rows as unknown as AuditRow[]);
    return answers.map((answer, index) => ({ ...answer, target_user_role: roles[index] }));
  },
};

export default hooks;
