import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { idParams } from '../../lib/schemas.js';
import { publishNotifications } from '../../realtime/notifications.js';
import { caller } from '../auth/guard.js';
import { disputeListQuery, disputeStatusBody, openDisputeBody } from './schemas.js';
import { listDisputes, openDispute, setDisputeStatus, viewDispute } from './service.js';

const tags = ['disputes'];

// Both checks run before the body is read, so the caller's role decides before their input does.
async function customersOnly(request: FastifyRequest) {
  if (caller(request).role !== 'customer') throw forbidden('Only customers can open disputes.');
}
async function adminsOnly(request: FastifyRequest) {
  if (caller(request).role !== 'admin') throw forbidden('Only admins can change a dispute.');
}

export async function disputesRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/disputes/',
    {
      schema: {
        tags,
        summary: 'List disputes: every dispute for admins, their own for customers',
        description:
          'Filter: status (open or closed). search: case-insensitive substring of the customer username. Ordering: created_at, status (prefix - for descending); default -created_at.',
        querystring: disputeListQuery,
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listDisputes(
        db,
        caller(request),
        { status: query.status, search: query.search },
        query,
      );
      return toPage(request, query, page.count, page.results);
    },
  );

  app.post(
    '/disputes/',
    {
      onRequest: customersOnly,
      schema: {
        tags,
        summary: 'Open a dispute (customers)',
        description:
          "giftcard, when given, must be one of the caller's own submissions. The optional message becomes the first chat message. Every admin is notified.",
        body: openDisputeBody,
      },
    },
    async (request, reply) => {
      const { dispute, notifications } = await openDispute(db, {
        customerId: caller(request).userId,
        body: request.body,
      });
      await publishNotifications(app.bus, notifications);
      return reply.status(201).send({ data: dispute });
    },
  );

  app.get(
    '/disputes/:id',
    {
      schema: {
        tags,
        summary: 'A dispute (admins, or the customer who opened it)',
        params: idParams,
      },
    },
    async (request) => ({ data: await viewDispute(db, request.params.id, caller(request)) }),
  );

  app.put(
    '/disputes/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        summary: 'Open or close a dispute (admins)',
        params: idParams,
        body: disputeStatusBody,
      },
    },
    async (request) => ({
      data: await setDisputeStatus(db, request.params.id, request.body.status),
    }),
  );
}
