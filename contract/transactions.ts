import { z } from 'zod';
import { claimFields } from './claims.js';
import {
  booleanString,
  dataOf,
  decimal,
  decimalString,
  errorBody,
  imageFile,
  isoDateTime,
  MAX_MONEY,
  messageCode,
  messageParams,
  optionalFilter,
  orderedPageQuery,
  ordering,
  pageOf,
  pageQuery,
  text,
} from './common.js';
import { activityAction, riskFlag, transactionStatus } from './enums.js';
import { transactionLedger } from './ledger.js';
import { clawback } from './payouts.js';
import { cardReceipt, cardReceiptInput, countryCode, formInput, rateForm } from './rates.js';
import { slaClock, slaStateFilter } from './sla.js';

/**
 * A customer's gift card transaction: the card they submitted for sale and its review. The API
 * path keeps the spec's word (`/giftcards/`) and the app's screens `/transactions` and `/payments`.
 */

export const transactionOrdering = ordering(
  ['created_at', 'card_value', 'final_payout', 'status', 'paid_at', 'sla_due_at'],
  '-created_at',
);

const statusList = transactionStatus.options.join(', ');

const optionalId = (field: string) =>
  optionalFilter(z.uuid({ error: `${field} must be a valid id.` }));

export const transactionListQuery = orderedPageQuery(transactionOrdering).extend({
  status: optionalFilter(
    z.enum(transactionStatus.options, { error: `status must be one of: ${statusList}.` }),
  ),
  user: optionalId('user'),
  brand: optionalId('brand'),
  flagged: booleanString('flagged').optional().describe('true: only transactions with a risk flag'),
  awaiting_approval: booleanString('awaiting_approval')
    .optional()
    .describe(
      'true: only accepted or redeemed cards whose payout needs a second approval nobody has given yet',
    ),
  sla_state: slaStateFilter.describe(
    'due_soon: cards in review past their warning time; breached: cards in review past their due time',
  ),
});

/** The customer's own list is always newest first. */
export const ownTransactionOrdering = ordering(['created_at'], '-created_at');
export const ownTransactionListQuery = pageQuery;

/** An amount of the review form, with the form's own texts. */
const amount = (label: string, max = MAX_MONEY) =>
  decimal(
    {
      required: `${label} is required`,
      invalid: 'Must be a valid number',
      tooLarge: max === MAX_MONEY ? undefined : `${label} cannot exceed ${max}`,
    },
    max,
  );

const note = (field: string) =>
  text({ error: `${field} must be text.` })
    .trim()
    .max(2000, `${field} must be 2000 characters or less.`);

/** Refusal of a PATCH moving the offered rate away from a rate card's lock without a reason. */
export const RATE_OVERRIDE_REASON_NEEDED =
  'Give a reason (1 to 500 characters) for moving the offered rate away from the rate card’s locked rate.';

export const transactionReviewBody = z.object({
  status: z.enum(transactionStatus.options, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Status is required'
        : `Status must be one of: ${statusList}.`,
  }),
  expected_payout: amount('Expected payout'),
  offered_rate: amount('Offered rate', 100),
  admin_notes: note('admin_notes').optional(),
  rejection_reason: note('rejection_reason').optional(),
  rate_override_reason: text({ error: 'rate_override_reason must be text.' })
    .trim()
    .min(1, RATE_OVERRIDE_REASON_NEEDED)
    .max(500, 'rate_override_reason must be 500 characters or less.')
    .optional()
    .describe(
      'Needed when offered_rate moves away from a rate card’s lock (rate_lock.rate_id not null).',
    ),
});
export type TransactionReview = z.infer<typeof transactionReviewBody>;
/** The fields a client may send on update: the keys of the review body. */
export const TRANSACTION_WRITABLE_FIELDS = transactionReviewBody.keyof().options;

