import { filtersOf } from '../../../contract/common';
import { apiPaths } from '../../../contract/paths';
import {
  TRANSACTION_WRITABLE_FIELDS,
  transactionListQuery,
  transactionOrdering,
} from '../../../contract/transactions';
import type { ApiResource } from '../../declared/types';

/** Transactions and payments: the spec keeps the API path `/admin/giftcards/`. */
export const transactionsApi = {
  paths: apiPaths.transactions,
  ordering: transactionOrdering.fields,
  writable: TRANSACTION_WRITABLE_FIELDS,
  errors: {
    list: 'app.errors.fetch_giftcards',
    one: 'app.errors.fetch_giftcard',
    update: 'app.errors.update_giftcard',
  },
} satisfies ApiResource;

export const api: Record<string, ApiResource> = {
  transactions: {
    ...transactionsApi,
    filters: filtersOf(transactionListQuery),
  },
};
