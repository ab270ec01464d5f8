import { transactionStatus } from '../../../contract/enums.js';
import type { BulkReview, BulkReviewResult } from '../../../contract/review-desk.js';
import { TRANSACTION_STATUSES } from '../../../contract/statuses.js';
import type { Database } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import type { Bus } from '../../realtime/bus.js';
import { type ClaimAudit, publishClaim } from './claims.js';
import type { PayoutApprovalRule } from './payout-approval-rule.js';
import { reviewTransaction } from './review.js';

export const PAID_NOT_IN_BULK = 'A paid submission is not changed in bulk.';
export const NO_PAYOUT_YET = 'Set the expected payout and offered rate first.';

/**
 * Reviews each card through the one review path, each in its own database transaction (with its
 * activity log and audit rows), so one refusal leaves the others done. The stored payout and rate
 * stay as they are; paid cards are left alone, as paying is never done in bulk.
 */
export async function bulkReview(
  db: Database,
  bus: Bus,
  input: {
    body: BulkReview;
    audit: ClaimAudit;
    may: (permission: 'transactions.pay' | 'transactions.review') => boolean;
    payouts: PayoutApprovalRule;
  },
): Promise<BulkReviewResult> {
  const { body, audit, may, payouts } = input;
  const result: BulkReviewResult = { updated: [], failed: [] };
  for (const id of new Set(body.ids)) {
    try {
      const { claimReleased } = await reviewTransaction(db, {
        id,
        audit,
        may,
        payouts,
        body: (before) => {
          if (before.status === transactionStatus.enum.PAID) throw badRequest(PAID_NOT_IN_BULK);
          if (before.status === body.status) {
            throw badRequest(`Already ${TRANSACTION_STATUSES[body.status].display}.`);
          }
          if (before.expectedPayout === null || before.offeredRate === null) {
            throw badRequest(NO_PAYOUT_YET);
          }
          return {
            status: body.status,
            expected_payout: before.expectedPayout,
            offered_rate: before.offeredRate,
            rejection_reason: body.rejection_reason,
          };
        },
      });
      if (claimReleased) await publishClaim(bus, id, null);
      result.updated.push(id);
    } catch (error) {
      // A refusal of this card (not found, claimed, not allowed) is its answer; a fault is not.
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      result.failed.push({ id, message: error.message });
    }
  }
  return result;
}
