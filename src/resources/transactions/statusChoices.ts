import type { StatusChoice } from '../../list/StatusFilter';

/** Transaction statuses (spec section 4), in the order of the status select. */
export const transactionStatusChoices: StatusChoice[] = [
  'PENDING_REVIEW',
  'ORDER_ACCEPTED',
  'REJECTED',
  'REDEEMED',
  'PAID',
].map((value) => ({ value, label: `resources.transactions.status.${value}` }));
