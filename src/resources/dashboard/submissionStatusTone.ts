import type { BadgeTone } from '../../list/Badge';

/**
 * The dashboard column's colours (spec section 4), by display text: its own readings add
 * Completed, Sell Order Created and Cancelled; everything else is grey.
 */
const tones: Record<string, BadgeTone> = {
  'Pending Review': 'yellow',
  'Order Accepted': 'green',
  Completed: 'green',
  'Sell Order Created': 'yellow',
  Cancelled: 'red',
};

export const submissionStatusTone = (statusDisplay: string): BadgeTone =>
  tones[statusDisplay] ?? 'grey';
