import type { Permission } from '../../../contract/permissions.js';
import { declaredPermissions, hasOperation } from '../../../contract/resource.js';
import { declaredResources } from '../../../contract/resources/index.js';

/** What each permission lets a person do, as the end of "You do not have permission to …". */
const ACTIONS: Record<string, string> = {
  'dashboard.view': 'view the dashboard',
  'users.view': 'view users',
  'users.manage': 'edit users',
  'transactions.view': 'view transactions',
  'transactions.review': 'review transactions',
  'transactions.reveal_code': 'reveal card codes',
  'transactions.pay': 'pay or reverse payouts',
  'payments.view': 'view payments',
  'notifications.view': 'read notifications',
  'disputes.view': 'view disputes',
  'disputes.chat': 'chat in disputes',
  'kyc.review': "review customers' KYC documents",
  'disputes.manage': 'open or close disputes',
  'audit.view': 'view the audit log',
  'ledger.view': 'view the payout ledger',
  // A declared resource's two permissions, in its own words.
  ...Object.fromEntries(
    declaredResources.flatMap((declaration) => {
      const { view, manage } = declaredPermissions(declaration);
      const many = declaration.label.en.many.toLowerCase();
      const verbs = (['create', 'edit', 'delete'] as const).filter((verb) =>
        hasOperation(declaration, verb === 'edit' ? 'update' : verb),
      );
      const changes = `${verbs.slice(0, -1).join(', ')}${verbs.length > 1 ? ' or ' : ''}${verbs.at(-1)}`;
      return [
        [view, `view ${many}`],
        [manage, `${changes} ${many}`],
      ];
    }),
  ),
} satisfies Record<Exclude<Permission, `${string}.${'view' | 'manage'}`>, string> &
  Record<string, string>;

export const notAllowedTo = (permission: Permission) =>
  `You do not have permission to ${ACTIONS[permission]}.`;
