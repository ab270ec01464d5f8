/** A customer's gift card transaction: the list row, and the detail with profit and activity. */
export type {
  ActivityLog,
  Transaction,
  TransactionDetail,
} from '../../../contract/transactions';
