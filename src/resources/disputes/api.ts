import { filtersOf } from '../../../contract/common';
import {
  DISPUTE_WRITABLE_FIELDS,
  disputeListQuery,
  disputeOrdering,
} from '../../../contract/disputes';
import { apiPaths } from '../../../contract/paths';
import type { ApiResource } from '../../declared/types';

export const api: Record<string, ApiResource> = {
  disputes: {
    paths: apiPaths.disputes,
    filters: filtersOf(disputeListQuery),
    ordering: disputeOrdering.fields,
    writable: DISPUTE_WRITABLE_FIELDS,
    updateMethod: 'PUT',
    errors: {
      list: 'app.errors.fetch_dispute',
      one: 'app.errors.fetch_dispute',
      update: 'app.errors.update_dispute',
    },
  },
};
