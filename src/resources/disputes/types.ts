/** A dispute as the API sends it (spec section 3, api-contract.md). */
export interface Dispute {
  id: string;
  status: 'open' | 'closed';
  created_at: string;
  customer_username: string;
  giftcard: string | null;
}

/** The only values a save sends (spec section 5, "Dispute and chat"). */
export const DISPUTE_STATUSES = ['closed', 'open'] as const;

export const isDisputeStatus = (value: string): value is Dispute['status'] =>
  (DISPUTE_STATUSES as readonly string[]).includes(value);
