import { z } from 'zod';
import { DISPUTE_STATUSES } from '../../db/schema.js';
import { pageQuery } from '../../lib/pagination.js';
import { text } from '../../lib/schemas.js';

export const MAX_MESSAGE_LENGTH = 2000;

const statusError = 'Status must be open or closed.';

export const disputeListQuery = pageQuery.extend({
  // The list's filter select sends an empty value for "any status".
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(DISPUTE_STATUSES, { error: statusError }).optional(),
  ),
});
export type DisputeListQuery = z.infer<typeof disputeListQuery>;

export const openDisputeBody = z.object({
  status: z.literal('open', { error: 'A new dispute must be open.' }).default('open'),
  giftcard: z.uuid({ error: 'giftcard must be a valid id.' }).nullish(),
  message: text({ error: 'message must be text.' })
    .trim()
    .max(MAX_MESSAGE_LENGTH, `message must be ${MAX_MESSAGE_LENGTH} characters or less.`)
    .optional(),
});
export type OpenDisputeBody = z.infer<typeof openDisputeBody>;

export const disputeStatusBody = z.object({
  status: z.enum(DISPUTE_STATUSES, {
    error: (issue) => (issue.input === undefined ? 'Status is required' : statusError),
  }),
});
