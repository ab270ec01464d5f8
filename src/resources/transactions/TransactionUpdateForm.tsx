import { Button, CircularProgress, Stack } from '@mui/material';
import { Form, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { TransactionStatusInput } from './TransactionStatusInput';
import { validateTransactionUpdate } from './updateValidation';
import { useUpdateAccess } from './useUpdateAccess';

const amountInput = { htmlInput: { inputMode: 'decimal' as const } };

/**
 * Amounts typed and shown with the chosen language's decimal mark ("48,75" in French, as the
 * amounts around read "75,00 $US"); the form's value, checked and sent, keeps the API's point.
 */
const useDecimalMark = () => {
  const [locale] = useLocaleState();
  const comma = locale === 'fr';
  return {
    format: (value: unknown) =>
      value === null || value === undefined
        ? ''
        : comma
          ? String(value).replace('.', ',')
          : String(value),
    parse: (value: string) => (comma ? value.replace(',', '.') : value),
  };
};

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
  const decimals = useDecimalMark();
  return (
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
          {...decimals}
          readOnly={!canReview}
          isRequired
        />
        <TextInput
          source="offered_rate"
          label="resources.transactions.fields.offered_rate"
          slotProps={amountInput}
          {...decimals}
          readOnly={!canReview}
          isRequired
        />
        <UpdateButton />
      </Stack>
    </Form>
  );
};
