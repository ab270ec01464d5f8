import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, orderingDescription } from '../../../contract/common.js';
import {
  disputeListQuery,
  disputeOrdering,
  disputeResponses,
  disputeStatusBody,
  openDisputeBody,
} from '../../../contract/disputes.js';
import { apiPaths } from '../../../contract/paths.js';
import { toPage } from '../../lib/pagination.js';
import { publishNotification } from '../../realtime/notifications.js';
import { auditContext } from '../audit/record.js';
import { caller, onlyFor } from '../auth/guard.js';
import { listDisputes, openDispute, setDisputeStatus, viewDispute } from './service.js';

const tags = ['disputes'];

export async function disputesRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    apiPaths.disputes.list,
    {
      config: { permission: 'disputes.view' },
      schema: {
        tags,
        summary: 'List disputes: every dispute for admins, their own for customers',
        description: `Filters: status (open or closed); sla_state (due_soon or breached: open disputes whose running clock, the first response until answered and then the resolution, is past its warning or due time). search: case-insensitive substring of the customer username. ${orderingDescription(disputeOrdering)}`,
        querystring: disputeListQuery,
        response: disputeResponses.list,
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listDisputes(
        db,
        caller(request),
        { status: query.status, search: query.search, slaState: query.sla_state },
        query,
      );
      return toPage(request, query, page.count, page.results);
    },
  );

  app.post(
    apiPaths.disputes.list,
    {
      // The role decides before the body is read.
      onRequest: onlyFor('customer', 'Only customers can open disputes.'),
      schema: {
        tags,
        summary: 'Open a dispute (customers)',
        description:
          "giftcard, when given, must be one of the caller's own submissions. The optional message becomes the first chat message. Every admin is notified.",
        body: openDisputeBody,
        response: disputeResponses.open,
      },
    },
    async (request, reply) => {
      const { dispute, notification } = await openDispute(db, {
        customerId: caller(request).userId,
        body: request.body,
      });
      publishNotification(app.bus, notification);
      return reply.status(201).send({ data: dispute });
    },
  );

  app.get(
    apiPaths.disputes.one,
    {
      config: { permission: 'disputes.view' },
      schema: {
        tags,
        summary: 'A dispute (admins, or the customer who opened it)',
        params: idParams,
        response: disputeResponses.one,
      },
    },
    async (request) => ({ data: await viewDispute(db, request.params.id, caller(request)) }),
  );

  app.put(
    apiPaths.disputes.one,
    {
      config: { access: 'staff', permission: 'disputes.manage' },
      schema: {
        tags,
        summary: 'Open or close a dispute (admins)',
        params: idParams,
        body: disputeStatusBody,
        response: disputeResponses.update,
      },
    },
    async (request) => ({
      data: await setDisputeStatus(
        db,
        auditContext(request),
        request.params.id,
        request.body.status,
      ),
    }),
  );
}
