import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, HttpError, PasswordInput, required, useNotify, useTranslate } from 'react-admin';
import type { PasswordChange } from '../../../contract/auth';
import { apiPaths } from '../../../contract/paths';
import { httpClient } from '../../shared/httpClient';

/** POST /auth/password/ (api-contract.md, "Sessions and passwords"). */
const changePassword = async (body: PasswordChange) => {
  await httpClient(apiPaths.auth.password, {
    method: 'POST',
    body,
    fallbackError: 'app.password.failed',
  });
};

/** The server's words for the refusal: the first field error, else its message. */
const refusal = (error: Error) => {
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors;
    const first = errors && Object.values(errors).flat()[0];
    if (first) return first;
  }
  return error.message;
};

const MIN_LENGTH = 10;

/**
 * The account menu's "Change password": the current password, the new one twice. Every other
 * session of the person ends on the server; this one goes on (its next request refreshes).
 */
export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      notify('app.password.changed', { type: 'success' });
      close();
    },
  });

  const close = () => {
    change.reset();
    onClose();
  };

  const submit = (values: Record<string, unknown>) =>
    change.mutate({
      current_password: String(values.current_password),
      new_password: String(values.new_password),
    });

  const longEnough = (value: unknown) =>
    typeof value === 'string' && value.length < MIN_LENGTH
      ? { message: 'app.password.too_short', args: { min: MIN_LENGTH } }
      : undefined;
  const sameAsNew = (value: unknown, values: Record<string, unknown>) =>
    value === values.new_password ? undefined : 'app.password.mismatch';

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.password.title')}</DialogTitle>
      <Form onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogContent>
          <Stack spacing={1}>
            <Typography color="text.secondary">{translate('app.password.hint')}</Typography>
            {change.error && <Alert severity="error">{refusal(change.error)}</Alert>}
            <PasswordInput
              source="current_password"
              label="app.password.current"
              autoComplete="current-password"
              validate={required()}
              fullWidth
            />
            <PasswordInput
              source="new_password"
              label="app.password.new"
              autoComplete="new-password"
              validate={[required(), longEnough]}
              fullWidth
            />
            <PasswordInput
              source="confirm_password"
              label="app.password.confirm"
              autoComplete="new-password"
              validate={[required(), sameAsNew]}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending}
            startIcon={
              change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            {translate('app.password.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
