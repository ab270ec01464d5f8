import type { AuthProvider } from 'react-admin';
import { role } from '../../contract/enums';
import { type Permission, permissionsOf } from '../../contract/permissions';
import { getAuthState } from '../shared/session';

/**
 * What each of a resource's screens and buttons needs (api-contract.md, "Staff roles and
 * permissions"), keyed by react-admin's actions (`list`, `show`, `edit`, `create`, `delete`) and
 * the resource's own button actions (`manage`, `pay`…). An action left out is refused.
 */
export type ResourceAccess = Readonly<Record<string, Permission>>;

/** The signed-in staff member's permissions; a session stored before roles existed has its role's. */
export const sessionPermissions = (): readonly Permission[] => {
  const { admin } = getAuthState();
  if (!admin) return [];
  if (admin.permissions) return admin.permissions;
  const parsed = role.safeParse(admin.role);
  return parsed.success ? permissionsOf(parsed.data) : [];
};

/**
 * react-admin's `canAccess` over the resources' access tables: the menu leaves out what it refuses,
 * its buttons hide, and its screens show the access-denied page. The server enforces the same rules.
 */
export const canAccessFor =
  (access: Readonly<Record<string, ResourceAccess>>): NonNullable<AuthProvider['canAccess']> =>
  async ({ resource, action }) => {
    const needed = access[resource]?.[action];
    return needed !== undefined && sessionPermissions().includes(needed);
  };
