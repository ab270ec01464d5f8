import { z } from 'zod';
import { isStaffRole, type Role, type StaffRole } from './enums.js';
import { declaredPermissions } from './resource.js';
import { type DeclaredResource, declaredResources } from './resources/index.js';

/** The permissions of the hand-written domains. */
const domainPermissions = [
  'dashboard.view',
  'transactions.view',
  'transactions.review',
  'transactions.reveal_code',
  'transactions.pay',
  'payments.view',
  'notifications.view',
  'disputes.view',
  'disputes.chat',
  'disputes.manage',
  'kyc.review',
] as const;

/** `<name>.view` of every declared resource, and `<name>.manage` of those with writes (contract/resources/). */
type OwnPermissions = Exclude<DeclaredResource, { usesPermissions: object }>;
type DeclaredPermission =
  | `${OwnPermissions['name']}.view`
  | `${Exclude<OwnPermissions, { operations: readonly ('list' | 'one')[] }>['name']}.manage`;

/** What a member of staff may do; each `/admin/` route needs one of these. */
export const permission = z.enum([
  ...domainPermissions,
  ...declaredResources
    .filter((declaration) => !declaration.usesPermissions)
    .flatMap((declaration) => Object.values(declaredPermissions(declaration))),
] as unknown as [
  (typeof domainPermissions)[number],
  ...(typeof domainPermissions)[number][],
]) as z.ZodEnum<{
  [Name in (typeof domainPermissions)[number] | DeclaredPermission]: Name;
}>;
export type Permission = z.infer<typeof permission>;

/** The roles besides admin that a declared resource grants its permissions to. */
const declaredGrants = (role: StaffRole): Permission[] =>
  declaredResources
    .filter((declaration) => !declaration.usesPermissions)
    .flatMap((declaration) => {
      const names = declaredPermissions(declaration) as { view: Permission; manage?: Permission };
      const grants = declaration.permissions as
        | { view?: readonly StaffRole[]; manage?: readonly StaffRole[] }
        | undefined;
      return (['view', 'manage'] as const).flatMap((kind) =>
        names[kind] && grants?.[kind]?.includes(role) ? [names[kind]] : [],
      );
    });

const EVERY_STAFF_MEMBER: Permission[] = [
  'dashboard.view',
  'transactions.view',
  'notifications.view',
];
const DISPUTES: Permission[] = ['disputes.view', 'disputes.chat', 'disputes.manage'];

/** The contract's table "Staff roles and permissions": which role holds which permission. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: permission.options,
  reviewer: [
    ...EVERY_STAFF_MEMBER,
    'transactions.review',
    'transactions.reveal_code',
    ...DISPUTES,
    ...declaredGrants('reviewer'),
  ],
  finance: [
    ...EVERY_STAFF_MEMBER,
    'transactions.pay',
    'payments.view',
    ...declaredGrants('finance'),
  ],
  support: [...EVERY_STAFF_MEMBER, 'kyc.review', ...DISPUTES, ...declaredGrants('support')],
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
