import type { BadgeTone } from '../../list/Badge';

/**
 * The colour family of a transaction status (spec section 4, "Status colours"). Both the status
 * code ('ORDER_ACCEPTED') and its display text ('Order Accepted') are understood, so a record
 * missing one of them still gets its colour.
 */
export type StatusTone = 'pending' | 'accepted' | 'redeemed' | 'paid' | 'rejected' | 'other';

const tones: Record<string, StatusTone> = {
  PENDING_REVIEW: 'pending',
  ORDER_ACCEPTED: 'accepted',
  REDEEMED: 'redeemed',
  PAID: 'paid',
  REJECTED: 'rejected',
};

export const statusTone = (status: string | null | undefined): StatusTone =>
  tones[(status ?? '').trim().toUpperCase().replace(/\s+/g, '_')] ?? 'other';

/** List and payment badges: the greens darken along the way to payment. */
export const badgeTones: Record<StatusTone, BadgeTone> = {
  pending: 'yellow',
  accepted: 'green',
  redeemed: 'darkGreen',
  paid: 'darkestGreen',
  rejected: 'red',
  other: 'grey',
};

/** Detail pills (activity logs): redeemed is blue and paid emerald there. */
export const pillTones: Record<StatusTone, BadgeTone> = {
  pending: 'yellow',
  accepted: 'green',
  redeemed: 'blue',
  paid: 'emerald',
  rejected: 'red',
  other: 'grey',
};
