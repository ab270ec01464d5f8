import { describe, expect, it } from 'vitest';
import { formatCents, normalizeAmount, percentOf, profitMargin, toCents } from './money.js';

describe('money arithmetic', () => {
  it('converts between two-decimal strings and cents exactly', () => {
    expect(toCents('125.5')).toBe(12550n);
    expect(toCents('0.07')).toBe(7n);
    expect(formatCents(-1205n)).toBe('-12.05');
    expect(normalizeAmount('10')).toBe('10.00');
  });

  it('rounds a rate of a value to the cent, half away from zero', () => {
    expect(percentOf('100.00', '85.00')).toBe('85.00');
    expect(percentOf('33.33', '85.50')).toBe('28.50'); // 28.497…
    expect(percentOf('0.10', '5.00')).toBe('0.01'); // 0.005 rounds up
    expect(percentOf('99999999.99', '99.99')).toBe('99989999.99');
  });

  it('computes the profit margin without float drift', () => {
    expect(profitMargin('100.00', '85.00')).toEqual({
      margin_percentage: '15.00',
      profit_amount: '15.00',
    });
    expect(profitMargin('0.30', '0.10')).toEqual({
      margin_percentage: '66.67',
      profit_amount: '0.20',
    });
    expect(profitMargin('150.00', '160.00')).toEqual({
      margin_percentage: '-6.67',
      profit_amount: '-10.00',
    });
    expect(profitMargin('100.00', null)).toEqual({
      margin_percentage: '0.00',
      profit_amount: '0.00',
    });
  });
});
