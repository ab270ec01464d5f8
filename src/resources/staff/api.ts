import { apiPaths } from '../../../contract/paths';
import { STAFF_WRITABLE_FIELDS, staff, staffCreateBody } from '../../../contract/resources/staff';
import { declaredApi } from '../../declared/declaredApi';
import type { ApiResource } from '../../declared/types';

export const api: Record<string, ApiResource> = {
  staff: {
    ...declaredApi(staff).staff,
    writable: STAFF_WRITABLE_FIELDS,
    creatable: staffCreateBody.keyof().options,
  },
  // A staff member's own account, as the spec reads it (GET /admin/accounts/{id}/).
  accounts: {
    paths: apiPaths.accounts,
    errors: { list: 'app.errors.fetch_admin_account', one: 'app.errors.fetch_admin_account' },
  },
};
