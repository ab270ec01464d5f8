import { auditOrdering } from '../../../contract/audit';
import type { ApiResource } from '../types';

export const api: Record<string, ApiResource> = {
  'audit-logs': {
    endpoint: '/admin/audit-logs',
    filters: ['actor', 'action', 'target_type', 'target_id', 'created_after', 'created_before'],
    ordering: auditOrdering.fields,
    errors: { list: 'resources.audit-logs.errors.list', one: 'resources.audit-logs.errors.list' },
  },
};
