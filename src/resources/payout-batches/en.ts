import { payoutBatches } from '../../../contract/resources/payout-batches';
import { messagesWith } from '../../declared/messages';

/** Payout batches' texts (api-contract.md, "Payout runs"). */
export const en = messagesWith(payoutBatches, 'en', {
  detail_title: 'Payout batch',
  create_title: 'New payout batch',
  not_found: 'Payout batch not found',
  empty: 'No payout batch yet.',
  // The declaration labels the batch's fields; these are the screens' own.
  fields: {
    id: 'Batch',
    created_at: 'Created',
  },
  states: {
    draft: 'Draft',
    approved: 'Approved',
    submitted: 'Submitted',
    settled: 'Settled',
    cancelled: 'Cancelled',
  },
  item_states: {
    draft: 'Draft',
    sent: 'Sent',
    paid: 'Paid',
    failed: 'Failed',
    held: 'Held (KYC limit)',
    cancel_requested: 'Cancel requested (waiting for the bank)',
  },
  item_fields: {
    reference: 'Reference',
    customer: 'Customer',
    transaction: 'Transaction',
    destination: 'Destination',
    amount: 'Amount',
    offset: 'Clawback offset',
    net: 'Net sent',
    state: 'State',
    result_reason: 'Bank’s reason',
  },
  panels: {
    batch: 'Batch',
    totals: 'Totals',
    items: 'Items',
    skipped: 'Left out of this batch',
  },
  create: {
    intro:
      'A batch holds one item per card that is owed: accepted or redeemed, with something left to pay, in no other open batch, whose customer has a payout account and is within their KYC limits. The others are left out and listed with why.',
    source: 'Pay',
    all_owed: 'Everything that is owed',
    chosen: 'These transactions',
    transaction_ids: 'Transaction IDs',
    transaction_ids_help: 'One ID per line (or separated by commas or spaces).',
    submit: 'Draft the batch',
    nothing: 'Nothing could go in a batch:',
  },
  skipped: {
    intro:
      '%{count} transaction was left out of the batch: |||| %{count} transactions were left out of the batch:',
    transaction: 'Transaction',
    reason: 'Why',
    reasons: {
      not_found: 'Not found',
      not_accepted: 'Not accepted (or already paid)',
      nothing_owed: 'Nothing owed',
      in_open_batch: 'Already in an open batch',
      no_payout_account: 'No payout account',
      kyc_limit: 'Over the customer’s KYC limit',
    },
  },
  approval: {
    needed:
      'This batch needs a second approval before it is sent: its total or one of its items is at or over the approval threshold.',
    not_needed: 'Under the approval thresholds: this batch can be sent without a second approval.',
    creator:
      'You drafted this batch, so a colleague with the right to pay approves it: approving is not offered to you.',
    approved: 'Approved by %{name}.',
  },
  actions: {
    approve: 'Approve',
    submit: 'Send to the bank',
    download: 'Download the bank file',
    upload: 'Upload the bank’s results',
    cancel: 'Cancel the batch',
    cancel_title: 'Cancel this batch?',
    cancel_draft: 'The batch is dropped; its cards stay owed and may go in another batch.',
    cancel_submitted:
      'If nobody has downloaded the bank file yet, every item still sent is marked failed ("cancelled") and owed again. Once the file has been downloaded the bank may pay anyway: its items wait for the bank’s result, paid once if the bank paid them, owed again if not.',
    keep: 'Keep it',
    submit_title: 'Send this batch to the bank?',
    submit_text:
      '%{count} payout, %{total}, is moved to money in flight. Then download the bank file and give it to the bank. |||| %{count} payouts, %{total} in all, are moved to money in flight. Then download the bank file and give it to the bank.',
    approved: 'Batch approved',
    submitted: 'Batch sent: download the bank file for the bank',
    cancelled: 'Batch cancelled',
  },
  results: {
    choose: 'Upload the bank’s results',
    preview_title: 'Bank results: what will be applied',
    applied: 'To apply',
    unchanged: 'Already recorded (unchanged)',
    conflicts: 'Conflicts (not applied)',
    unmatched: 'Unknown references',
    conflict_row: '%{reference}: recorded %{recorded}, the file says %{received}',
    nothing: 'Nothing in this file changes the batch.',
    apply: 'Apply the results',
    done: 'Results applied: %{applied} applied, %{unchanged} unchanged, %{conflicts} conflicts, %{unmatched} unknown',
    not_json: 'The file is not valid JSON.',
    outcomes: {
      success: 'success',
      failed: 'failed',
      sent: 'sent',
      paid: 'paid',
      draft: 'draft',
    },
  },
  phone_line: '%{count} item · by %{name} |||| %{count} items · by %{name}',
  items_filter: 'Item state',
  list_reconciliation: 'Reconciliation',
  errors: {
    list: 'Failed to fetch payout batches.',
    one: 'Failed to fetch the payout batch.',
    items: 'Failed to fetch the batch’s items.',
    create: 'The batch could not be drafted.',
    approve: 'The batch could not be approved.',
    submit: 'The batch could not be sent.',
    cancel: 'The batch could not be cancelled.',
    file: 'The bank file could not be downloaded.',
    results: 'The results could not be read.',
  },
});
