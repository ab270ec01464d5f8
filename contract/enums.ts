import { z } from 'zod';
import { DISPUTE_STATUS_CODES, TRANSACTION_STATUS_CODES } from './statuses.js';

/** Who a signed-in person is: a member of staff (one of four jobs) or a customer selling cards. */
export const role = z.enum(['admin', 'reviewer', 'finance', 'support', 'customer']);
export type Role = z.infer<typeof role>;

/** The roles of the business's own people: everything under `/admin/` is for them. */
export const staffRole = z.enum(['admin', 'reviewer', 'finance', 'support']);
export type StaffRole = z.infer<typeof staffRole>;

export const isStaffRole = (value: Role): value is StaffRole =>
  (staffRole.options as readonly string[]).includes(value);

/** What an activity log row records about a review (spec section 3). */
export const activityAction = z.enum([
  'status_update',
  'payment_processed',
  'review_completed',
  'rejection',
  'payout_approved',
  'payout_reversed',
  'reversal_approved',
  'other',
]);
export type ActivityAction = z.infer<typeof activityAction>;

/** Why a submission looks risky; decided when it is submitted. */
export const riskFlag = z.enum(['duplicate_code', 'velocity', 'new_account', 'kyc_limit']);
export type RiskFlag = z.infer<typeof riskFlag>;

/**
 * What a notification is about; `subject_id` is the transaction's or the dispute's id, or the
 * customer's whose payout account changed.
 */
export const notificationKind = z.enum([
  'giftcard_submitted',
  'dispute_opened',
  'chat_message',
  'sla_due_soon',
  'sla_breached',
  'payout_account_changed',
]);
export type NotificationKind = z.infer<typeof notificationKind>;

/** M, F, O, or '' when not given. */
export const gender = z.enum(['M', 'F', 'O', '']);
export type Gender = z.infer<typeof gender>;

/** A customer's gift card transaction, in the order of the status select (codes in `statuses.ts`). */
export const transactionStatus = z.enum(TRANSACTION_STATUS_CODES);

/** A dispute is open until an admin closes it; either can be switched back. */
export const disputeStatus = z.enum(DISPUTE_STATUS_CODES);
