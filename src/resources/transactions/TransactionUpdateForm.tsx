import { Stack } from '@mui/material';
import { Form, useRecordContext } from 'react-admin';
import { DecimalInput } from '../../fields/DecimalInput';
import { SubmitButton } from '../../form/SubmitButton';
import { useResourceKey } from '../../shared/useResourceText';
import { RateOverrideReasonInput } from './RateOverrideReasonInput';
import { overrideReasonError } from './rateOverride';
import { TransactionStatusInput } from './TransactionStatusInput';
import type { Transaction } from './types';
import { validateTransactionUpdate } from './updateValidation';
import { useUpdateAccess } from './useUpdateAccess';

/**
 * Status, expected payout and offered rate of the transaction in the edit context. The payout and
 * rate are the reviewer's to set: a role that may only pay (finance) sees them read-only.
 */
export const TransactionUpdateForm = () => {
  const { canReview } = useUpdateAccess();
  const record = useRecordContext<Transaction>();
  const resourceKey = useResourceKey();
  return (
    <Form
      // react-admin runs a form's own validation only: the reason's rule joins it here.
      validate={(values) => ({
        ...validateTransactionUpdate(values),
        ...overrideReasonError(record, values),
      })}
      noValidate
      // The spec's feedback is the field messages; react-admin would add a toast.
      disableInvalidFormNotification
    >
      <Stack spacing={1}>
        <TransactionStatusInput />
        <DecimalInput source="expected_payout" readOnly={!canReview} isRequired />
        <DecimalInput source="offered_rate" readOnly={!canReview} isRequired />
        <RateOverrideReasonInput />
        <SubmitButton
          label={resourceKey('actions.update')}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        />
      </Stack>
    </Form>
  );
};
