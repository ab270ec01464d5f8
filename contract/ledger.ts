import { z } from 'zod';
import {
  dataOf,
  decimalString,
  errorBody,
  isoDateTime,
  messageCode,
  messageParams,
  moneyBackReason,
  optionalFilter,
  orderedPageQuery,
  ordering,
  pageOf,
} from './common.js';
import { schemasOf } from './resource-schemas.js';
import { ledger } from './resources/ledger.js';

/**
 * The payout ledger (contract, "Money: the payout ledger"): what the business owes each customer
 * and what it has sent, in double entry, written once.
 */

type AccountKinds = typeof ledger.fields.kind.choices;
/** The kinds of account, as the ledger's declaration words them (contract/resources/ledger.ts). */
export const ledgerAccountKind = z.enum(
  Object.keys(ledger.fields.kind.choices) as [keyof AccountKinds, ...(keyof AccountKinds)[]],
);
export type LedgerAccountKind = z.infer<typeof ledgerAccountKind>;

export const transferKind = z.enum([
  'purchase',
  'purchase_adjustment',
  'purchase_void',
  'payout',
  'payout_reversal',
  // Payout runs ("Ledger additions"); their accounts and effects: ledger_transfer_rules (0021).
  'payout_pending',
  'payout_settled',
  'payout_failed',
  'clawback',
  'clawback_offset',
  'clawback_repaid',
]);
export type TransferKind = z.infer<typeof transferKind>;

/** Refusals of the money path, word for word as the contract gives them. */
export const PAID_IS_FROZEN = 'This payout has been paid. Reverse it to change it.';
export const SECOND_REVERSAL_APPROVAL_NEEDED = 'This reversal needs a second approval.';
export const ONLY_PAID_REVERSED = 'Only a paid payout can be reversed.';
export const ACCEPT_BEFORE_PAYING =
  'Only an accepted card is paid: accept it first (Order Accepted or Redeemed).';
export const NOTHING_TO_PAY = 'There is no payout to pay: set an expected payout above 0.00 first.';

const person = z.object({ id: z.uuid(), username: z.string() });

export const ledgerAccount = z.object({
  id: z.uuid(),
  kind: ledgerAccountKind,
  customer: z
    .object({ id: z.uuid(), username: z.string(), email: z.string() })
    .nullable()
    .describe(
      'The customer of a customer account (payable, receivable); null for the business accounts',
    ),
  debits: decimalString,
  credits: decimalString,
  balance: decimalString.describe(
    'credits - debits (customer_payable, payouts, payouts_in_flight), debits - credits (card_inventory, customer_receivable)',
  ),
  updated_at: isoDateTime,
});
export type LedgerAccount = z.infer<typeof ledgerAccount>;

export const transfer = z.object({
  id: z.uuid(),
  kind: transferKind,
  debit_account_id: z.uuid(),
  credit_account_id: z.uuid(),
  amount: decimalString,
  transaction_id: z.uuid().nullable(),
  reverses_id: z
    .uuid()
    .nullable()
    .describe('The payout a payout_reversal reverses; the offset a clawback_offset gives back'),
  performed_by: person.nullable(),
  reason: z.string().nullable(),
  reason_code: messageCode.describe(
    'Code of a reason the server wrote (an opening balance, a payout run step), for the app to translate; null for a reason a person gave',
  ),
  reason_params: messageParams.nullable().describe('The values of the coded reason'),
  created_at: isoDateTime,
});
export type Transfer = z.infer<typeof transfer>;

/** What a transaction's detail shows of its money. */
export const transactionLedger = z.object({
  owed: decimalString.describe(
    'What is still owed on it: its purchases, adjustments and voids, less its payouts, plus reversals',
  ),
  paid: decimalString.describe('Its payouts minus its reversals'),
  transfers: z.array(transfer).describe('Its transfers, newest first, at most 20'),
});
export type TransactionLedger = z.infer<typeof transactionLedger>;

/** Its declaration's sortable fields (contract/resources/ledger.ts): the balance, the last movement. */
export const ledgerAccountOrdering = schemasOf(ledger).ordering;
export const transferOrdering = ordering(['created_at'], '-created_at');

