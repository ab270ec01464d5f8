// No zod here: the login page's text catalogues read these tables, and zod would ride along into
// its bundle. The zod enums are built from the code lists below in `enums.ts`.

/**
 * The colours of the status badges (spec section 4). The app maps each tone to its fill and text
 * colours; the contract only says which tone a status takes where.
 */
export type BadgeTone =
  | 'green'
  | 'darkGreen'
  | 'darkestGreen'
  | 'emerald'
  | 'blue'
  | 'yellow'
  | 'red'
  | 'redOnYellow'
  | 'grey';

/** How one status code is shown. */
export interface StatusLook {
  /** The English label the server answers as `status_display`. */
  display: string;
  /** Catalogue key of the label in the app. */
  label: string;
  /** Badge of the lists and the payment detail. */
  tone: BadgeTone;
}

interface TransactionStatusLook extends StatusLook {
  /** Pill of the activity logs: redeemed is blue and paid emerald there. */
  pillTone: BadgeTone;
  /** Column of the dashboard's latest transactions. */
  dashboardTone: BadgeTone;
}

/** A customer's gift card transaction, in the order of the status select. */
export const TRANSACTION_STATUS_CODES = [
  'PENDING_REVIEW',
  'ORDER_ACCEPTED',
  'REJECTED',
  'REDEEMED',
  'PAID',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUS_CODES)[number];

const transactionLook = (
  code: TransactionStatus,
  display: string,
  tones: Pick<TransactionStatusLook, 'tone' | 'pillTone' | 'dashboardTone'>,
): TransactionStatusLook => ({ display, label: `resources.transactions.status.${code}`, ...tones });

/** Spec section 4, "Status colours": the greens darken along the way to payment. */
export const TRANSACTION_STATUSES: Record<TransactionStatus, TransactionStatusLook> = {
  PENDING_REVIEW: transactionLook('PENDING_REVIEW', 'Pending Review', {
    tone: 'yellow',
    pillTone: 'yellow',
    dashboardTone: 'yellow',
  }),
  ORDER_ACCEPTED: transactionLook('ORDER_ACCEPTED', 'Order Accepted', {
    tone: 'green',
    pillTone: 'green',
    dashboardTone: 'green',
  }),
  REJECTED: transactionLook('REJECTED', 'Rejected', {
    tone: 'red',
    pillTone: 'red',
    dashboardTone: 'grey',
  }),
  REDEEMED: transactionLook('REDEEMED', 'Redeemed', {
    tone: 'darkGreen',
    pillTone: 'blue',
    dashboardTone: 'grey',
  }),
  PAID: transactionLook('PAID', 'Paid', {
    tone: 'darkestGreen',
    pillTone: 'emerald',
    dashboardTone: 'grey',
  }),
};

/** A dispute is open until an admin closes it; either can be switched back. */
export const DISPUTE_STATUS_CODES = ['open', 'closed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUS_CODES)[number];

/** Spec section 2: open is red on yellow, closed green on green. */
export const DISPUTE_STATUSES: Record<DisputeStatus, StatusLook> = {
  open: { display: 'Open', label: 'resources.disputes.status.open', tone: 'redOnYellow' },
  closed: { display: 'Closed', label: 'resources.disputes.status.closed', tone: 'green' },
};

/** A payout batch (contract, "Payout runs"), from its draft to its bank's last result. */
export const PAYOUT_BATCH_STATE_CODES = [
  'draft',
  'approved',
  'submitted',
  'settled',
  'cancelled',
] as const;
export type PayoutBatchState = (typeof PAYOUT_BATCH_STATE_CODES)[number];

const batchLook = (code: string, display: string, tone: BadgeTone): StatusLook => ({
  display,
  label: `resources.payout-batches.states.${code}`,
  tone,
});

/** Waiting on people: yellow; at the bank: blue; done: green; dropped: grey. */
export const PAYOUT_BATCH_STATES: Record<PayoutBatchState, StatusLook> = {
  draft: batchLook('draft', 'Draft', 'grey'),
  approved: batchLook('approved', 'Approved', 'yellow'),
  submitted: batchLook('submitted', 'Submitted', 'blue'),
  settled: batchLook('settled', 'Settled', 'green'),
  cancelled: batchLook('cancelled', 'Cancelled', 'grey'),
};

/** A batch item: drafted, sent to the bank, then paid or failed (owed again). */
/** `held`: not sent, as sending it would have taken its customer past a KYC limit. */
/** `cancel_requested`: sent, then its batch cancelled after the bank file left: waits for the bank. */
export const PAYOUT_ITEM_STATE_CODES = [
  'draft',
  'sent',
  'paid',
  'failed',
  'held',
  'cancel_requested',
] as const;
export type PayoutItemState = (typeof PAYOUT_ITEM_STATE_CODES)[number];

const itemLook = (code: string, display: string, tone: BadgeTone): StatusLook => ({
  display,
  label: `resources.payout-batches.item_states.${code}`,
  tone,
});

export const PAYOUT_ITEM_STATES: Record<PayoutItemState, StatusLook> = {
  draft: itemLook('draft', 'Draft', 'grey'),
  sent: itemLook('sent', 'Sent', 'blue'),
  paid: itemLook('paid', 'Paid', 'green'),
  failed: itemLook('failed', 'Failed', 'red'),
  held: itemLook('held', 'Held', 'yellow'),
  cancel_requested: itemLook('cancel_requested', 'Cancel requested', 'yellow'),
};

/** The look of a status code that may come from elsewhere (an old record, a newer server). */
export const lookUp = <Code extends string, Look>(
  table: Record<Code, Look>,
  code: string | null | undefined,
): Look | undefined => (code && Object.hasOwn(table, code) ? table[code as Code] : undefined);
