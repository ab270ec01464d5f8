import type { TranslationMessages } from 'react-admin';
import { SERVER_TEXTS } from '../../contract/messages';
import { PERMISSION_PHRASES } from '../../contract/permission-phrases';
import type { ResourceMessages } from '../declared/types';
import { resourceMessages } from '../registry/messages';
import { REFUSAL_SENTENCES } from '../shared/fieldErrorText';
import { signInEn } from './signIn.en';

/**
 * The app's texts (spec sections 2, 5 and 8) next to react-admin's own; each resource's texts are
 * in its folder (`src/resources/<folder>/en.ts`), the sign-in page's in ./signIn.en.ts. Loaded
 * after sign-in (src/i18n/index.ts): it holds every declared resource's texts.
 * Texts are copied from the spec as they are, including its spellings ('An error occured').
 */
/** The catalogue with the given resources' texts. */
export const catalogue = (resources: ResourceMessages): TranslationMessages => ({
  ...signInEn,
  ra: {
    ...signInEn.ra,
    // A column's sort button keeps the column's own words ('Sort by Brand Name ascending').
    sort: { ...signInEn.ra.sort, sort_by: 'Sort by %{field} %{order}' },
  },
  app: {
    ...signInEn.app,
    na: 'N/A',
    /** An empty list of choices (a tier that requires no document). */
    none: 'None',
    image: {
      choose: 'Choose image',
      hint: 'JPG, PNG or GIF, up to 5MB',
      preview: 'Image preview',
      too_large: 'Image size should be less than 5MB',
      wrong_type: 'Please select a valid image file',
    },
    nav: {
      main: 'Main navigation',
    },
    header: {
      notifications: 'Notifications',
      unread_notifications: 'Notifications (new)',
      default_role: 'Admin',
    },
    breadcrumbs: 'Breadcrumb',
    language: 'Language',
    // The shapes of the server's per-field messages (src/shared/fieldErrorText.ts).
    field_errors: {
      ...REFUSAL_SENTENCES,
      required: '%{field} is required.',
      too_long: '%{field} must be %{max} characters or less.',
      too_short: '%{field} must be at least %{min} characters.',
      amount: '%{field} must be a number with at most two decimals.',
      amount_max: '%{field} must be a number with at most two decimals, from 0 to %{max}.',
      amount_above_zero: '%{field} must be an amount above 0.00.',
      number: '%{field} must be a valid number.',
      whole_number: '%{field} must be a whole number.',
      at_least: '%{field} must be %{min} or more.',
      at_most: '%{field} must be %{max} or less.',
      date: '%{field} must be a date (YYYY-MM-DD).',
      date_time: '%{field} must be a date and time.',
      one_of: '%{field} must be one of %{values}.',
      text: '%{field} must be text.',
      boolean: '%{field} must be true or false.',
      id: '%{field} must be a valid id.',
      band_reversed: 'The band ends below where it starts: max_value must be at least min_value.',
      invalid: '%{field}: invalid value.',
    },
    not_found: {
      header: 'Page not found',
      title: 'Oops! Page not found',
      code: '404',
      home: 'Return to Home',
    },
    password: {
      menu: 'Change password',
      title: 'Change password',
      hint: 'Your other sessions (other browsers and devices) are signed out when the password changes.',
      current: 'Current password',
      new: 'New password',
      confirm: 'New password again',
      submit: 'Change password',
      too_short: 'At least %{min} characters',
      mismatch: 'The two new passwords differ',
      changed: 'Password changed; your other sessions were signed out',
      failed: 'Could not change the password.',
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
      header: 'Access denied',
      code: '403',
      title: 'You are not allowed to see this page',
      message: 'Your role does not include this screen. Ask an administrator if you need it.',
    },
    sla: {
      panel_title: 'Service levels',
      met_today: 'Reviewed on time today',
      open_breaches: 'Overdue now',
      p90: '90% reviewed within',
      left: '%{span} left',
      late: 'Late by %{span}',
      days: '%{days} d %{hours} h',
      met: 'On time',
      missed: 'Late',
      due_at: 'Due %{at}',
      clock: 'Time left',
      filter: 'Service level',
      due_soon: 'Due soon',
      breached: 'Overdue',
    },
    // A form rule's message in a language other than the contract's English.
    validation: { invalid: 'Not a valid value' },
    date: {
      placeholder: 'mm/dd/yyyy',
      invalid: 'Not a date: type it as mm/dd/yyyy',
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
    review_desk: {
      title: 'Review desk',
      menu: 'Review desk',
      card_title: 'Card to review',
      card_image: 'Picture of the %{brand} card',
      no_image: 'No picture was sent with this card.',
      trade: 'Trade ID',
      limits: 'Brand limits',
      limits_value: '%{min} to %{max}',
      rate: 'Brand rate',
      history_title: "Customer's history",
      history_count: '%{smart_count} other submission |||| %{smart_count} other submissions',
      accept: 'Accept',
      reject: 'Reject',
      skip: 'Skip',
      reveal: 'Reveal code',
      help: 'Shortcuts',
      reject_title: 'Reject this card',
      rejection_reason: 'Reason for the customer',
      shortcuts_title: 'Keyboard shortcuts',
      empty: 'The queue is empty',
      empty_hint: 'No card is waiting for review. New submissions appear here.',
      check_again: 'Check again',
      queue_title: 'Next in the queue',
      queue_free: 'Waiting',
      queue_you: 'You',
      queue_empty: 'Nothing else is waiting.',
      second_approval:
        'Accepting sets a payout of %{payout}: at or above %{threshold}, it will need a second staff member’s approval before it is paid.',
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
      trends: {
        submissions_title: 'Submissions per day',
        submissions_total: '%{count} in the last 30 days',
        submissions: 'Submissions',
        paid_title: 'Paid amount per day',
        paid_total: '%{amount} paid in the last 30 days',
        paid_amount: 'Paid amount',
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
  // The server's coded texts (activity notes, audit summaries, notifications, errors).
  server: SERVER_TEXTS,
  // What each permission lets a person do, for the server's refusals.
  permission_phrases: PERMISSION_PHRASES,
});

export const en = catalogue(resourceMessages);
