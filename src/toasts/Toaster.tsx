import { type Palette, useTheme } from '@mui/material';
import { type CSSProperties, useEffect } from 'react';
import {
  type NotificationPayload,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';
import { type ExternalToast, Toaster as Sonner, toast } from 'sonner';
import type { ToastOptions } from './toastOptions';

/**
 * Sonner's rich colours, with the text of each type in the theme's darker (light mode) or lighter
 * (dark mode) shade of it: sonner's own fall short of WCAG's 4.5:1 contrast.
 */
const richTextColours = (palette: Palette) => {
  const shade = palette.mode === 'light' ? 'dark' : 'light';
  return {
    '--success-text': palette.success[shade],
    '--info-text': palette.info[shade],
    '--warning-text': palette.warning[shade],
    '--error-text': palette.error[shade],
  } as CSSProperties;
};

/**
 * react-admin's notification slot (`<Admin notification>`), shown by sonner: everything sent with
 * useNotify becomes a toast. Sonner's defaults are the spec's (3 visible, 4000 ms, 356 px).
 */
export const Toaster = () => {
  const translate = useTranslate();
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const { palette } = useTheme();

  useEffect(() => {
    if (notifications.length === 0) return;
    const text = (value: string, args?: object) => translate(value, { _: value, ...args });

    for (const { message, type, notificationOptions } of notifications as NotificationPayload[]) {
      const { autoHideDuration, messageArgs, description, action, loading, undoable } =
        (notificationOptions ?? {}) as ToastOptions;
      const options: ExternalToast = {
        description: description && text(description),
        // react-admin's null means "until closed".
        duration: autoHideDuration === null ? Number.POSITIVE_INFINITY : autoHideDuration,
        action: action && { label: text(action.label), onClick: action.onClick },
      };
      if (undoable) {
        // An undoable mutation (react-admin's default for edits and deletes) runs when its toast
        // goes, unless Undo was pressed.
        let settled = false;
        const settle = (isUndo: boolean) => {
          if (settled) return;
          settled = true;
          takeMutation()?.({ isUndo });
        };
        options.action = { label: translate('ra.action.undo'), onClick: () => settle(true) };
        options.onDismiss = () => settle(false);
        options.onAutoClose = () => settle(false);
      }
      const title = typeof message === 'string' ? text(message, messageArgs) : message;
      if (loading) toast.loading(title, options);
      else toast[type](title, options);
    }
    setNotifications((queue) => queue.slice(notifications.length));
  }, [notifications, setNotifications, translate, takeMutation]);

  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      theme={palette.mode}
      style={richTextColours(palette)}
      containerAriaLabel={translate('app.toasts.region')}
      toastOptions={{ closeButtonAriaLabel: translate('app.toasts.close') }}
    />
  );
};
