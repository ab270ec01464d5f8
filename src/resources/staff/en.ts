import { staff } from '../../../contract/resources/staff';
import { messagesWith } from '../../declared/messages';

/** The staff screens' texts (api-contract.md, "Staff accounts"). */
export const en = messagesWith(staff, 'en', {
  header: { create: 'Add Staff Member', edit: 'Edit Staff Member' },
  create_title: 'Add Staff Member',
  edit_title: 'Edit Staff Member',
  add: 'Add Staff Member',
  search: 'Search name or email...',
  fields: {
    name: 'Name',
    status: 'Status',
  },
  roles: {
    admin: 'Admin',
    reviewer: 'Reviewer',
    finance: 'Finance',
    support: 'Support',
  },
  two_factor: { on: 'On', off: 'Off' },
  never: 'Never',
  password_hint: 'At least 8 characters. They can change it after signing in.',
  reset_2fa: {
    button: 'Reset two-factor',
    title: 'Reset two-factor sign-in of %{name}?',
    content:
      '%{name} will sign in with the password alone until they turn two-factor sign-in on again. Their recovery codes stop working.',
    done: 'Two-factor sign-in reset',
  },
  // react-admin's success toasts of the create and edit forms.
  notifications: {
    created: 'Staff member added',
    updated: 'Staff member updated',
  },
  errors: {
    list: 'Failed to fetch staff.',
    one: 'Failed to fetch staff member.',
    create: 'Failed to add staff member.',
    update: 'Failed to update staff member.',
    reset_2fa: 'Failed to reset two-factor sign-in.',
  },
});
