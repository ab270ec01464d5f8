import { z } from 'zod';
import { isStaffRole, type Role, type StaffRole } from './enums.js';

/** What a member of staff may do; each `/admin/` route needs one of these. */
export const permission = z.enum([
  'dashboard.view',
  'users.view',
  'users.manage',
  'brands.view',
  'brands.manage',
  'transactions.view',
  'transactions.review',
  'transactions.reveal_code',
  'transactions.pay',
  'payments.view',
  'notifications.view',
  'disputes.view',
  'disputes.chat',
  'disputes.manage',
  'staff.manage',
  'audit.view',
  'ledger.view',
]);
export type Permission = z.infer<typeof permission>;

const EVERY_STAFF_MEMBER: Permission[] = [
  'dashboard.view',
  'users.view',
  'brands.view',
  'transactions.view',
  'notifications.view',
];
const DISPUTES: Permission[] = ['disputes.view', 'disputes.chat', 'disputes.manage'];

/** The contract's table "Staff roles and permissions": which role holds which permission. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: permission.options,
  reviewer: [...EVERY_STAFF_MEMBER, 'transactions.review', 'transactions.reveal_code', ...DISPUTES],
  finance: [...EVERY_STAFF_MEMBER, 'transactions.pay', 'payments.view', 'ledger.view'],
  support: [...EVERY_STAFF_MEMBER, 'users.manage', ...DISPUTES],
};

/** The permissions of a role; a customer holds none. */
export const permissionsOf = (role: Role): readonly Permission[] =>
  isStaffRole(role) ? ROLE_PERMISSIONS[role] : [];

export const hasPermission = (role: Role, wanted: Permission) =>
  permissionsOf(role).includes(wanted);

/** The staff roles that hold `wanted`. */
export const rolesWith = (wanted: Permission): StaffRole[] =>
  (Object.keys(ROLE_PERMISSIONS) as StaffRole[]).filter((role) =>
    ROLE_PERMISSIONS[role].includes(wanted),
  );
