import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuery, auditOrdering, auditResponses } from '../../../contract/audit.js';
import { orderingDescription } from '../../../contract/common.js';
import { apiPaths } from '../../../contract/paths.js';
import { toPage } from '../../lib/pagination.js';
import { listAuditLogs } from './service.js';

export default async function auditRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    apiPaths.audit.list,
    {
      config: { permission: 'audit.view' },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail: who did what, when, from where',
        description: `Paged, read-only (the database refuses to change or delete an entry). Filters: \`actor\` (user id), \`action\`, \`target_type\`, \`target_id\`, \`created_after\`, \`created_before\` (ISO dates or date-times; a bare \`created_before\` date includes that day); \`search\` in the summary. ${orderingDescription(auditOrdering)}`,
        querystring: auditListQuery,
        response: auditResponses.list,
      },
    },
    async (request) => {
      const { count, results } = await listAuditLogs(db, request.query);
      return toPage(request, request.query, count, results);
    },
  );
}
