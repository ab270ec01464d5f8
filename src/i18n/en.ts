import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { resourceMessages } from '../resources/messages';
import type { ResourceMessages } from '../resources/types';

/**
 * The app's texts (spec sections 2, 5 and 8) next to react-admin's own; each resource's texts are
 * in its folder (`src/resources/<folder>/en.ts`).
 * Texts are copied from the spec as they are, including its spellings ('An error occured').
 */
/** The catalogue with the given resources' texts. */
export const catalogue = (resources: ResourceMessages): TranslationMessages => ({
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    // A column's sort button keeps the column's own words ('Sort by Brand Name ascending').
    sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' },
  },
  app: {
    name: 'Gift Card Admin',
    na: 'N/A',
    nav: {
      main: 'Main navigation',
    },
    header: {
      notifications: 'Notifications',
      unread_notifications: 'Notifications (new)',
      default_role: 'Admin',
    },
    breadcrumbs: 'Breadcrumb',
    auth: {
      welcome: 'Welcome back!',
      subtitle: 'Please enter your details!',
      email: 'Email',
      email_placeholder: 'admin@example.com',
      password: 'Password',
      password_placeholder: 'Enter your password',
      login: 'Login',
      login_success: 'Login successful!',
      email_required: 'Email is required',
      email_invalid: 'Invalid email address',
      password_required: 'Password is required',
      account_load_failed: 'An error occured',
      tagline: 'Review submissions, pay customers and settle disputes from one place.',
      two_factor: {
        title: 'Two-factor sign-in',
        hint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
        code: 'Code',
        code_required: 'Code is required',
        verify: 'Verify',
        back: 'Back to sign in',
      },
    },
    errors: {
      session_expired: 'Session might be expired.',
      fetch_users: 'Failed to fetch users.',
      fetch_user: 'Failed to fetch user.',
      update_user: 'Failed to update user.',
      delete_user: 'Failed to delete user.',
      fetch_brands: 'Failed to fetch brands.',
      fetch_brand: 'Failed to fetch brand.',
      create_brand: 'Failed to create brand.',
      update_brand: 'Failed to update brand.',
      delete_brand: 'Failed to delete brand.',
      fetch_giftcards: 'Failed to fetch giftcards.',
      fetch_giftcard: 'Failed to fetch giftcard.',
      update_giftcard: 'Failed to update a giftcard.',
      fetch_dispute: 'Failed to fetch dispute.',
      update_dispute: 'Failed to update dispute.',
      fetch_user_profile: 'Failed to fetch user profile.',
      fetch_admin_account: 'Failed to fetch admin account.',
      screen_prefix: 'Error: %{message}',
      occured: 'An error occured',
      occurred: 'An error occurred',
      request_failed: 'Request failed.',
    },
    error_fallback: {
      title: 'Something went wrong',
      reload: 'Reload Page',
    },
    not_found: {
      title: 'Oops! Page not found',
      code: '404',
      home: 'Return to Home',
    },
    two_factor: {
      menu: 'Two-factor sign-in',
      title: 'Two-factor sign-in',
      status: 'Two-factor sign-in is',
      on: 'On',
      off: 'Off',
      on_hint:
        'Signing in asks for a code from your authenticator app. To turn it off, enter a code from the app or a recovery code.',
      off_hint:
        'Add a second step to signing in: a 6-digit code from an authenticator app on your phone, so a stolen password is not enough.',
      set_up: 'Set up two-factor sign-in',
      scan: 'Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…), then enter the 6-digit code it shows.',
      qr_label: 'QR code for your authenticator app',
      manual_key: 'Cannot scan it? Enter this key:',
      code: 'Code',
      enable: 'Turn on',
      enable_hint: 'The 6-digit code from your authenticator app',
      disable: 'Turn off',
      disable_hint: 'A 6-digit code from your app, or a recovery code',
      enabled: 'Two-factor sign-in is on',
      disabled: 'Two-factor sign-in is off',
      recovery_title: 'Your recovery codes',
      recovery_hint:
        'Save these codes somewhere safe now: they are not shown again. Each one signs you in once if you lose your phone.',
      copy: 'Copy',
      copied: 'Recovery codes copied',
      copy_failed: 'Could not copy: select the codes or download them',
      download: 'Download',
      done: 'I saved them',
    },
    access_denied: {
      code: '403',
      title: 'You are not allowed to see this page',
      message: 'Your role does not include this screen. Ask an administrator if you need it.',
    },
    list: {
      status: 'Status',
      active: 'Active',
      inactive: 'Inactive',
      reset: 'Reset filters',
      loading: 'Loading...',
      showing: 'Showing %{from} to %{to} of %{total}',
      previous: 'Previous',
      next: 'Next',
      export: 'Export',
      actions_for: 'Actions for %{name}',
    },
    toasts: {
      region: 'Notifications',
      close: 'Close',
    },
  },
  resources: {
    dashboard: {
      name: 'Dashboard',
      cards: {
        users: 'Users',
        paid_payouts: 'Paid Payouts',
        submissions: 'Submissions',
        giftcards: 'Giftcards',
      },
      todays_activity: {
        title: "Today's Activity",
        submissions: 'Submissions',
        pending_approval: 'Pending Approval',
        paid: 'Paid',
        new_users: 'New Users',
      },
      dispute_summary: {
        title: 'Dispute Summary',
        active: 'Active',
        resolved: 'Resolved',
        pending: 'Pending',
      },
      top_brands: {
        title: 'Top Brands',
        top: 'Top %{count}',
        most_recent: 'most recent',
        total: 'total submissions',
      },
      latest_submissions: {
        title: 'Latest Submissions',
        user_name: 'User Name',
        brand_name: 'Brand Name',
        date: 'Date',
        status: 'Status',
        action: 'Action',
        empty: 'No submissions to show yet.',
        view: 'View submission',
      },
      quick_links: {
        title: 'Quick Links',
        transactions: 'Review submissions',
        payments: 'Paid payouts',
        disputes: 'Open disputes',
        brands: 'Gift card brands',
      },
    },
    ...resources,
  },
});

export const en = catalogue(resourceMessages);
