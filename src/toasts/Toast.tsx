import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import { Box, Button, CircularProgress, IconButton, Paper, Typography } from '@mui/material';
import { isValidElement, useCallback, useEffect, useRef } from 'react';
import { CloseNotificationContext, type NotificationPayload, useTranslate } from 'react-admin';
import { TOAST_DURATION_MS, type ToastOptions } from './toastOptions';

const icons = {
  success: <CheckCircleIcon color="success" fontSize="small" />,
  info: <InfoIcon color="info" fontSize="small" />,
  warning: <WarningIcon color="warning" fontSize="small" />,
  error: <ErrorIcon color="error" fontSize="small" />,
};

interface ToastProps {
  notification: NotificationPayload;
  /** Called once when the toast goes, with whether the user asked to undo. */
  onDismiss: (undo: boolean) => void;
}

export const Toast = ({ notification, onDismiss }: ToastProps) => {
  const translate = useTranslate();
  const { message, type } = notification;
  const options = (notification.notificationOptions ?? {}) as ToastOptions;
  const { autoHideDuration, messageArgs, description, action, loading, undoable } = options;
  const duration = autoHideDuration === undefined ? TOAST_DURATION_MS : autoHideDuration;

  // The parent's callback changes on every render; the timer must not restart because of it.
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  const dismissed = useRef(false);
  const dismiss = useCallback((undo = false) => {
    if (dismissed.current) return;
    dismissed.current = true;
    onDismissRef.current(undo);
  }, []);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const startTimer = useCallback(() => {
    if (duration) timer.current = setTimeout(() => dismiss(), duration);
  }, [duration, dismiss]);
  const stopTimer = () => clearTimeout(timer.current);
  useEffect(() => {
    startTimer();
    return () => clearTimeout(timer.current);
  }, [startTimer]);

  const text = (value: string, args?: unknown) =>
    translate(value, { _: value, ...(args as object | undefined) });

  return (
    <CloseNotificationContext.Provider value={() => dismiss()}>
      <Paper
        role={type === 'error' ? 'alert' : 'status'}
        elevation={6}
        onMouseEnter={stopTimer}
        onMouseLeave={startTimer}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          p: 1.75,
          pr: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          pointerEvents: 'auto',
        }}
      >
        <Box sx={{ pt: '2px', display: 'flex' }}>
          {loading ? <CircularProgress size={18} /> : icons[type]}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {typeof message === 'string'
              ? text(message, messageArgs)
              : isValidElement(message) && message}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {text(description)}
            </Typography>
          )}
        </Box>
        {action && (
          <Button
            size="small"
            variant="contained"
            onClick={() => {
              action.onClick();
              dismiss();
            }}
          >
            {text(action.label)}
          </Button>
        )}
        {undoable && (
          <Button size="small" onClick={() => dismiss(true)}>
            {translate('ra.action.undo')}
          </Button>
        )}
        <IconButton
          size="small"
          aria-label={translate('app.toasts.close')}
          onClick={() => dismiss()}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </CloseNotificationContext.Provider>
  );
};
