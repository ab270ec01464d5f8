import { filtersOf } from '../../../contract/common';
import { apiPaths } from '../../../contract/paths';
import {
  STAFF_WRITABLE_FIELDS,
  staffCreateBody,
  staffListQuery,
  staffOrdering,
} from '../../../contract/staff';
import type { ApiResource } from '../../declared/types';

export const api: Record<string, ApiResource> = {
  staff: {
    paths: apiPaths.staff,
    filters: filtersOf(staffListQuery),
    ordering: staffOrdering.fields,
    writable: STAFF_WRITABLE_FIELDS,
    creatable: staffCreateBody.keyof().options,
    errors: {
      list: 'resources.staff.errors.list',
      one: 'resources.staff.errors.one',
      create: 'resources.staff.errors.create',
      update: 'resources.staff.errors.update',
    },
  },
  // A staff member's own account, as the spec reads it (GET /admin/accounts/{id}/).
  accounts: {
    paths: apiPaths.accounts,
    errors: { list: 'app.errors.fetch_admin_account', one: 'app.errors.fetch_admin_account' },
  },
};
