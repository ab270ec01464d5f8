import { filtersOf } from '../../../contract/common';
import { apiPaths } from '../../../contract/paths';
import { batchItemsQuery, batchListQuery, batchOrdering } from '../../../contract/payouts';
import type { ApiResource } from '../../declared/types';

const errors = {
  list: 'resources.payout-batches.errors.list',
  one: 'resources.payout-batches.errors.one',
};

export const api: Record<string, ApiResource> = {
  // Created by its own call (batchApi.ts), which answers the skipped transactions too.
  'payout-batches': {
    paths: { list: apiPaths['payout-batches'].list, one: apiPaths['payout-batches'].one },
    filters: filtersOf(batchListQuery),
    ordering: batchOrdering.fields,
    errors,
  },
  // A batch's items: <ReferenceManyField reference="payout-batch-items" target="id"> fills `:id`.
  'payout-batch-items': {
    paths: { list: apiPaths['payout-batches'].items },
    filters: filtersOf(batchItemsQuery),
    errors: {
      list: 'resources.payout-batches.errors.items',
      one: 'resources.payout-batches.errors.items',
    },
  },
};
