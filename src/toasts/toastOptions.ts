import type { NotificationOptions } from 'react-admin';

/**
 * Extra options understood by the app's toasts, passed through react-admin's `useNotify`:
 *   notify('resources.notifications.toast_description', {
 *     type: 'info',
 *     description: 'New notification',
 *     action: { label: 'resources.notifications.view', onClick: () => navigate('/notifications') },
 *   });
 * Texts may be catalogue keys or plain text.
 */
export interface ToastOptions extends NotificationOptions {
  /** A second, smaller line under the message. */
  description?: string;
  /** A button that runs onClick, then closes the toast. */
  action?: { label: string; onClick: () => void };
  /** Shows a spinner: react-admin's notification types have no 'loading'. */
  loading?: boolean;
}
