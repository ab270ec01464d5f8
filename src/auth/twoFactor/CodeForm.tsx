import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { Form, required, TextInput, useTranslate } from 'react-admin';

interface CodeFormProps {
  onSubmit: (code: string) => void;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last code. */
  error?: string;
  /** The 6-digit code of the app only (enable), or a recovery code too (disable). */
  helperText: string;
}

/** One code field and its button, for confirming the set-up and for turning 2FA off. */
export const CodeForm = ({ onSubmit, submitLabel, pending, error, helperText }: CodeFormProps) => {
  const translate = useTranslate();
  return (
    <Form
      onSubmit={(values: Record<string, unknown>) => onSubmit(String(values.code).trim())}
      noValidate
      disableInvalidFormNotification
    >
      <Stack spacing={1}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextInput
          source="code"
          label="app.two_factor.code"
          autoComplete="one-time-code"
          helperText={helperText}
          validate={required('app.auth.two_factor.code_required')}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(submitLabel)}
        </Button>
      </Stack>
    </Form>
  );
};
