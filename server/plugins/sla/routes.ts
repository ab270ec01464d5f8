import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/paths.js';
import {
  slaPaths,
  slaPolicyBody,
  slaResponses,
  slaSummaryQuery,
  slaTargetParams,
} from '../../../contract/sla.js';
import { auditContext } from '../audit/record.js';
import { updatePolicy } from './policies.js';
import { slaSummary } from './summary.js';

/** Service levels: the policies (every staff role reads, admins change) and the summary. */
export default async function slaRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['sla'];

  app.put(
    slaPaths.one,
    {
      config: { permission: 'sla.manage' },
      schema: {
        tags,
        summary: "Change a target's service-level policy",
        description:
          'The whole policy; it becomes the next version and applies to items that start after it (each item keeps the version it started under). Audited `sla.policy_update`; the same policy again changes nothing.',
        params: slaTargetParams,
        body: slaPolicyBody,
        response: slaResponses.update,
      },
    },
    async (request) => ({
      data: await updatePolicy(db, auditContext(request), request.params.id, request.body),
    }),
  );

  app.get(
    apiPaths.serviceLevels.summary,
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        summary: 'Service levels: open items by state, and each day’s decisions',
        description:
          'Per UTC day and target: decided, met, missed, and the median and 90th percentile of the minutes from start to decision (from per-day minute histograms kept by the database with each decision). `open` counts the items still running.',
        querystring: slaSummaryQuery,
        response: slaResponses.summary,
      },
    },
    async (request) => ({ data: await slaSummary(db, request.query.days) }),
  );
}
