import { describe, expect, it } from 'vitest';
import { validateTransactionUpdate } from '../../../../src/resources/transactions/updateValidation';

const valid = { status: 'PAID', expected_payout: '195.00', offered_rate: '78' };
const rules = 'resources.transactions.validation';

describe('validateTransactionUpdate', () => {
  it('accepts digits with an optional one or two decimals', () => {
    for (const amount of ['0', '195', '195.5', '195.50', ' 7.25 ', 42]) {
      expect(validateTransactionUpdate({ ...valid, expected_payout: amount })).toEqual({});
    }
  });

  it('requires every field', () => {
    expect(
      validateTransactionUpdate({ status: '', expected_payout: ' ', offered_rate: null }),
    ).toEqual({
      status: `${rules}.status_required`,
      expected_payout: `${rules}.expected_payout_required`,
      offered_rate: `${rules}.offered_rate_required`,
    });
  });

  it("refuses anything else as 'Must be a valid number'", () => {
    for (const amount of ['12.345', '1e3', '-5', '12.', '.5', '1,000', 'abc', '$10']) {
      expect(validateTransactionUpdate({ ...valid, offered_rate: amount })).toEqual({
        offered_rate: `${rules}.number`,
      });
    }
  });
});