export const transactionSubmitBody = z.object(
  {
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
    country: optionalFilter(countryCode('country')).describe(
      "ISO 3166 alpha-2; default the customer's country, else US.",
    ),
    form: optionalFilter(formInput).describe('Default ecode.'),
    receipt: optionalFilter(cardReceiptInput).describe('Default no_receipt.'),
  },
  { error: 'Send the card fields as a form or a JSON object.' },
);
export type TransactionSubmit = z.infer<typeof transactionSubmitBody>;

/** The file field of the card form. */
export const CARD_IMAGE_FIELD = 'card_image';

/** A card as JSON, or as a form that may carry the card's image. */
export const transactionSubmitForm = transactionSubmitBody.extend({
  [CARD_IMAGE_FIELD]: imageFile,
});

const profitMargin = z.object({
  margin_percentage: decimalString,
  profit_amount: decimalString,
});
export type ProfitMargin = z.infer<typeof profitMargin>;

const activityLog = z.object({
  id: z.uuid(),
  performed_by_name: z.string(),
  action: activityAction,
  new_status: transactionStatus.nullable().describe('The status set, or null'),
  notes: z.string(),
  notes_code: messageCode,
  notes_params: messageParams.nullable(),
  time_ago: z.string().describe('"just now", "1 minute ago", "2 days ago"'),
  created_at: isoDateTime,
});
export type ActivityLog = z.infer<typeof activityLog>;

const payoutApproval = z.object({
  approved_by: z.object({ id: z.uuid(), username: z.string() }),
  approved_at: isoDateTime,
  amount: decimalString.describe('The expected payout approved'),
});
export type PayoutApproval = z.infer<typeof payoutApproval>;

/** The answer of reveal_code: the only place a plain card code ever leaves the server. */
export const revealedCardCode = z.object({ card_code: z.string() });

/** The statuses from which a card is paid out: where a payout can await its second approval. */
export const PAYABLE_STATUSES = ['ORDER_ACCEPTED', 'REDEEMED'] as const;

/** DUAL_APPROVAL_THRESHOLD unless the server is configured otherwise. */
export const DEFAULT_DUAL_APPROVAL_THRESHOLD = '500.00';

/** Refusal of PAID at or above the dual approval threshold without another's prior approval. */
export const SECOND_APPROVAL_NEEDED = 'This payout needs a second approval.';

export const transaction = z.object({
  id: z.uuid(),
  status: transactionStatus,
  status_display: z.string().describe('English label of the status'),
  expected_payout: decimalString.nullable(),
  offered_rate: decimalString.nullable(),
  final_payout: decimalString.nullable(),
  card_value: decimalString,
  card_code_display: z
    .string()
    .describe(
      "The code's end, at most four characters and at most a third of it: '****-****-7H2K'; the code itself only through reveal_code",
    ),
  card_image: z
    .string()
    .nullable()
    .describe(
      'Signed URL of the image (/media/{id}?expires=…&signature=…), valid for at most 15 minutes; null when there is none',
    ),
  currency: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  paid_at: isoDateTime.nullable(),
  admin_notes: z.string(),
  rejection_reason: z.string(),
  user: z.object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    date_joined: isoDateTime,
  }),
  // A projection of the brand, not the brands routes' full answer.
  brand: z.object({
    id: z.uuid(),
    name: z.string(),
    image: z.string().nullable(),
    rate_percentage: decimalString,
    is_active: z.boolean(),
    min_amount: decimalString,
    max_amount: decimalString,
  }),
  risk_flags: z.array(riskFlag).describe('Decided when the card was submitted, and kept'),
  duplicate_of: z.array(z.uuid()).describe('Earlier transactions with the same card code'),
  payout_approval: payoutApproval
    .nullable()
    .describe('A second staff member’s approval of the expected payout; voided when it changes'),
  country: z.string().nullable().describe('Null on cards submitted before rate cards'),
  form: rateForm.nullable(),
  receipt: cardReceipt.nullable(),
  rate_lock: z
    .object({
      rate_id: z
        .uuid()
        .nullable()
        .describe("The rate card's row, or null: the brand's headline rate"),
      rate_percentage: decimalString,
      locked_at: isoDateTime,
    })
    .nullable()
    .describe('The rate quoted at submission; a later rate change does not move it'),
  rate_override: z
    .object({
      by: z.object({ id: z.uuid(), username: z.string() }),
      reason: z.string(),
      at: isoDateTime,
    })
    .nullable()
    .describe("The latest move of offered_rate away from a rate card's lock, with its reason"),
  payout_approval_required: z
    .boolean()
    .describe(
      'Whether paying needs a second staff member’s prior approval: the expected payout is at or above the server’s DUAL_APPROVAL_THRESHOLD',
    ),
  payout_approval_threshold: z
    .string()
    .describe(
      'The server’s DUAL_APPROVAL_THRESHOLD: a payout at or above it needs a second staff member’s approval before it is paid (the review desk warns of it before accepting)',
    ),
  ...claimFields,
  sla: slaClock.describe('The review’s service-level clock: due when, and where it stands'),
});
export type Transaction = z.infer<typeof transaction>;

