import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Form, required, TextInput, useTranslate } from 'react-admin';

interface TwoFactorFormProps {
  onSubmit: (values: { code: string }) => void;
  onBack: () => void;
  pending: boolean;
  /** The server's refusal of the last code (text or catalogue key). */
  error: string | null;
}

/** The login's second step: a 6-digit code from the authenticator app, or a recovery code. */
export const TwoFactorForm = ({ onSubmit, onBack, pending, error }: TwoFactorFormProps) => {
  const translate = useTranslate();
  return (
    <Form
      onSubmit={(values: Record<string, unknown>) => onSubmit(values as { code: string })}
      noValidate
      disableInvalidFormNotification
    >
      <Stack spacing={1}>
        <Typography color="text.secondary">{translate('app.auth.two_factor.hint')}</Typography>
        {error && <Alert severity="error">{translate(error)}</Alert>}
        <TextInput
          source="code"
          label="app.auth.two_factor.code"
          autoComplete="one-time-code"
          autoFocus
          validate={required('app.auth.two_factor.code_required')}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ py: 1.25 }}
        >
          {translate('app.auth.two_factor.verify')}
        </Button>
        <Button onClick={onBack} disabled={pending}>
          {translate('app.auth.two_factor.back')}
        </Button>
      </Stack>
    </Form>
  );
};
