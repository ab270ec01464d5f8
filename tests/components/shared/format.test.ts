import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayLocale } from '../../../src/shared/displayLocale';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  shortId,
  shortUserId,
  transactionShortId,
} from '../../../src/shared/format';

afterEach(() => setDisplayLocale('en'));

describe('format', () => {
  it('money is en-US dollars from the API decimal strings', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney('n/a')).toBeNull();
  });

  it('percentages read 88.00% in English and 88,00 % in French', () => {
    expect(formatPercent('88.00')).toBe('88.00%');
    expect(formatPercent('n/a')).toBeNull();
    setDisplayLocale('fr');
    expect(formatPercent('88.5')).toBe('88,50\u00a0%');
  });

  it('dates read like Jan 05, 2025', () => {
    expect(formatDate(new Date(2025, 0, 5, 14, 3))).toBe('Jan 05, 2025');
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it('date and time use the 12-hour clock', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 14, 3))).toBe('Jan 05, 2025, 2:03 PM');
    expect(formatDateTime(new Date(2025, 11, 31, 0, 30))).toBe('Dec 31, 2025, 12:30 AM');
    expect(formatDateTime(null)).toBeNull();
  });

  it('short ids: 8 characters for trades and payments, 6 for users', () => {
    const id = '4f1c2d3e-aaaa-bbbb-cccc-1234567890ab';
    expect(transactionShortId(id)).toBe('#4f1c2d3e');
    expect(shortId(id)).toBe('4f1c2d3e');
    expect(shortUserId(id)).toBe('4f1c2d...');
  });
});
