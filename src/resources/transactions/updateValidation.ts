/** The values of the transaction update form, as its inputs hold them. */
export interface TransactionUpdateValues {
  status?: string | null;
  expected_payout?: string | number | null;
  offered_rate?: string | number | null;
}

const messages = 'resources.transactions.validation';

// Spec section 5: digits with an optional one or two decimals.
const AMOUNT = /^\d+(\.\d{1,2})?$/;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

const amountError = (value: string | number | null | undefined, required: string) => {
  const amount = text(value);
  if (!amount) return `${messages}.${required}`;
  return AMOUNT.test(amount) ? undefined : `${messages}.number`;
};

/**
 * The form's errors as catalogue keys (react-admin translates them under each input); an empty
 * object when the values can be sent.
 */
export const validateTransactionUpdate = (values: TransactionUpdateValues) => {
  const errors: Partial<Record<keyof TransactionUpdateValues, string>> = {};
  if (!text(values.status)) errors.status = `${messages}.status_required`;
  const payout = amountError(values.expected_payout, 'expected_payout_required');
  if (payout) errors.expected_payout = payout;
  const rate = amountError(values.offered_rate, 'offered_rate_required');
  if (rate) errors.offered_rate = rate;
  return errors;
};
