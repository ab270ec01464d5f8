import type { ResourceMessages } from '../types';

/** The texts of this resource's screens, copied from the spec as they are. */
export const en: ResourceMessages = {
  users: {
    name: 'User |||| Users',
    title: 'Users',
    header: { edit: 'User Details' },
    detail_title: 'User Details',
    search: 'Search User Name...',
    fields: {
      balance_owed: 'Balance owed',
      name: 'Name',
      id: 'ID',
      email: 'Email',
      country: 'Country',
      date_joined: 'Date Joined',
      status: 'Status',
      action: 'Action',
      phone: 'Phone',
      gender: 'Gender',
      date_of_birth: 'Date of Birth',
      user_id: 'User ID',
      username: 'Username',
      first_name: 'First Name',
      last_name: 'Last Name',
      address: 'Address',
      city: 'City',
      zip_code: 'ZIP Code',
      account_status: 'Account Status',
      role: 'Role',
    },
    sections: {
      contact: 'Contact Information',
      personal: 'Personal Information',
      account: 'Account Details',
    },
    actions: {
      edit: 'Edit',
      delete: 'Delete',
      delete_alert: 'Delete user %{name}?',
      activate: 'Activate account',
      deactivate: 'Deactivate account',
    },
    messages: {
      activated: 'User account activated',
      deactivated: 'User account deactivated',
    },
    roles: {
      customer: 'Customer',
      admin: 'Admin',
    },
    not_found: 'User not found',
  },
};
