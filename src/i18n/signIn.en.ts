import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * What the pages before sign-in say (the login page and its second step, the toasts, the error
 * page, the API's failures), with react-admin's own texts: the part of the catalogue /login
 * loads. The whole catalogue (./en.ts) adds the signed-in screens' texts, after sign-in.
 */
export const signInEn = {
  ...englishMessages,
  app: {
    name: 'Gift Card Admin',
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
    toasts: {
      region: 'Notifications',
      close: 'Close',
    },
  },
} satisfies TranslationMessages;
