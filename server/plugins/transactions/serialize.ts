import {
  type CustomerTransaction,
  customerTransaction,
} from '../../../contract/customer-transactions.js';
import { TRANSACTION_STATUSES } from '../../../contract/statuses.js';
import type { ActivityLog, PayoutApproval, Transaction } from '../../../contract/transactions.js';
import { maskCardCode } from '../../db/card-codes.js';
import type { activityLogs } from '../../db/schema.js';
import { mediaUrl, signedMediaUrl } from '../../lib/images.js';
import { serializeClock } from '../sla/serialize.js';
import type { PayoutApprovalRule } from './payout-approval-rule.js';
import type { TransactionRow } from './queries.js';
import { timeAgo } from './time-ago.js';

function payoutApproval(row: TransactionRow): PayoutApproval | null {
  const { payoutApprovedById: id, payoutApprovedAt: at, payoutApprovedAmount: amount } = row;
  if (!id || !at || !amount) return null;
  return {
    approved_by: { id, username: row.approverUsername ?? '' },
    approved_at: at.toISOString(),
    amount,
  };
}

/** The rate quoted at submission, and the latest override of a rate card's lock. */
function rateFields(
  row: TransactionRow,
): Pick<Transaction, 'country' | 'form' | 'receipt' | 'rate_lock' | 'rate_override'> {
  const locked = row.rateLockPercentage !== null && row.rateLockedAt !== null;
  const overridden =
    row.rateOverrideById !== null && row.rateOverrideReason !== null && row.rateOverrideAt !== null;
  return {
    country: row.country,
    form: row.form,
    receipt: row.receipt,
    rate_lock: locked
      ? {
          rate_id: row.rateLockRateId,
          rate_percentage: row.rateLockPercentage as string,
          locked_at: (row.rateLockedAt as Date).toISOString(),
        }
      : null,
    rate_override: overridden
      ? {
          by: { id: row.rateOverrideById as string, username: row.rateOverrideByUsername ?? '' },
          reason: row.rateOverrideReason as string,
          at: (row.rateOverrideAt as Date).toISOString(),
        }
      : null,
  };
}

/** A lapsed claim is no claim: both fields are null. */
function claimOf(row: TransactionRow): Pick<Transaction, 'claimed_by' | 'claim_expires_at'> {
  if (!row.claimHolds || !row.claimer || !row.claimExpiresAt) {
    return { claimed_by: null, claim_expires_at: null };
  }
  return {
    claimed_by: { id: row.claimer.id, username: row.claimer.username },
    claim_expires_at: row.claimExpiresAt.toISOString(),
  };
}

/**
 * A customer's own answers: only the fields the contract gives them. Fraud signals would tell a
 * fraudster which of their codes were recognised, and whose; claims and approvals are the
 * business's affair.
 */
export function forCustomer(transaction: Transaction): CustomerTransaction {
  const picked = {} as Record<string, unknown>;
  for (const field of CUSTOMER_FIELDS) picked[field] = transaction[field];
  return picked as CustomerTransaction;
}
const CUSTOMER_FIELDS = Object.keys(customerTransaction.shape) as (keyof CustomerTransaction &
  keyof Transaction)[];

/** A transaction as the API answers it, whether paying it needs a second approval included. */
export function serializeTransaction(
  row: TransactionRow,
  payouts: PayoutApprovalRule,
): Transaction {
  return {
    id: row.id,
    status: row.status,
    status_display: TRANSACTION_STATUSES[row.status].display,
    expected_payout: row.expectedPayout,
    offered_rate: row.offeredRate,
    final_payout: row.finalPayout,
    card_value: row.cardValue,
    card_code_display: maskCardCode(row.cardCodeLast4),
    card_image: signedMediaUrl(row.cardImageId),
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    admin_notes: row.adminNotes,
    rejection_reason: row.rejectionReason,
    user: {
      id: row.user.id,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      email: row.user.email,
      date_joined: row.user.dateJoined.toISOString(),
    },
    // The nested brand is a projection of its own (not the brands plugin's full brand JSON).
    brand: {
      id: row.brand.id,
      name: row.brand.name,
      image: mediaUrl(row.brand.imageId),
      rate_percentage: row.brand.ratePercentage,
      is_active: row.brand.isActive,
      min_amount: row.brand.minAmount,
      max_amount: row.brand.maxAmount,
    },
    risk_flags: row.riskFlags,
    duplicate_of: row.duplicateOf,
    ...rateFields(row),
    payout_approval: payoutApproval(row),
    payout_approval_required: payouts.needsSecondApproval(row.expectedPayout),
    payout_approval_threshold: payouts.threshold,
    ...claimOf(row),
    sla: serializeClock(
      {
        dueAt: row.slaDueAt,
        warnAt: row.slaWarnAt,
        metAt: row.slaMetAt,
        version: row.slaPolicyVersion,
      },
      row.createdAt,
      new Date(),
    ),
  };
}

/** What an activity row's answer is made of. */
export type LogRow = Pick<
  typeof activityLogs.$inferSelect,
  | 'id'
  | 'performedByName'
  | 'action'
  | 'newStatus'
  | 'notes'
  | 'notesCode'
  | 'notesParams'
  | 'createdAt'
>;

export function serializeLog(row: LogRow, now: Date): ActivityLog {
  return {
    id: row.id,
    performed_by_name: row.performedByName,
    action: row.action,
    new_status: row.newStatus,
    notes: row.notes,
    notes_code: row.notesCode,
    notes_params: row.notesParams,
    time_ago: timeAgo(row.createdAt, now),
    created_at: row.createdAt.toISOString(),
  };
}
