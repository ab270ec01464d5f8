/**
 * Exact money arithmetic on two-decimal strings ("125.00"), as whole cents in BigInt:
 * floats would turn 0.1 + 0.2 into 0.30000000000000004 and drift on sums.
 */

/** "125.5" → 12550n. Accepts what numeric(…, 2) columns and validated inputs contain. */
export function toCents(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a two-decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** 12550n → "125.50". */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** numerator / denominator rounded half away from zero to a whole number. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** A two-decimal amount in the database's canonical form: "125.5" → "125.50". */
export const normalizeAmount = (value: string) => formatCents(toCents(value));

/** value × rate% rounded to the cent: payout of a card at the brand's buy rate. */
export function percentOf(value: string, ratePercentage: string): string {
  // cents × (rate in hundredths of a percent) / (100 × 100)
  return formatCents(divideRounded(toCents(value) * toCents(ratePercentage), 10_000n));
}

export interface ProfitMargin {
  margin_percentage: string;
  profit_amount: string;
}

/**
 * profit_amount = card_value − payout; margin_percentage = profit / card_value × 100, both to two
 * decimals. "0.00" for both while there is no payout (or the card has no value to divide by).
 */
export function profitMargin(cardValue: string, payout: string | null): ProfitMargin {
  const value = toCents(cardValue);
  if (payout === null || value === 0n) return { margin_percentage: '0.00', profit_amount: '0.00' };
  const profit = value - toCents(payout);
  // profit / value × 100 expressed in hundredths of a percent: profit × 10000 / value.
  return {
    margin_percentage: formatCents(divideRounded(profit * 10_000n, value)),
    profit_amount: formatCents(profit),
  };
}
