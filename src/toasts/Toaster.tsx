import { Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type NotificationPayload,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';
import { Toast } from './Toast';
import { TOAST_WIDTH_PX, VISIBLE_TOASTS } from './toastOptions';

interface QueuedToast {
  key: number;
  notification: NotificationPayload;
}

/**
 * Replaces react-admin's one-at-a-time snackbar (`<Admin notification>`): everything sent with
 * useNotify shows here, at most three at once, the others waiting their turn.
 */
export const Toaster = () => {
  const translate = useTranslate();
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    if (notifications.length === 0) return;
    const taken = notifications.map((notification) => ({ key: nextKey.current++, notification }));
    setToasts((current) => [...current, ...taken]);
    setNotifications((queue) => queue.slice(taken.length));
  }, [notifications, setNotifications]);

  const dismiss = useCallback(
    (toast: QueuedToast, undo: boolean) => {
      setToasts((current) => current.filter(({ key }) => key !== toast.key));
      // An undoable mutation (react-admin's default for edits and deletes) runs when its toast goes.
      if (toast.notification.notificationOptions?.undoable) takeMutation()?.({ isUndo: undo });
    },
    [takeMutation],
  );

  return (
    <Stack
      component="section"
      aria-label={translate('app.toasts.region')}
      spacing={1}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: 16,
        right: 16,
        width: TOAST_WIDTH_PX,
        maxWidth: 'calc(100vw - 32px)',
        pointerEvents: 'none',
      }}
    >
      {toasts.slice(0, VISIBLE_TOASTS).map((toast) => (
        <Toast
          key={toast.key}
          notification={toast.notification}
          onDismiss={(undo) => dismiss(toast, undo)}
        />
      ))}
    </Stack>
  );
};
