import { SelectInput, useRecordContext } from 'react-admin';
import type { TransactionDetail } from './types';
import { useAllowedStatusChoices } from './useUpdateAccess';

/** The update form's status select, with the statuses the signed-in role may set. */
export const TransactionStatusInput = () => {
  const record = useRecordContext<TransactionDetail>();
  const choices = useAllowedStatusChoices(record?.status).map(({ value, label }) => ({
    id: value,
    name: label,
  }));
  return (
    <SelectInput
      source="status"
      label="resources.transactions.fields.status"
      choices={choices}
      isRequired
    />
  );
};
