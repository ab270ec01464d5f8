import { Button, CircularProgress, Stack } from '@mui/material';
import { email, Form, required, useTranslate } from 'react-admin';
import type { LoginParams } from '../loginTypes';
import { LoginField } from './LoginField';

const validateEmail = [required('app.auth.email_required'), email('app.auth.email_invalid')];
const validatePassword = required('app.auth.password_required');

interface LoginFormProps {
  onSubmit: (values: LoginParams) => void;
  pending: boolean;
}

export const LoginForm = ({ onSubmit, pending }: LoginFormProps) => {
  const translate = useTranslate();
  return (
    <Form
      onSubmit={(values: Record<string, unknown>) => onSubmit(values as unknown as LoginParams)}
      noValidate
      // The spec's feedback is the field messages; react-admin would add a toast.
      disableInvalidFormNotification
    >
      <Stack spacing={0.5}>
        <LoginField
          source="email"
          type="email"
          label="app.auth.email"
          placeholder={translate('app.auth.email_placeholder')}
          autoComplete="email"
          validate={validateEmail}
        />
        <LoginField
          source="password"
          type="password"
          label="app.auth.password"
          placeholder={translate('app.auth.password_placeholder')}
          autoComplete="current-password"
          validate={validatePassword}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 1, py: 1.25 }}
        >
          {translate('app.auth.login')}
        </Button>
      </Stack>
    </Form>
  );
};
