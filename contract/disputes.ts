import { z } from 'zod';
import {
  dataOf,
  errorBody,
  isoDateTime,
  optionalFilter,
  orderedPageQuery,
  ordering,
  pageOf,
  text,
} from './common.js';
import { disputeStatus } from './enums.js';
import { MAX_CHAT_LENGTH } from './live.js';
import { disputeSla, slaStateFilter } from './sla.js';

const statusError = `Status must be ${disputeStatus.options.join(' or ')}.`;

export const disputeOrdering = ordering(['created_at', 'status', 'sla_due_at'], '-created_at');

export const disputeListQuery = orderedPageQuery(disputeOrdering).extend({
  status: optionalFilter(z.enum(disputeStatus.options, { error: statusError })),
  sla_state: slaStateFilter.describe(
    'Open disputes whose running clock (the first response until answered, then the resolution) is past its warning time (due_soon) or its due time (breached)',
  ),
});

export const openDisputeBody = z.object({
  status: z
    .literal(disputeStatus.enum.open, { error: 'A new dispute must be open.' })
    .default(disputeStatus.enum.open),
  giftcard: z
    .uuid({ error: 'giftcard must be a valid id.' })
    .nullish()
    .describe("Id of one of the caller's own transactions"),
  message: text({ error: 'message must be text.' })
    .trim()
    .max(MAX_CHAT_LENGTH, `message must be ${MAX_CHAT_LENGTH} characters or less.`)
    .optional(),
});
export type OpenDispute = z.infer<typeof openDisputeBody>;

export const disputeStatusBody = z.object({
  status: z.enum(disputeStatus.options, {
    error: (issue) => (issue.input === undefined ? 'Status is required' : statusError),
  }),
});
/** The fields a client may send on update. */
export const DISPUTE_WRITABLE_FIELDS = disputeStatusBody.keyof().options;

export const dispute = z.object({
  id: z.uuid(),
  status: disputeStatus,
  created_at: isoDateTime,
  customer_username: z.string(),
  giftcard: z.uuid().nullable().describe('Id of the transaction in dispute, or null'),
  sla: disputeSla.describe('Service-level clocks: first staff answer, and closing'),
});
export type Dispute = z.infer<typeof dispute>;

export const disputeResponses = {
  list: { 200: pageOf(dispute), 400: errorBody, 404: errorBody },
  open: { 201: dataOf(dispute), 400: errorBody },
  one: { 200: dataOf(dispute), 404: errorBody },
  update: { 200: dataOf(dispute), 400: errorBody, 404: errorBody },
};
