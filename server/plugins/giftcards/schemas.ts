import { z } from 'zod';
import { TRANSACTION_STATUSES } from '../../db/schema.js';
import { pageQuery } from '../../lib/pagination.js';
import { text } from '../../lib/schemas.js';
import { toCents } from './money.js';

/** Query strings send an empty value for "no filter". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const statusList = TRANSACTION_STATUSES.join(', ');

const optionalId = (field: string) =>
  z.preprocess(blankAsMissing, z.uuid({ error: `${field} must be a valid id.` }).optional());

export const transactionListQuery = pageQuery.extend({
  status: z.preprocess(
    blankAsMissing,
    z.enum(TRANSACTION_STATUSES, { error: `status must be one of: ${statusList}.` }).optional(),
  ),
  user: optionalId('user'),
  brand: optionalId('brand'),
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

/**
 * A money or rate amount as the forms send it: digits with an optional one or two decimals,
 * as a string or a number. Messages are the update form's own.
 */
const amount = (label: string, options: { max?: number } = {}) =>
  z
    .union([text(), z.number()], {
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : 'Must be a valid number',
    })
    .transform((value) => String(value).trim())
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: `${label} is required` });
      else if (!/^\d{1,10}(\.\d{1,2})?$/.test(value))
        ctx.addIssue({ code: 'custom', message: 'Must be a valid number' });
      else if (options.max !== undefined && toCents(value) > BigInt(options.max) * 100n)
        ctx.addIssue({ code: 'custom', message: `${label} cannot exceed ${options.max}` });
    });

const note = (field: string) =>
  text({ error: `${field} must be text.` })
    .trim()
    .max(2000, `${field} must be 2000 characters or less.`);

export const reviewBody = z.object({
  status: z.enum(TRANSACTION_STATUSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Status is required'
        : `Status must be one of: ${statusList}.`,
  }),
  expected_payout: amount('Expected payout'),
  offered_rate: amount('Offered rate', { max: 100 }),
  admin_notes: note('admin_notes').optional(),
  rejection_reason: note('rejection_reason').optional(),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const submissionBody = z.object({
  brand_id: z.uuid({
    error: (issue) =>
      issue.input === undefined ? 'Brand is required' : 'brand_id must be a valid id.',
  }),
  card_value: amount('Card value'),
  card_code: text({ error: 'Card code is required' })
    .trim()
    .min(1, 'Card code is required')
    .min(6, 'Card code must be at least 6 characters.')
    .max(100, 'Card code must be 100 characters or less.'),
});
export type SubmissionBody = z.infer<typeof submissionBody>;
