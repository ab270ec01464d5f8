import { z } from 'zod';
import { dataOf, errorBody, noContent, text } from './common.js';
import type { transactionStatus } from './enums.js';
import { transaction } from './transactions.js';

/** The review desk's routes beyond claims: the queue, bulk review and the daily figures. */

export const MAX_BULK_IDS = 100;

/** The statuses bulk review may set: PAID is never set in bulk (it moves money). */
export const bulkReviewStatus = z.enum(['ORDER_ACCEPTED', 'REJECTED', 'REDEEMED'], {
  error: 'status must be one of: ORDER_ACCEPTED, REJECTED, REDEEMED.',
});
export type BulkReviewStatus = z.infer<typeof bulkReviewStatus>;
// The enum's values must stay statuses of the contract.
bulkReviewStatus.options satisfies readonly z.infer<typeof transactionStatus>[];

export const bulkReviewBody = z.object(
  {
    ids: z
      .array(z.uuid({ error: 'Each id must be a valid id.' }), {
        error: 'ids must be a list of ids.',
      })
      .min(1, 'Select at least one transaction.')
      .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} transactions at once.`),
    status: bulkReviewStatus,
    rejection_reason: text({ error: 'rejection_reason must be text.' })
      .trim()
      .max(2000, 'rejection_reason must be 2000 characters or less.')
      .optional(),
  },
  { error: 'Send ids and status as a JSON object.' },
);
export type BulkReview = z.infer<typeof bulkReviewBody>;

export const bulkReviewResult = z.object({
  updated: z.array(z.uuid()).describe('The ids changed, in the order sent'),
  failed: z
    .array(z.object({ id: z.uuid(), message: z.string() }))
    .describe('The ids not changed, each with the reason'),
});
export type BulkReviewResult = z.infer<typeof bulkReviewResult>;

export const queueNextQuery = z.object({
  skip: z
    .uuid({ error: 'skip must be a valid id.' })
    .optional()
    .describe(
      'The card the caller skips: released, and not handed back to the caller while another card is free (cards the caller skipped come back only when every free card is one they skipped, the one skipped longest ago first)',
    ),
});

export const releaseClaimQuery = z.object({
  expires_at: z.iso
    .datetime({ offset: true, error: 'expires_at must be a date and time.' })
    .optional()
    .describe(
      'Release only the claim that expires then (the claim_expires_at the caller last saw): a late release sent by a closing page does not undo the claim a reload renewed',
    ),
});

export const MAX_DAILY_DAYS = 365;

export const dailyStatsQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number.' })
    .int('days must be a whole number.')
    .min(1, 'days must be 1 or more.')
    .max(MAX_DAILY_DAYS, `days must be ${MAX_DAILY_DAYS} or less.`)
    .default(30),
});

export const dailyFigure = z.object({
  date: z.iso.date().describe('The day (UTC), YYYY-MM-DD'),
  submissions: z.number().int().describe('Transactions submitted that day'),
  paid_count: z.number().int().describe('Transactions paid that day'),
  paid_amount: z.string().describe('Sum of the final payouts paid that day, two places'),
});
export type DailyFigure = z.infer<typeof dailyFigure>;

export const reviewDeskResponses = {
  claim: { 200: dataOf(transaction), 404: errorBody, 409: errorBody },
  release: { 204: noContent, 400: errorBody, 404: errorBody, 409: errorBody },
  queueNext: { 200: dataOf(transaction), 204: noContent, 400: errorBody },
  bulkReview: { 200: dataOf(bulkReviewResult), 400: errorBody },
  daily: {
    200: dataOf(z.array(dailyFigure).describe('One entry per day, oldest first, zeros included')),
    400: errorBody,
  },
};
