import { z } from 'zod';
import {
  booleanString,
  dataOf,
  decimal,
  decimalString,
  errorBody,
  isoDateTime,
  moneyBackReason,
  noContent,
  optionalFilter,
  orderedPageQuery,
  ordering,
  pageOf,
  pageQuery,
  text,
} from './common.js';
import { PAYOUT_ITEM_STATE_CODES } from './statuses.js';

/**
 * Payout runs (contract, "Payout runs: destinations, batches, bank results, clawbacks"): where a
 * customer is paid, the batches sent to the bank, the results read back, and clawbacks.
 */

/** The refusals of payout runs, word for word as answers give them. */
export const BATCH_NEEDS_APPROVAL = 'This batch needs a second approval before it is submitted.';
export const BATCH_APPROVED_BY_CREATOR = 'A batch is approved by someone other than its creator.';
export const BATCH_NOT_CHANGEABLE = 'This batch has been submitted, settled or cancelled.';
export const BATCH_NOT_SUBMITTED = 'This batch has not been submitted.';
export const BATCH_SETTLED = 'This batch is settled: nothing in it can be cancelled.';
export const BATCH_EMPTY = 'There is nothing owed to pay in this batch.';
export const BATCH_CANCELLED_WITHOUT_FILE =
  'This batch was cancelled before its bank file was downloaded: it has no file to send.';
export const PAYOUT_BATCH_NOT_FOUND = 'Payout batch not found.';
export const NO_PAYOUT_ACCOUNT = 'This customer has no payout account.';
export const ONLY_PAID_CLAWED_BACK = 'Only a paid card is clawed back, once.';
export const SECOND_CLAWBACK_APPROVAL_NEEDED = 'This clawback needs a second approval.';
export const CLAWBACK_TOO_LARGE = 'A clawback is at most the payout that was paid.';
export const REPAYMENT_TOO_LARGE = 'A repayment is at most what the customer owes.';
/** The item a transaction is sent in, named in the 409 of anything that would change it. */
export const sentInBatch = (batchId: string) =>
  `This payout is being sent in payout batch ${batchId}: wait for the bank's result.`;
export const inOpenBatch = (batchId: string) =>
  `This payout is already in open payout batch ${batchId}.`;
export const PAID_BY_BATCH = 'This payout was sent by the bank in a batch: claw it back instead.';
export const CLAWED_BACK_NOT_REVERSED =
  'This payout was clawed back: the clawback recovers it, it is not reversed.';

const person = z.object({ id: z.uuid(), username: z.string() });

/** The reasons a transaction is left out of a new batch. */
export const skipReason = z.enum([
  'not_found',
  'not_accepted',
  'nothing_owed',
  'in_open_batch',
  'no_payout_account',
  // Paying it would take the customer past their KYC tier's daily or monthly limit.
  'kyc_limit',
]);
export type SkipReason = z.infer<typeof skipReason>;

export const payoutAccountBody = z.object(
  {
    bank_code: text({ error: 'Bank code is required.' })
      .trim()
      .min(1, 'Bank code is required.')
      .max(20, 'Bank code must be 20 characters or less.'),
    bank_name: text({ error: 'Bank name is required.' })
      .trim()
      .min(1, 'Bank name is required.')
      .max(100, 'Bank name must be 100 characters or less.'),
    account_number: text({ error: 'Account number is required.' })
      .trim()
      .regex(/^\d{6,20}$/, 'Account number must be 6 to 20 digits.'),
    account_name: text({ error: 'Account name is required.' })
      .trim()
      .min(1, 'Account name is required.')
      .max(100, 'Account name must be 100 characters or less.'),
  },
  { error: 'Send the payout account as a JSON object.' },
);
export type PayoutAccountBody = z.infer<typeof payoutAccountBody>;

export const payoutDestination = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  account_number_masked: z.string().describe('"******1234": the last four digits only'),
  account_name: z.string(),
});

