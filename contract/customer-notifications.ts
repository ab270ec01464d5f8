import { z } from 'zod';
import { isoDateTime, messageCode, messageParams, pageOf, pageQuery } from './common.js';

/**
 * What the business tells a customer about their own money and identity (api-contract.md,
 * "Clawbacks": "the customer gets a notification"; "KYC tiers and payout limits": "the customer
 * is notified"). Each is the customer's own, read with `GET /notifications/` (newest first); the
 * live notifications channel stays staff's.
 */
export const customerNotificationKind = z.enum([
  // A paid card of theirs was clawed back: they owe it, deducted from their next payout.
  'payout_clawed_back',
  // Their KYC documents were approved for a tier.
  'kyc_approved',
  // Their KYC documents were rejected, with the reason: they are asked to send them again.
  'kyc_rejected',
]);
export type CustomerNotificationKind = z.infer<typeof customerNotificationKind>;

export const customerNotification = z.object({
  id: z.uuid(),
  kind: customerNotificationKind,
  message: z.string(),
  message_code: messageCode,
  message_params: messageParams.nullable(),
  /** The transaction a clawback is about; null for a KYC decision. */
  subject_id: z.uuid().nullable(),
  created_at: isoDateTime,
  is_read: z.boolean(),
});
export type CustomerNotification = z.infer<typeof customerNotification>;

export const customerNotificationsQuery = pageQuery.omit({ search: true });

export const customerNotificationResponses = {
  list: { 200: pageOf(customerNotification) },
};
