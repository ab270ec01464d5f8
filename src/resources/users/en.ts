import { users } from '../../../contract/resources/users';
import { messagesWith } from '../../declared/messages';

/** The texts of this resource's screens, copied from the spec as they are. */
export const en = messagesWith(users, 'en', {
  header: { edit: 'User Details' },
  detail_title: 'User Details',
  search: 'Search User Name...',
  // The declaration labels the record's fields; these are the screens' own.
  fields: {
    balance_owed: 'Balance owed',
    name: 'Name',
    id: 'ID',
    status: 'Status',
    action: 'Action',
    user_id: 'User ID',
    account_status: 'Account Status',
  },
  sections: {
    contact: 'Contact Information',
    personal: 'Personal Information',
    account: 'Account Details',
  },
  actions: {
    edit: 'Edit',
    delete: 'Delete',
    delete_alert: 'Delete user %{name}?',
    activate: 'Activate account',
    deactivate: 'Deactivate account',
    edit_profile: 'Edit profile',
    save: 'Save',
    cancel: 'Cancel',
  },
  messages: {
    activated: 'User account activated',
    deactivated: 'User account deactivated',
    profile_saved: 'Profile saved',
    profile_failed: 'Failed to save the profile',
  },
  confirm_deactivate: {
    title: 'Deactivate this account?',
    content: '%{name} will no longer be able to sign in until the account is activated again.',
  },
  profile: {
    title: 'Edit profile',
    country_hint: 'Two-letter code, such as US',
    country_invalid: 'Enter a two-letter country code, such as US',
    too_long: 'At most %{max} characters',
  },
  roles: {
    customer: 'Customer',
    admin: 'Admin',
  },
  payout: {
    title: 'Payout account',
    none: 'No payout account yet: the customer adds one before they can be paid in a batch.',
    bank: 'Bank',
    bank_value: '%{name} (%{code})',
    account_number: 'Account number',
    account_name: 'Account holder',
    updated_at: 'Last changed',
    reveal: 'Reveal',
    hide: 'Hide',
    history_hint: 'Each reveal and each change is in the history below.',
    errors: { reveal: 'Failed to reveal the account number.' },
  },
  receivable: {
    title: 'Clawbacks and repayments',
    owed: 'Owed by the customer',
    owes_hint: 'Deducted first from their next payouts, unless they pay it back.',
    owes_nothing: 'The customer owes nothing back.',
    transfers_title: 'Clawbacks on the ledger',
    no_transfers: 'No clawback yet.',
    repay: 'Record a repayment',
    repay_title: 'Record a repayment',
    repay_text: 'Money the customer paid back. They owe %{owed}; a repayment is at most that.',
    amount: 'Amount',
    reference: 'Reference',
    reference_hint: 'The bank transfer or receipt it came with',
    note: 'Note',
    repay_submit: 'Record',
    recorded: 'Repayment of %{amount} recorded. Still owed: %{owed}.',
    errors: {
      repayment: 'Failed to record the repayment.',
      transfers: 'Failed to fetch the clawbacks.',
    },
  },
  not_found: 'User not found',
});
