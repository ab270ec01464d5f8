import type { MessageParams } from './common.js';
import {
  ACCEPT_BEFORE_PAYING,
  NOTHING_TO_PAY,
  ONLY_PAID_REVERSED,
  PAID_IS_FROZEN,
  SECOND_REVERSAL_APPROVAL_NEEDED,
} from './ledger.js';
import {
  BATCH_APPROVED_BY_CREATOR,
  BATCH_CANCELLED_WITHOUT_FILE,
  BATCH_EMPTY,
  BATCH_NEEDS_APPROVAL,
  BATCH_NOT_CHANGEABLE,
  BATCH_NOT_SUBMITTED,
  BATCH_SETTLED,
  CLAWBACK_TOO_LARGE,
  CLAWED_BACK_NOT_REVERSED,
  NO_PAYOUT_ACCOUNT,
  ONLY_PAID_CLAWED_BACK,
  PAID_BY_BATCH,
  PAYOUT_BATCH_NOT_FOUND,
  REPAYMENT_TOO_LARGE,
  SECOND_CLAWBACK_APPROVAL_NEEDED,
} from './payouts.js';
import { TRANSACTION_STATUSES, type TransactionStatus } from './statuses.js';
import { SECOND_APPROVAL_NEEDED } from './transactions.js';

/**
 * The texts the server writes for staff (activity notes, audit summaries, notifications, ledger
 * reasons, error messages) by code, in English. The API keeps the English sentence (`message`,
 * `summary`, `notes`) and adds its code and parameters beside it, so the app can say the same in
 * the reader's language through its catalogue (`server.<code>`, whose English is this table).
 * Parameters are codes and plain values: statuses by code, amounts as decimal strings.
 */
