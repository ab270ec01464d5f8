import { TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { transactionReviewBody } from '../../../contract/transactions';
import { movesAwayFromLock } from './rateOverride';
import type { Transaction } from './types';

/** The contract's bound of the reason: the input stops there, as the API would refuse more. */
const MAX_REASON = transactionReviewBody.shape.rate_override_reason.unwrap().maxLength ?? undefined;

/**
 * Asks the reason when the offered rate or the payout moves away from a rate card's lock (the API refuses the
 * change without one; the form's validation says so first); a card locked on the brand's headline
 * rate keeps the spec's form.
 */
export const RateOverrideReasonInput = () => {
  const record = useRecordContext<Transaction>();
  const [offered_rate, expected_payout] = useWatch({ name: ['offered_rate', 'expected_payout'] });
  if (!movesAwayFromLock(record, { offered_rate, expected_payout })) return null;
  return (
    <TextInput
      source="rate_override_reason"
      multiline
      slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
    />
  );
};
