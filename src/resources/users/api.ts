import { role } from '../../../contract/enums';
import { apiPaths } from '../../../contract/paths';
import { USER_WRITABLE_FIELDS, userOrdering } from '../../../contract/users';
import type { ApiResource } from '../../declared/types';

export const api: Record<string, ApiResource> = {
  users: {
    paths: apiPaths.users,
    // The Users screen is the customers (role fixed); staff have their own.
    filters: ['search', 'is_active'],
    fixedQuery: { role: role.enum.customer },
    ordering: userOrdering.fields,
    writable: USER_WRITABLE_FIELDS,
    errors: {
      list: 'app.errors.fetch_users',
      one: 'app.errors.fetch_user',
      update: 'app.errors.update_user',
      delete: 'app.errors.delete_user',
    },
  },
};
