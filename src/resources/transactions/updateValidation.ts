import { z } from 'zod';
import { decimal } from '../../../contract/common';
import { zodValidate } from '../../form/zodValidate';

/** The values of the transaction update form, as its inputs hold them. */
export interface TransactionUpdateValues {
  status?: string | null;
  expected_payout?: string | number | null;
  offered_rate?: string | number | null;
}

const messages = 'resources.transactions.validation';

/** An emptied input holds null: the form reads it as left out. */
const leftOutIfNull = (value: unknown) => value ?? undefined;

/**
 * The contract's amount rule (as the server checks it), with the form's catalogue keys. The
 * offered rate's bound of 100 is left to the server, whose refusal names it (spec section 5).
 */
const amount = (required: string) =>
  z.preprocess(
    leftOutIfNull,
    decimal({ required: `${messages}.${required}`, invalid: `${messages}.number` }),
  );

const updateForm = z.object({
  status: z.preprocess(
    (value) => value ?? '',
    z.string().trim().min(1, `${messages}.status_required`),
  ),
  expected_payout: amount('expected_payout_required'),
  offered_rate: amount('offered_rate_required'),
});

/**
 * The form's errors as catalogue keys (react-admin translates them under each input); an empty
 * object when the values can be sent.
 */
export const validateTransactionUpdate = zodValidate(updateForm, { ownMessages: true }) as (
  values: TransactionUpdateValues,
) => Record<string, string>;
