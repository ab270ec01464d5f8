import { z } from 'zod';
import { isoDateTime } from './common.js';

/**
 * A reviewer's claim on a transaction (the review desk): while it holds, nobody else may review
 * the card. Kept apart from the transaction schema so the live channel's frame names the same
 * holder without importing the whole transaction.
 */

/** How long a claim holds unless released or renewed by claiming again. */
export const CLAIM_MINUTES = 15;

/** The member of staff holding a claim. */
export const claimHolder = z.object({ id: z.uuid(), username: z.string() });
export type ClaimHolder = z.infer<typeof claimHolder>;

/** The fields every transaction answer carries about its claim; both null when nobody holds it. */
export const claimFields = {
  claimed_by: claimHolder.nullable().describe('Who reviews this card now, or null'),
  claim_expires_at: isoDateTime
    .nullable()
    .describe(`When the claim lapses (${CLAIM_MINUTES} minutes after claiming), or null`),
};

/** Server → every staff socket on `/ws/notifications/`: a claim taken (holder) or released (null). */
export const claimFrame = z.object({
  type: z.literal('claim'),
  transaction_id: z.uuid(),
  claimed_by: claimHolder.nullable(),
});
export type ClaimFrame = z.infer<typeof claimFrame>;

/** The 409 of a review while someone else holds the claim. */
export const claimedByOther = (username: string) => `This card is being reviewed by ${username}.`;
