import { Button, CircularProgress, Stack } from '@mui/material';
import { Form, TextInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { TransactionStatusInput } from './TransactionStatusInput';
import { validateTransactionUpdate } from './updateValidation';

const amountInput = { htmlInput: { inputMode: 'decimal' as const } };

/**
 * Enabled even before a change, so pressing it shows what is missing; disabled while the update
 * is on its way, with a spinner in place of an icon.
 */
const UpdateButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      sx={{ alignSelf: { sm: 'flex-start' } }}
    >
      {translate('resources.transactions.actions.update')}
    </Button>
  );
};

/** Status, expected payout and offered rate of the transaction in the edit context. */
export const TransactionUpdateForm = () => (
  <Form
    validate={validateTransactionUpdate}
    noValidate
    // The spec's feedback is the field messages; react-admin would add a toast.
    disableInvalidFormNotification
  >
    <Stack spacing={1}>
      <TransactionStatusInput />
      <TextInput
        source="expected_payout"
        label="resources.transactions.fields.expected_payout"
        slotProps={amountInput}
        isRequired
      />
      <TextInput
        source="offered_rate"
        label="resources.transactions.fields.offered_rate"
        slotProps={amountInput}
        isRequired
      />
      <UpdateButton />
    </Stack>
  </Form>
);
