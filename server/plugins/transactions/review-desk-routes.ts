import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLAIM_MINUTES } from '../../../contract/claims.js';
import { idParams } from '../../../contract/common.js';
import { apiPaths } from '../../../contract/paths.js';
import {
  bulkReviewBody,
  dailyStatsQuery,
  MAX_BULK_IDS,
  queueNextQuery,
  releaseClaimQuery,
  reviewDeskResponses,
} from '../../../contract/review-desk.js';
import { auditContext } from '../audit/record.js';
import { caller, callerMay } from '../auth/guard.js';
import { bulkReview } from './bulk-review.js';
import { type ClaimAudit, claimTransaction, releaseClaim, takeNextInQueue } from './claims.js';
import { dailyFigures } from './daily-figures.js';
import type { PayoutApprovalRule } from './payout-approval-rule.js';

const tags = ['admin: review desk'];

const claimAudit = (request: FastifyRequest): ClaimAudit => {
  const { userId, username } = caller(request);
  return { ...auditContext(request), actor: { id: userId, username } };
};

/** The review desk: claims, the queue, bulk review and the dashboard's daily figures. */
export async function reviewDeskRoutes(
  base: FastifyInstance,
  options: { payouts: PayoutApprovalRule },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, bus } = app;
  const { payouts } = options;

  app.post(
    apiPaths.transactions.claim,
    {
      config: { permission: 'transactions.review' },
      schema: {
        tags,
        summary: 'Claim a submission for review',
        description: `The claim holds ${CLAIM_MINUTES} minutes (claiming again renews it); meanwhile another staff member's review is 409. 409 naming the holder when someone else has it. Told to every staff socket on /ws/notifications/ as a claim frame; audited as transaction.claim.`,
        params: idParams,
        response: reviewDeskResponses.claim,
      },
    },
    async (request) => ({
      data: await claimTransaction(db, bus, {
        id: request.params.id,
        audit: claimAudit(request),
        payouts,
      }),
    }),
  );

  app.delete(
    apiPaths.transactions.claim,
    {
      config: { permission: 'transactions.review' },
      schema: {
        tags,
        summary: 'Release your claim on a submission',
        description:
          'Releasing a card nobody holds changes nothing; one another staff member holds is 409 naming them. A status change by the holder also ends the claim. With expires_at, only the claim that expires then is released (a closing page’s late release does not undo a reload’s renewed claim).',
        params: idParams,
        querystring: releaseClaimQuery,
        response: reviewDeskResponses.release,
      },
    },
    async (request, reply) => {
      await releaseClaim(db, bus, {
        id: request.params.id,
        audit: claimAudit(request),
        expiresAt: request.query.expires_at,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    apiPaths.transactions.nextInQueue,
    {
      config: { permission: 'transactions.review' },
      schema: {
        tags,
        summary: 'Take the next card of the review queue',
        description:
          'One card per person: answers the PENDING_REVIEW submission the caller already holds (renewing the claim: a reload or a second tab resumes it), else claims the oldest one nobody holds that the caller has not skipped (a card the caller skipped only when every free card is one they skipped, the one skipped longest ago first); 204 when there is none. Every other claim of the caller, including the `skip`ped card, is released in the same database transaction, so skipping is one call. Two reviewers asking at once never get the same card.',
        querystring: queueNextQuery,
        response: reviewDeskResponses.queueNext,
      },
    },
    async (request, reply) => {
      const next = await takeNextInQueue(db, bus, {
        audit: claimAudit(request),
        skip: request.query.skip,
        payouts,
      });
      return next ? { data: next } : reply.status(204).send(null);
    },
  );

  app.post(
    apiPaths.transactions.bulkReview,
    {
      config: { permission: 'transactions.review' },
      schema: {
        tags,
        summary: 'Set one status on many submissions',
        description: `At most ${MAX_BULK_IDS} ids; ORDER_ACCEPTED, REJECTED or REDEEMED (PAID never in bulk, and paid cards are left alone). Each card is reviewed on its own, in its own database transaction with its activity log and audit rows, keeping its payout and rate; a card that cannot be changed (not found, claimed by someone else, already in that status) is listed in failed with the reason.`,
        body: bulkReviewBody,
        response: reviewDeskResponses.bulkReview,
      },
    },
    async (request) => ({
      data: await bulkReview(db, bus, {
        body: request.body,
        audit: claimAudit(request),
        may: (permission) => callerMay(request, permission),
        payouts,
      }),
    }),
  );

  app.get(
    apiPaths.transactions.dailyStats,
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags,
        summary: 'Submissions and payouts per day',
        description:
          'One entry per UTC day of the last `days` (1–365, default 30), today included, oldest first, zeros for quiet days. Read from a daily roll-up kept by a trigger with every change, never by scanning the transactions.',
        querystring: dailyStatsQuery,
        response: reviewDeskResponses.daily,
      },
    },
    async (request) => ({ data: await dailyFigures(db, request.query.days) }),
  );
}
