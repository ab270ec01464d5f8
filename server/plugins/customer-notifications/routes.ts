import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerNotificationResponses,
  customerNotificationsQuery,
} from '../../../contract/customer-notifications.js';
import { apiPaths } from '../../../contract/paths.js';
import { pageWindow, toPage } from '../../lib/pagination.js';
import { caller, onlyFor } from '../auth/guard.js';
import { customerNotificationsOf } from './notify.js';

/** `GET /notifications/`: what the business told the calling customer, newest first. */
export async function customerNotificationsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    apiPaths.customerNotifications.own,
    {
      onRequest: onlyFor('customer', 'Only customers can read their notifications here.'),
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (customers)",
        description:
          'A clawback of one of their paid cards (`payout_clawed_back`, with the card as `subject_id`) and the decisions on their KYC documents (`kyc_approved`, `kyc_rejected` with the reason).',
        querystring: customerNotificationsQuery,
        response: customerNotificationResponses.list,
      },
    },
    async (request) => {
      const { count, results } = await customerNotificationsOf(
        app.db,
        caller(request).userId,
        pageWindow(request.query),
      );
      return toPage(request, request.query, count, results);
    },
  );
}