export const payoutAccount = payoutDestination.extend({ updated_at: isoDateTime });
export type PayoutAccount = z.infer<typeof payoutAccount>;

export const batchState = z.enum(['draft', 'approved', 'submitted', 'settled', 'cancelled']);
export type BatchState = z.infer<typeof batchState>;
export const itemState = z.enum(PAYOUT_ITEM_STATE_CODES);
export type ItemState = z.infer<typeof itemState>;

export const payoutBatchItem = z.object({
  id: z.uuid(),
  transaction_id: z.uuid(),
  customer: person,
  amount: decimalString,
  offset: decimalString.describe('The clawback this item recovers'),
  net: decimalString.describe('amount − offset: what the bank sends'),
  destination: payoutDestination,
  reference: z.string().describe('Unique, never changes: the idempotency key given to the bank'),
  state: itemState,
  result_reason: z.string().nullable(),
});
export type PayoutBatchItem = z.infer<typeof payoutBatchItem>;

export const payoutBatch = z.object({
  id: z.uuid(),
  state: batchState,
  note: z.string().nullable(),
  created_by: person.nullable(),
  approved_by: person.nullable(),
  submitted_by: person.nullable(),
  created_at: isoDateTime,
  submitted_at: isoDateTime.nullable(),
  settled_at: isoDateTime.nullable(),
  items_count: z.number().int(),
  total: decimalString,
  paid_total: decimalString,
  failed_total: decimalString,
  in_flight_total: decimalString,
  approval_required: z
    .boolean()
    .describe('Whether submitting needs a colleague’s approval first (the thresholds)'),
});
export type PayoutBatch = z.infer<typeof payoutBatch>;

export const skippedTransaction = z.object({ transaction_id: z.uuid(), reason: skipReason });

export const MAX_BATCH_ITEMS = 5000;

export const createBatchBody = z
  .object(
    {
      transaction_ids: z
        .array(z.uuid({ error: 'Each transaction id must be a UUID.' }))
        .min(1, 'Give at least one transaction.')
        .max(MAX_BATCH_ITEMS, `At most ${MAX_BATCH_ITEMS} transactions per batch.`)
        .optional(),
      all_owed: z.literal(true).optional(),
      note: text().trim().max(500, 'Note must be 500 characters or less.').optional(),
    },
    { error: 'Send the batch as a JSON object.' },
  )
  .refine((body) => (body.transaction_ids === undefined) !== (body.all_owed === undefined), {
    error: 'Give either transaction_ids or all_owed: true.',
    path: ['transaction_ids'],
  });
export type CreateBatchBody = z.infer<typeof createBatchBody>;

export const createdBatch = payoutBatch.extend({ skipped: z.array(skippedTransaction) });

export const batchOrdering = ordering(['created_at'], '-created_at');
export const batchListQuery = orderedPageQuery(batchOrdering).extend({
  state: optionalFilter(
    z.enum(batchState.options, {
      error: `state must be one of: ${batchState.options.join(', ')}.`,
    }),
  ),
});
export type BatchListQuery = z.infer<typeof batchListQuery>;

export const batchItemsQuery = pageQuery.extend({
  state: optionalFilter(
    z.enum(itemState.options, { error: `state must be one of: ${itemState.options.join(', ')}.` }),
  ),
});
export type BatchItemsQuery = z.infer<typeof batchItemsQuery>;

export const bankResult = z.object({
  reference: text({ error: 'reference is required.' }).trim().min(1, 'reference is required.'),
  status: z.enum(['success', 'failed'], { error: 'status must be success or failed.' }),
  reason: text().trim().max(500).optional(),
  provider_reference: text().trim().max(200).optional(),
});
export type BankResult = z.infer<typeof bankResult>;

export const bankResultsBody = z.object(
  { results: z.array(bankResult).min(1).max(MAX_BATCH_ITEMS) },
  { error: 'Send {results: [...]} or a CSV file.' },
);

