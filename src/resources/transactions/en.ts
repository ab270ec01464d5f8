import { TRANSACTION_STATUSES } from '../../../contract/statuses';
import { labelsOf } from '../statusLabels';
import type { ResourceMessages } from '../types';

/** The texts of this resource's screens, copied from the spec as they are. */
export const en: ResourceMessages = {
  transactions: {
    name: 'Transaction |||| Transactions',
    // The spec lists no header title for these paths: they show its fallback, Dashboard.
    header: { list: 'Dashboard' },
    title: 'Transactions',
    detail_title: 'Transaction Details',
    search: 'Search Brand Name...',
    fields: {
      buyer: 'Buyer',
      trade_id: 'Trade ID',
      brand_name: 'Brand name',
      date: 'Date',
      card_value: 'Card Value',
      status: 'Status',
      action: 'Action',
      card_code: 'Card Code',
      amount: 'Amount',
      expected_payout: 'Expected Payout',
      offered_rate: 'Offered Rate',
    },
    status: {
      ...labelsOf(TRANSACTION_STATUSES),
      unknown: 'Unknown Status',
    },
    actions: {
      update: 'Update Transaction',
      view: 'View transaction %{id}',
    },
    bulk: {
      accept: 'Accept',
      reject: 'Reject',
      redeemed: 'Redeemed',
      reject_title: 'Reject the selected card |||| Reject the %{smart_count} selected cards',
      result: '%{done} done, %{failed} failed',
      toolbar: 'Review the selected cards',
      clear: 'Clear selection',
      select: 'Select %{id}',
    },
    claimed_by: 'Being reviewed by %{username}',
    summary_title: 'Submission',
    card_code: {
      reveal: 'Reveal',
      hide: 'Hide',
      reveal_failed: 'Failed to reveal the card code.',
    },
    risk: {
      title: 'Risk',
      none: 'No risk flags',
      flagged: 'Flagged: %{reasons}',
      flagged_only: 'Flagged only',
      short: {
        duplicate_code: 'Duplicate code',
        velocity: 'Velocity',
        new_account: 'New account',
      },
      reasons: {
        duplicate_code: 'The same card code was submitted before.',
        velocity: 'The customer submitted more cards than allowed within one hour.',
        new_account: 'A high-value card from an account less than a day old.',
      },
      duplicates: 'Same code as',
      customer_submissions: "Customer's other submissions",
    },
    approval: {
      approve: 'Approve payout',
      approved_by: 'Approved by %{name} at %{date} (%{amount})',
      awaiting: 'Awaiting second approval',
      own: 'You approved this payout: another staff member must mark it paid.',
      done: 'Payout approved',
      failed: 'Failed to approve the payout.',
    },
    update_title: 'Review',
    messages: {
      updated: 'Submission updated successfully',
    },
    validation: {
      status_required: 'Status is required',
      expected_payout_required: 'Expected payout is required',
      offered_rate_required: 'Offered rate is required',
      number: 'Must be a valid number',
    },
    logs: {
      title: 'Recent Activity Logs',
      name: 'Name',
      action: 'Action',
      new_status: 'New Status',
      notes: 'Notes',
      time_ago: 'Time Ago',
      no_notes: 'No notes provided',
      empty: 'No activity logs found',
      empty_hint: 'Activity will appear here as changes are made',
      no_status_change: 'No change',
      actions: {
        status_update: 'Status Update',
        payment_processed: 'Payment Processed',
        payout_approved: 'Payout Approved',
        payout_reversed: 'Payout Reversed',
        reversal_approved: 'Reversal Approved',
        review_completed: 'Review Completed',
        rejection: 'Rejection',
        other: 'Other',
      },
    },
  },
};