export const SERVER_TEXTS = {
  // Refusals of a transaction's update and of the money path.
  'transaction.not_found': 'Gift card submission not found.',
  'transaction.payout_over_value': 'Expected payout cannot exceed the card value.',
  'transaction.second_approval_needed': SECOND_APPROVAL_NEEDED,
  'transaction.paid_is_frozen': PAID_IS_FROZEN,
  'transaction.second_reversal_approval_needed': SECOND_REVERSAL_APPROVAL_NEEDED,
  'transaction.only_paid_reversed': ONLY_PAID_REVERSED,
  'transaction.nothing_to_pay': NOTHING_TO_PAY,
  'transaction.accept_before_paying': ACCEPT_BEFORE_PAYING,
  // Refusals of clawbacks, repayments and payout destinations.
  'transaction.only_paid_clawed_back': ONLY_PAID_CLAWED_BACK,
  'transaction.second_clawback_approval_needed': SECOND_CLAWBACK_APPROVAL_NEEDED,
  'transaction.clawback_too_large': CLAWBACK_TOO_LARGE,
  'transaction.paid_by_batch': PAID_BY_BATCH,
  'transaction.clawed_back_not_reversed': CLAWED_BACK_NOT_REVERSED,
  'user.repayment_too_large': REPAYMENT_TOO_LARGE,
  'user.no_payout_account': NO_PAYOUT_ACCOUNT,
  // Refusals of payout runs (batches sent to the bank).
  'payout_batch.needs_approval': BATCH_NEEDS_APPROVAL,
  'payout_batch.approved_by_creator': BATCH_APPROVED_BY_CREATOR,
  'payout_batch.not_changeable': BATCH_NOT_CHANGEABLE,
  'payout_batch.not_submitted': BATCH_NOT_SUBMITTED,
  'payout_batch.settled': BATCH_SETTLED,
  'payout_batch.empty': BATCH_EMPTY,
  'payout_batch.cancelled_without_file': BATCH_CANCELLED_WITHOUT_FILE,
  'payout_batch.not_found': PAYOUT_BATCH_NOT_FOUND,
  // Refusals for want of a permission (the permission's phrase: contract/permission-phrases.ts).
  'permission.refused': 'You do not have permission to %{permission}.',
  'permission.refused_any': 'You do not have permission to perform this action.',
  'permission.dispute_view': 'You do not have permission to view this dispute.',
  // KYC tier decisions (four eyes).
  'kyc.documents_missing': 'Tier %{tier} needs approved documents of these kinds: %{missing}.',
  'kyc.confirm_by_another': 'Another member of staff must confirm this tier: you asked for it.',
  'kyc.no_tier_request': 'No KYC tier is waiting to be confirmed for this customer.',
  // The rate CSV import's refusals, of the file and of each line.
  'rates.import_header': "The file's first line must be the header %{columns}.",
  'rates.import_too_many': 'An import holds at most %{max} rates.',
  'rates.import_field_count': 'Expected %{expected} fields, found %{found}.',
  'rates.import_no_brand': 'No single brand is named "%{brand}".',
  'rates.import_invalid': '%{field}: %{message}',
  'rates.band_has_version':
    'The band %{min_value} to %{max_value} already has a version from %{starts}: a new one starts later',
  'rates.band_overlaps':
    'The band %{min_value} to %{max_value} overlaps the band %{other_min} to %{other_max} in effect from %{starts}',
  'rates.starts_in_past': 'effective_from is in the past: a rate starts now or later',
  // Activity notes.
  'activity.status_changed': 'Status changed from %{from} to %{to}.',
  'activity.payment_processed': 'Payment of %{amount} processed.',
  'activity.payout_set': 'Expected payout set to %{payout} at %{rate}.',
  'activity.notes_updated': 'Notes updated.',
  'activity.payout_approved': 'Payout of %{amount} approved.',
  'activity.payout_reversed': 'Payout of %{amount} reversed: %{reason}',
  'activity.rate_overridden': "Rate moved from the rate card's %{from}% to %{to}%: %{reason}",
  'activity.payout_overridden':
    "Payout moved from the rate card's %{payout} to %{amount}: %{reason}",
  'activity.reversal_approved': 'Reversal of the %{amount} payout approved.',
  'activity.clawed_back': 'Clawed back %{amount}: %{reason}',
  'activity.clawback_approved': 'Clawback of the %{amount} payout approved.',
  'activity.paid_by_bank': 'Paid %{amount} by the bank in payout %{reference}.',
  'activity.paid_by_offset':
    'Paid %{amount} in payout %{reference} by offsetting what the customer owed from a clawback: nothing was sent to the bank.',
  'activity.payout_failed': 'Payout %{reference} failed: %{reason}; the %{amount} is owed again.',
  'activity.payout_failed_cancelled':
    'Payout %{reference} failed: cancelled; the %{amount} is owed again.',
  'activity.payout_failed_no_reason': 'Payout %{reference} failed; the %{amount} is owed again.',
  // Audit summaries.
  'audit.status_changed': 'Status changed from %{from} to %{to}',
  'audit.submission_changed': 'Changed %{fields} of the submission',
  'audit.payout_approved': 'Approved the payout of %{amount}',
  'audit.payout_reversed': 'Reversed the payout of %{amount}: %{reason}',
  'audit.reversal_approved': 'Approved reversing the payout of %{amount}',
  'audit.card_code_revealed': 'Revealed the card code',
  'audit.clawed_back': 'Clawed back %{amount} of the payout: %{reason}',
  'audit.clawback_approved': 'Approved clawing back the payout of %{amount}',
  'audit.repayment_recorded': 'Recorded a clawback repayment of %{amount} (%{reference})',
  'audit.payout_account_added': 'Added a payout account',
  'audit.payout_account_changed': 'Changed the payout account',
  'audit.payout_account_revealed': 'Revealed the payout account number',
  'audit.batch_created': 'Created a payout batch of %{items} items (%{skipped} skipped)',
  'audit.batch_approved': 'Approved the payout batch',
  'audit.batch_submitted': 'Submitted the payout batch: %{sent} items sent to the bank',
  'audit.batch_results':
    'Bank results: %{applied} applied, %{unchanged} unchanged, %{conflicts} conflicts, %{unmatched} unmatched',
  'audit.batch_cancelled': 'Cancelled the payout batch',
  'audit.batch_cancelled_failed': 'Cancelled the payout batch: %{failed} sent items failed',
  'audit.batch_cancelled_waiting':
    "Cancelled the payout batch after its file left: %{waiting} sent items wait for the bank's result",
  'audit.bank_file_downloaded': 'Downloaded the bank file (%{lines} lines)',
  'audit.kyc_approved': 'KYC of %{username} approved for tier %{tier}',
  'audit.kyc_rejected': 'KYC of %{username} rejected: %{reason}',
  'audit.kyc_tier_requested': 'Asked for tier %{tier} for %{username}, to be confirmed by another',
  'audit.kyc_tier_approved': 'Confirmed tier %{tier} for %{username}',
  'audit.kyc_tier_changed': 'KYC tier %{tier} (%{name}) changed',
  'audit.kyc_limits_on': 'KYC limits turned on',
  'audit.kyc_limits_off': 'KYC limits turned off',
  'audit.dispute_closed': 'Closed the dispute',
  'audit.dispute_reopened': 'Reopened the dispute',
  'audit.sign_in_failed': 'Failed sign-in as %{email}: wrong e-mail or password',
  'audit.sign_in_deactivated': 'Sign-in refused: %{username} is deactivated',
  'audit.two_factor_wrong_code': 'Wrong two-factor code for %{username}',
  'audit.two_factor_locked':
    "%{username}'s authenticator codes are refused after %{max} wrong codes; only a recovery code signs in",
  'audit.two_factor_on': '%{username} turned on two-factor sign-in',
  'audit.two_factor_off': '%{username} turned off two-factor sign-in',
  'audit.two_factor_off_wrong_code': "Wrong code to turn off %{username}'s two-factor sign-in",
  'audit.signed_out': '%{username} signed out',
  'audit.password_changed': '%{username} changed their password; their other sessions were ended',
  'audit.brand_changed': 'Changed %{fields} of brand %{name}',
  'audit.sla_policy_changed': 'Service level for %{target} changed (version %{version})',
  'audit.signed_in_password': '%{username} signed in with a password',
  'audit.signed_in_totp': '%{username} signed in with a password and an authenticator code',
  'audit.signed_in_recovery': '%{username} signed in with a password and a recovery code',
  'audit.rate_created':
    'Rate %{brand} %{country} %{form} %{receipt} %{min_value}–%{max_value}: %{rate} from %{effective_from}',
  'audit.rate_retired':
    'Rate %{brand} %{country} %{form} %{receipt} %{min_value}–%{max_value}: %{rate} retired',
  'audit.rates_imported':
    'Rates imported: %{created} created, %{superseded} superseded, %{unchanged} unchanged',
  'audit.claim_claimed': 'Claimed the %{brand} card of %{amount} for review',
  'audit.claim_released': 'Released the claim on the %{brand} card of %{amount}',
  'audit.claim_resumed': 'Resumed the %{brand} card of %{amount} it held for review',
  'audit.claim_taken': 'Took the %{brand} card of %{amount} from the review queue',
  // A declared resource's writes (server/declared): `resource` is its audit target type.
  'audit.record_created': 'Created %{resource} %{name}',
  'audit.record_changed': 'Changed %{resource} %{name}: %{fields}',
  'audit.record_deleted': 'Deleted %{resource} %{name}',
  'audit.user_changed': 'Changed %{fields} of user %{username}',
  'audit.staff_changed': 'Changed %{fields} of %{username}',
  'audit.user_deleted': '%{actor} deleted the %{role} account %{username} (%{email})',
  'audit.staff_created': 'Created %{role} account %{username}',
  'audit.staff_2fa_reset': 'Reset two-factor sign-in of %{username}',
  // Notifications.
  'notification.giftcard_submitted': '%{customer} submitted a %{amount} %{brand} gift card',
  'notification.giftcard_submitted_flagged':
    '%{customer} submitted a %{amount} %{brand} gift card (flagged: %{flags})',
  'notification.dispute_opened': '%{customer} opened a dispute',
  'notification.chat_message': '%{customer} sent a message in a dispute',
  'notification.payout_account_changed': '%{customer} changed their payout account',
  'notification.sla_due_soon.review': 'Card #%{item} is due for review in %{minutes} min',
  'notification.sla_breached.review': 'Card #%{item} is late for review by %{minutes} min',
  'notification.sla_due_soon.dispute_first_response':
    'Dispute #%{item} needs a first response in %{minutes} min',
  'notification.sla_breached.dispute_first_response':
    'Dispute #%{item} is late for its first response by %{minutes} min',
  'notification.sla_due_soon.dispute_resolution':
    'Dispute #%{item} is due to be resolved in %{minutes} min',
  'notification.sla_breached.dispute_resolution':
    'Dispute #%{item} is late to be resolved by %{minutes} min',
  // The customer's own notifications (contract/customer-notifications.ts).
  'customer_notification.payout_clawed_back':
    'Your payout of %{amount} for card #%{item} was clawed back: %{reason}. It will be deducted from your next payout.',
  'customer_notification.kyc_approved':
    'Your identity documents were approved: your account is now at tier %{tier}.',
  'customer_notification.kyc_rejected':
    'Your identity documents were not accepted: %{reason}. Please send them again.',
  // Ledger reasons the server writes itself (a reversal's reason is the staff member's own).
  'ledger.opening_purchase': 'Opening balance: the card was accepted before the ledger existed.',
  'ledger.opening_payout': 'Opening balance: the card was paid before the ledger existed.',
  // Written by the payout run's database functions (migrations 0023, 0030) as English only; read
  // back into code and parameters by textOfSentence. The longer form of a sentence comes first.
  'ledger.sent_in_payout': 'Sent in payout %{reference}',
  'ledger.recovered_in_payout': 'Recovered in payout %{reference}',
  'ledger.paid_by_bank': 'Paid by the bank: %{reference}',
  'ledger.payout_failed_because': 'Failed: %{reference} (%{reason})',
  'ledger.payout_failed': 'Failed: %{reference}',
  'ledger.offset_given_back': 'Given back: %{reference} failed',
} as const;
export type ServerTextCode = keyof typeof SERVER_TEXTS;

