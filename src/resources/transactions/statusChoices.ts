import { TRANSACTION_STATUSES, transactionStatus } from '../../../contract/statuses';
import type { StatusChoice } from '../../list/StatusFilter';

/** Transaction statuses (spec section 4), in the order of the status select. */
export const transactionStatusChoices: StatusChoice[] = transactionStatus.options.map((code) => ({
  value: code,
  label: TRANSACTION_STATUSES[code].label,
}));
