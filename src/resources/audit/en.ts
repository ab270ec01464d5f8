import { audit } from '../../../contract/resources/audit';
import { declaredResources } from '../../../contract/resources/index';
import { declaredAuditWords, messagesWith } from '../../declared/messages';

const declaredWords = declaredAuditWords(declaredResources, 'en');

/** The audit trail's texts (api-contract.md, "Audit trail"). */
export const en = messagesWith(audit, 'en', {
  history: 'History',
  history_empty: 'No recorded changes yet.',
  unknown_actor: 'Unknown',
  // The declaration labels its fields; these are the list's own columns and filters.
  fields: {
    created_at: 'Time',
    action_kind: 'Kind',
    created_after: 'From',
    created_before: 'To',
  },
  // The words of each `action` code, as the list and its filter show them.
  actions: {
    ...declaredWords.actions,
    auth: {
      login: 'Signed in',
      login_failed: 'Sign-in failed',
      logout: 'Signed out',
      '2fa_enabled': 'Two-factor turned on',
      '2fa_disabled': 'Two-factor turned off',
      '2fa_failed': 'Wrong two-factor code',
      '2fa_disable_failed': 'Wrong code to turn two-factor off',
      '2fa_locked': 'Two-factor codes locked',
      password_changed: 'Password changed',
    },
    kyc: {
      settings_update: 'KYC limits turned on or off',
    },
    transaction: {
      review: 'Transaction reviewed',
      reveal_code: 'Card code revealed',
      payout_approved: 'Payout approved',
      payout_reversed: 'Payout reversed',
      reversal_approved: 'Reversal approved',
      claim: 'Review claimed or released',
      clawback: 'Payout clawed back',
      clawback_approved: 'Clawback approved',
    },
    dispute: {
      update: 'Dispute updated',
    },
  },
  // The kinds of actions the filter offers; a declared resource's by its name.
  action_kinds: {
    ...declaredWords.action_kinds,
    payout_batch: 'Payout batches',
    kyc: 'KYC',
    auth: 'Sign-ins and two-factor',
    user: 'Customers',
    transaction: 'Transactions',
    dispute: 'Disputes',
  },
  show_claims: 'Desk claims',
  target_types: {
    ...declaredWords.target_types,
    payout_batch: 'Payout batch',
    user: 'User',
    transaction: 'Transaction',
    dispute: 'Dispute',
  },
  errors: { list: 'Failed to fetch the audit log.' },
});
