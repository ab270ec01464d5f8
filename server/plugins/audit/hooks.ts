import { auditListQuery, auditOrdering, auditResponses } from '../../../contract/audit.js';
import { orderingDescription } from '../../../contract/common.js';
import { listAuditLogs } from './service.js';

/**
 * The audit trail's list, on the derived route: its filters by actor, kind of action, target and
 * dates, the role of a user it names and its keyset pages are the trail's own (./service.ts).
 * Typed where server/api-routes.ts hands it over: server/declared/ records its writes here.
 */
const hooks = {
  list: {
    schema: {
      summary: 'The audit trail: who did what, when, from where',
      description: `Paged, read-only (the database refuses to change or delete an entry). Filters: \`actor\` (user id), \`action\`, \`target_type\`, \`target_id\`, \`created_after\`, \`created_before\` (ISO dates or date-times; a bare \`created_before\` date includes that day); \`search\` in the summary. ${orderingDescription(auditOrdering)}`,
      querystring: auditListQuery,
      response: auditResponses.list,
    },
    read: listAuditLogs,
  },
};

export default hooks;
