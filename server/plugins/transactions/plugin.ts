import type { FastifyInstance } from 'fastify';
import { payoutApprovalRule } from './payout-approval-rule.js';
import { reviewDeskRoutes } from './review-desk-routes.js';
import { transactionsRoutes } from './routes.js';

/**
 * The transactions domain: the gift card routes and the review desk's. The rule of dual approval
 * is read from the configuration here, once, and both route sets hand that one rule to what
 * applies it.
 */
export async function transactionsPlugin(app: FastifyInstance) {
  const payouts = payoutApprovalRule(app.config.fraud);
  await app.register(transactionsRoutes, { payouts });
  await app.register(reviewDeskRoutes, { payouts });
}
