import type { z } from 'zod';
import { dataOf, errorBody, pageOf } from './common.js';
import { transaction } from './transactions.js';

/**
 * A transaction as its customer sees it (api-contract.md, "Customers see only what is theirs"):
 * the fields named here and no others. The staff's admin notes stay out, and so does a
 * staff-only field added to `transaction` later (fraud signals, claims, approvals, the ledger)
 * unless added here.
 */
export const customerTransaction = transaction
  .pick({
    id: true,
    status: true,
    status_display: true,
    expected_payout: true,
    offered_rate: true,
    final_payout: true,
    card_value: true,
    card_code_display: true,
    card_image: true,
    currency: true,
    created_at: true,
    updated_at: true,
    paid_at: true,
    rejection_reason: true,
    user: true,
    brand: true,
  })
  .describe(
    'A customer’s own transaction: never admin_notes, risk_flags, duplicate_of, payout_approval, claimed_by, claim_expires_at or ledger',
  );
export type CustomerTransaction = z.infer<typeof customerTransaction>;

export const customerTransactionResponses = {
  list: { 200: pageOf(customerTransaction), 400: errorBody, 404: errorBody },
  submit: { 201: dataOf(customerTransaction), 400: errorBody, 413: errorBody },
};
