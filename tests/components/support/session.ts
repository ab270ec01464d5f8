import type { StaffRole } from '../../../contract/enums';
import { ROLE_PERMISSIONS } from '../../../contract/permissions';
import { setAccessToken, setLoggedIn } from '../../../src/shared/session';

/** Stores the session a login as this staff role leaves: a token and the role's permissions. */
export const signInAs = (role: StaffRole) => {
  setAccessToken('test-access-token');
  setLoggedIn({
    id: `00000000-0000-4000-8000-00000000000${ROLE_ORDER.indexOf(role) + 1}`,
    first_name: 'Sam',
    last_name: 'Staff',
    username: `sam.${role}`,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
  });
};

const ROLE_ORDER: StaffRole[] = ['admin', 'reviewer', 'finance', 'support'];
