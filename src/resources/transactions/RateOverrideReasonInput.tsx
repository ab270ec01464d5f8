import { TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Transaction } from './types';

const cents = (value: unknown) => Math.round(Number(value) * 100);

/**
 * Asks the reason when the offered rate moves away from a rate card's lock (the API refuses the
 * change without one); a card locked on the brand's headline rate keeps the spec's form.
 */
export const RateOverrideReasonInput = () => {
  const record = useRecordContext<Transaction>();
  const offered = useWatch({ name: 'offered_rate' });
  const lock = record?.rate_lock;
  const moves =
    !!lock?.rate_id &&
    offered !== undefined &&
    offered !== '' &&
    cents(offered) !== cents(lock.rate_percentage) &&
    cents(offered) !== cents(record?.offered_rate);
  if (!moves) return null;
  return (
    <TextInput
      source="rate_override_reason"
      label="resources.transactions.fields.rate_override_reason"
      validate={(value: string | undefined) =>
        value?.trim()
          ? undefined
          : 'resources.transactions.validation.rate_override_reason_required'
      }
      multiline
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
};