/** A server text: its code and parameters, and the English the API answers as its text. */
export interface ServerText {
  code: ServerTextCode;
  params: MessageParams;
  english: string;
}

/** Parameters holding an amount, a rate or a status code, written in English as the API says them. */
const MONEY_PARAMS = new Set(['amount', 'payout']);

const englishValue = (name: string, value: string | number | null) => {
  if (value === null) return '';
  if (MONEY_PARAMS.has(name)) return `$${value}`;
  if (name === 'rate') return `${value}%`;
  if (name === 'from' || name === 'to') {
    return TRANSACTION_STATUSES[value as TransactionStatus]?.display ?? String(value);
  }
  return String(value);
};

/**
 * The coded text with its English: "Payment of $195.00 processed." for payment_processed.
 * `inEnglish` words a parameter the English says otherwise than its value (risk flags by name).
 */
export const serverText = (
  code: ServerTextCode,
  params: MessageParams = {},
  inEnglish: Record<string, string> = {},
): ServerText => ({
  code,
  params,
  english: SERVER_TEXTS[code].replace(
    /%\{(\w+)\}/g,
    (_, name: string) => inEnglish[name] ?? englishValue(name, params[name] ?? null),
  ),
});

const FIXED_SENTENCES = new Map<string, ServerTextCode>(
  (Object.entries(SERVER_TEXTS) as [ServerTextCode, string][])
    .filter(([, english]) => !english.includes('%{'))
    .map(([code, english]) => [english, code]),
);

