import type { CustomerKyc } from '../../../contract/kyc.js';
import type { users } from '../../db/schema.js';

/** A customer's KYC as staff and the customer read it. */
export const serializeCustomerKyc = (user: typeof users.$inferSelect): CustomerKyc => ({
  tier: user.kycTier,
  status: user.kycStatus,
  reviewed_at: user.kycReviewedAt?.toISOString() ?? null,
  reason: user.kycReason,
});
