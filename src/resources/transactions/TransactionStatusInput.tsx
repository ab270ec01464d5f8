import { SelectInput, useRecordContext } from 'react-admin';
import { useResourceKey } from '../../shared/useResourceText';
import type { TransactionDetail } from './types';
import { useAllowedStatusChoices } from './useUpdateAccess';

/**
 * The update form's status select, with the statuses the signed-in role may set; when Paid waits
 * for the payout's second approval, it says so instead of offering it.
 */
export const TransactionStatusInput = () => {
  const record = useRecordContext<TransactionDetail>();
  const resourceKey = useResourceKey();
  const { choices, paidAwaitsApproval } = useAllowedStatusChoices(record);
  return (
    <SelectInput
      source="status"
      choices={choices.map(({ value, label }) => ({ id: value, name: label }))}
      helperText={paidAwaitsApproval ? resourceKey('messages.paid_needs_approval') : false}
      isRequired
    />
  );
};