/** The code of a sentence that takes no parameters ("Gift card submission not found."), if any. */
export const codeOfSentence = (english: string | null | undefined) =>
  english ? (FIXED_SENTENCES.get(english) ?? null) : null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SENTENCE_PATTERNS = (Object.entries(SERVER_TEXTS) as [ServerTextCode, string][]).map(
  ([code, english]) => ({
    code,
    names: [...english.matchAll(/%\{(\w+)\}/g)].map((match) => match[1] as string),
    pattern: new RegExp(
      `^${english
        .split(/%\{\w+\}/)
        .map(escapeRegExp)
        .join('(.+?)')}$`,
    ),
  }),
);

/**
 * The coded text an English sentence was written from, parameters included ("Paid by the bank:
 * PB-1-0001" is ledger.paid_by_bank with its reference), for texts the database stores as English
 * only. Only among the codes of one family (`ledger.`), so that a sentence reads one way.
 */
export const textOfSentence = (
  english: string | null | undefined,
  family: string,
): { code: ServerTextCode; params: MessageParams } | null => {
  if (!english) return null;
  for (const { code, names, pattern } of SENTENCE_PATTERNS) {
    if (!code.startsWith(family)) continue;
    const match = pattern.exec(english);
    if (match) {
      return {
        code,
        params: Object.fromEntries(names.map((name, at) => [name, match[at + 1] ?? ''])),
      };
    }
  }
  return null;
};
