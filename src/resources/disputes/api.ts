import { DISPUTE_WRITABLE_FIELDS, disputeOrdering } from '../../../contract/disputes';
import type { ApiResource } from '../types';

export const api: Record<string, ApiResource> = {
  disputes: {
    endpoint: '/disputes',
    filters: ['search', 'status'],
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
