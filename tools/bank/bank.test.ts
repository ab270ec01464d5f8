import { describe, expect, it } from 'vitest';
import { bankResults } from './bank.js';

const bankFile = [
  'reference,bank_code,account_number,account_name,amount,currency,narration',
  'po-aaa,058,0123456789,"Doe, Jane",80.00,USD,Gift card payout po-aaa',
  'po-bbb,044,9876543210,John,50.00,USD,Gift card payout po-bbb',
  '',
].join('\r\n');

describe('the practice bank', () => {
  it('answers one result per line, failing the share asked', () => {
    const draws = [0.05, 0, 0.9];
    const results = bankResults(bankFile, 0.1, () => draws.shift() ?? 0.9)
      .trim()
      .split('\r\n');
    expect(results[0]).toBe('reference,status,reason,provider_reference');
    expect(results[1]).toMatch(/^po-aaa,failed,Account closed,$/);
    expect(results[2]).toMatch(/^po-bbb,success,,TRF-[0-9A-F]{10}$/);
  });

  it('refuses a file that is not a bank file', () => {
    expect(() => bankResults('reference,status\r\npo-aaa,success\r\n', 0)).toThrow(
      /Not a bank file/,
    );
  });
});
