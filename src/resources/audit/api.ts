import { auditListQuery, auditOrdering } from '../../../contract/audit';
import { filtersOf } from '../../../contract/common';
import { apiPaths } from '../../../contract/paths';
import type { ApiResource } from '../../declared/types';

export const api: Record<string, ApiResource> = {
  'audit-logs': {
    paths: apiPaths.audit,
    filters: filtersOf(auditListQuery),
    ordering: auditOrdering.fields,
    errors: { list: 'resources.audit-logs.errors.list', one: 'resources.audit-logs.errors.list' },
  },
};
