import { auditListQuery, auditOrdering } from '../../../contract/audit';
import { filtersOf } from '../../../contract/common';
import { audit } from '../../../contract/resources/audit';
import { declaredApi } from '../../declared/declaredApi';
import type { ApiResource } from '../../declared/types';

export const api: Record<string, ApiResource> = {
  'audit-logs': {
    ...declaredApi(audit)['audit-logs'],
    // Its own list's filters (kinds, claims, dates) and ordering, beyond the declared fields.
    filters: filtersOf(auditListQuery),
    ordering: auditOrdering.fields,
  },
};
