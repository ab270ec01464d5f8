import { TRANSACTION_STATUS_CODES, TRANSACTION_STATUSES } from '../../../contract/statuses';
import type { StatusChoice } from '../../list/StatusFilter';

/** Transaction statuses (spec section 4), in the order of the status select. */
export const transactionStatusChoices: StatusChoice[] = TRANSACTION_STATUS_CODES.map((code) => ({
  value: code,
  label: TRANSACTION_STATUSES[code].label,
}));
