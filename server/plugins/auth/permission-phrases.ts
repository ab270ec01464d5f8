import type { Permission } from '../../../contract/permissions.js';

/** What each permission lets a person do, as the end of "You do not have permission to …". */
const ACTIONS: Record<Permission, string> = {
  'dashboard.view': 'view the dashboard',
  'users.view': 'view users',
  'users.manage': 'edit users',
  'brands.view': 'view brands',
  'brands.manage': 'create, edit or delete brands',
  'transactions.view': 'view transactions',
  'transactions.review': 'review transactions',
  'transactions.reveal_code': 'reveal card codes',
  'transactions.pay': 'pay or reverse payouts',
  'payments.view': 'view payments',
  'notifications.view': 'read notifications',
  'disputes.view': 'view disputes',
  'disputes.chat': 'chat in disputes',
  'disputes.manage': 'open or close disputes',
  'staff.manage': 'manage staff accounts',
  'audit.view': 'view the audit log',
  'ledger.view': 'view the payout ledger',
};

export const notAllowedTo = (permission: Permission) =>
  `You do not have permission to ${ACTIONS[permission]}.`;