const reversalApproval = z.object({
  approved_by: z.object({ id: z.uuid(), username: z.string() }),
  approved_at: isoDateTime,
});
export type ReversalApproval = z.infer<typeof reversalApproval>;

export const transactionDetail = transaction.extend({
  profit_margin: profitMargin,
  recent_logs: z.array(activityLog).describe('The 20 newest activity log rows, newest first'),
  ledger: transactionLedger.describe('Its money on the payout ledger'),
  reversal_approval: reversalApproval
    .nullable()
    .describe(
      'A second staff member’s approval to reverse the payout (needed at or above DUAL_APPROVAL_THRESHOLD); consumed by the reversal',
    ),
  clawback: clawback
    .nullable()
    .describe('The clawback of this paid card, found already used: what the customer owes back'),
  clawback_approval: reversalApproval
    .nullable()
    .describe(
      'A second staff member’s approval to claw back (needed at or above DUAL_APPROVAL_THRESHOLD); consumed by the clawback',
    ),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

const latestTransaction = z.object({
  id: z.uuid(),
  user: z.object({ first_name: z.string(), last_name: z.string() }),
  brand: z.object({ name: z.string() }),
  created_at: isoDateTime,
  status: transactionStatus,
  status_display: z.string(),
});
export type LatestTransaction = z.infer<typeof latestTransaction>;

export const dashboardStats = z.object({
  sum_paid_payouts: decimalString,
  total_submissions: z.number().int(),
  total_giftcards: z.number().int().describe('Number of brands'),
  total_users: z.number().int().describe('Number of customers'),
  todays_activities: z.object({
    submissions_today: z.number().int(),
    pending_approval_today: z.number().int(),
    paid_today: z.number().int(),
    new_users_today: z.number().int(),
  }),
  latest_submissions: z.array(latestTransaction).describe('The five newest transactions'),
  top_brands: z
    .array(z.object({ name: z.string(), submission_count: z.number().int() }))
    .describe('The five brands with the most transactions'),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const transactionResponses = {
  dashboard: { 200: dataOf(dashboardStats) },
  list: { 200: pageOf(transaction), 400: errorBody, 404: errorBody },
  one: { 200: dataOf(transactionDetail), 404: errorBody },
  review: { 200: dataOf(transactionDetail), 400: errorBody, 404: errorBody, 409: errorBody },
  revealCode: { 200: dataOf(revealedCardCode), 404: errorBody },
  approvePayout: { 200: dataOf(transactionDetail), 404: errorBody, 409: errorBody },
  reversePayout: { 200: dataOf(transactionDetail), 400: errorBody, 404: errorBody, 409: errorBody },
  approveReversal: { 200: dataOf(transactionDetail), 404: errorBody, 409: errorBody },
  clawback: { 200: dataOf(transactionDetail), 400: errorBody, 404: errorBody, 409: errorBody },
  submit: { 201: dataOf(transaction), 400: errorBody, 413: errorBody },
};