/** `?dry_run=true`: what the results would do, answered as if applied, and nothing recorded. */
export const resultsQuery = z.object({
  dry_run: optionalFilter(booleanString('dry_run')).describe(
    'Only say what the results would do (the preview before applying them): nothing is recorded.',
  ),
});

export const resultsOutcome = z.object({
  applied: z.number().int(),
  unchanged: z.number().int(),
  conflicts: z.array(
    z.object({ reference: z.string(), recorded: z.string(), received: z.string() }),
  ),
  unmatched: z.array(z.string()),
});
export type ResultsOutcome = z.infer<typeof resultsOutcome>;

/** The bank file's columns, in order. */
export const BANK_FILE_COLUMNS = [
  'reference',
  'bank_code',
  'account_number',
  'account_name',
  'amount',
  'currency',
  'narration',
] as const;
/** A results file's columns (reason and provider_reference may be empty). */
export const RESULTS_FILE_COLUMNS = [
  'reference',
  'status',
  'reason',
  'provider_reference',
] as const;

const amountField = (label: string) =>
  decimal({ required: `${label} is required.`, invalid: `${label} must be an amount above 0.00.` });

export const clawbackBody = z.object(
  {
    reason: moneyBackReason,
    amount: amountField('Amount').optional(),
  },
  { error: 'Send the clawback as a JSON object.' },
);

export type ClawbackBody = z.infer<typeof clawbackBody>;

export const clawback = z.object({
  amount: decimalString,
  reason: z.string(),
  by: person.nullable(),
  at: isoDateTime,
});

export const repaymentBody = z.object(
  {
    amount: amountField('Amount'),
    reference: text({ error: 'Reference is required.' })
      .trim()
      .min(1, 'Reference is required.')
      .max(100, 'Reference must be 100 characters or less.'),
    note: text().trim().max(500, 'Note must be 500 characters or less.').optional(),
  },
  { error: 'Send the repayment as a JSON object.' },
);

export type RepaymentBody = z.infer<typeof repaymentBody>;

export const repayment = z.object({
  transfer_id: z.uuid(),
  amount: decimalString,
  balance_receivable: decimalString,
});

export const reconciliationQuery = z.object({
  date: optionalFilter(z.iso.date({ error: 'date must be a day as YYYY-MM-DD.' })),
});

const countAmount = z.object({ count: z.number().int(), amount: decimalString });
export const reconciliation = z.object({
  date: z.iso.date(),
  sent: countAmount,
  settled: countAmount,
  failed: countAmount,
  in_flight: countAmount.extend({ oldest_sent_at: isoDateTime.nullable() }),
  /** Items of batches cancelled after their file left, waiting for the bank's result. */
  cancel_requested: countAmount,
  stale: z.array(z.object({ batch_id: z.uuid(), reference: z.string(), sent_at: isoDateTime })),
});
export type Reconciliation = z.infer<typeof reconciliation>;

export const payoutResponses = {
  account: { 200: dataOf(payoutAccount), 404: errorBody },
  putAccount: { 200: dataOf(payoutAccount), 400: errorBody },
  reveal: { 200: dataOf(z.object({ account_number: z.string() })), 404: errorBody },
  batches: { 200: pageOf(payoutBatch), 400: errorBody, 404: errorBody },
  batch: { 200: dataOf(payoutBatch), 404: errorBody },
  created: { 201: dataOf(createdBatch), 400: errorBody, 409: errorBody },
  action: { 200: dataOf(payoutBatch), 404: errorBody, 409: errorBody },
  items: { 200: pageOf(payoutBatchItem), 400: errorBody, 404: errorBody },
  file: {
    200: { content: { 'text/csv': { schema: z.string().describe('CSV') } } },
    404: errorBody,
    409: errorBody,
  },
  results: { 200: dataOf(resultsOutcome), 400: errorBody, 404: errorBody, 409: errorBody },
  repayment: { 201: dataOf(repayment), 400: errorBody, 404: errorBody, 409: errorBody },
  reconciliation: { 200: dataOf(reconciliation), 400: errorBody },
  empty: { 204: noContent },
};