const dateTimeFilter = (field: string) =>
  optionalFilter(
    z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: `${field} must be an ISO 8601 date or date and time.`,
    }),
  );

export const ledgerAccountListQuery = orderedPageQuery(ledgerAccountOrdering).extend({
  kind: optionalFilter(
    z.enum(ledgerAccountKind.options, {
      error: `kind must be one of: ${ledgerAccountKind.options.join(', ')}.`,
    }),
  ),
});
export type LedgerAccountListQuery = z.infer<typeof ledgerAccountListQuery>;

export const transferListQuery = orderedPageQuery(transferOrdering).extend({
  account: optionalFilter(z.uuid({ error: 'account must be an account id.' })),
  transaction: optionalFilter(z.uuid({ error: 'transaction must be a transaction id.' })),
  kind: optionalFilter(
    z.enum(transferKind.options, {
      error: `kind must be one of: ${transferKind.options.join(', ')}.`,
    }),
  ),
  created_after: dateTimeFilter('created_after').describe('Transfers at or after this date (time)'),
  created_before: dateTimeFilter('created_before').describe(
    'Transfers before this date and time; a bare date includes that whole day',
  ),
});
export type TransferListQuery = z.infer<typeof transferListQuery>;

export const ledgerSummaryQuery = z.object({
  date: optionalFilter(z.iso.date({ error: 'date must be a day as YYYY-MM-DD.' })).describe(
    'The UTC day; today by default',
  ),
});

const balancesByKind = z.object({
  card_inventory: decimalString,
  customer_payable: decimalString,
  payouts: decimalString,
});
export type BalancesByKind = z.infer<typeof balancesByKind>;
/** The account kinds the daily summary gives balances of, in its order. */
export const SUMMARY_ACCOUNT_KINDS = balancesByKind.keyof().options;

export const ledgerSummary = z.object({
  date: z.iso.date(),
  opening: balancesByKind.describe(
    'Balances of each kind at the start of the day (customer accounts summed)',
  ),
  closing: balancesByKind.describe('Balances of each kind at the end of the day'),
  transfers: z
    .record(transferKind, z.object({ count: z.number().int(), amount: decimalString }))
    .describe('The day’s transfers by kind (every kind present, zeros included)'),
  outstanding_payables: decimalString.describe('closing customer_payable'),
  paid_total: decimalString.describe('closing payouts'),
});
export type LedgerSummary = z.infer<typeof ledgerSummary>;

export const ledgerCheckRule = z.enum([
  'transfer_shape',
  'debits_equal_credits',
  'account_balance',
  'daily_totals',
  'transaction_owed',
  'transaction_paid',
  'single_payout',
  'payables_total',
  'payouts_total',
  'transfer_fits_kind',
  'no_overdraft',
  // Payout runs: each card's money in flight is its sent item's; the total is all sent items'.
  'transaction_in_flight',
  'in_flight_total',
]);
export type LedgerCheckRule = z.infer<typeof ledgerCheckRule>;

export const ledgerCheckProblem = z.object({
  rule: ledgerCheckRule,
  account_id: z.uuid().optional(),
  transaction_id: z.uuid().optional(),
  expected: z.string(),
  found: z.string(),
});
export type LedgerCheckProblem = z.infer<typeof ledgerCheckProblem>;

export const ledgerCheck = z.object({
  ok: z.boolean(),
  checked_at: isoDateTime,
  took_ms: z.number().int(),
  transfers: z.number().int().describe('Transfers re-added'),
  accounts: z.number().int().describe('Accounts checked'),
  problems: z.array(ledgerCheckProblem),
});
export type LedgerCheck = z.infer<typeof ledgerCheck>;

export const reversePayoutBody = z.object(
  { reason: moneyBackReason },
  { error: 'Send the reason as a JSON object.' },
);
export type ReversePayout = z.infer<typeof reversePayoutBody>;

export const ledgerResponses = {
  accounts: { 200: pageOf(ledgerAccount), 400: errorBody, 404: errorBody },
  account: { 200: dataOf(ledgerAccount), 404: errorBody },
  transfers: { 200: pageOf(transfer), 400: errorBody, 404: errorBody },
  summary: { 200: dataOf(ledgerSummary), 400: errorBody },
  check: { 200: dataOf(ledgerCheck) },
};
