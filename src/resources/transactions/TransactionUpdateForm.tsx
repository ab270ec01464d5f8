import { Button, CircularProgress, Stack } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DecimalInput } from '../../fields/DecimalInput';
import { TransactionStatusInput } from './TransactionStatusInput';
import { validateTransactionUpdate } from './updateValidation';
import { useUpdateAccess } from './useUpdateAccess';

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

/**
 * Status, expected payout and offered rate of the transaction in the edit context. The payout and
 * rate are the reviewer's to set: a role that may only pay (finance) sees them read-only.
 */
export const TransactionUpdateForm = () => {
  const { canReview } = useUpdateAccess();
  return (
    <Form
      validate={validateTransactionUpdate}
      noValidate
      // The spec's feedback is the field messages; react-admin would add a toast.
      disableInvalidFormNotification
    >
      <Stack spacing={1}>
        <TransactionStatusInput />
        <DecimalInput
          source="expected_payout"
          label="resources.transactions.fields.expected_payout"
          readOnly={!canReview}
          isRequired
        />
        <DecimalInput
          source="offered_rate"
          label="resources.transactions.fields.offered_rate"
          readOnly={!canReview}
          isRequired
        />
        <UpdateButton />
      </Stack>
    </Form>
  );
};
