/**
 * When a review moves a card away from its rate card's lock (api-contract.md, "Round four"), which
 * the API accepts only with `rate_override_reason`: the server refuses it, and the app's form asks
 * for the reason first, by this one rule.
 */

/** Hundredths of a decimal string ("80", "64.5", "64.50"); NaN for anything else. */
const hundredths = (amount: string) => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
};

/** What a rate gives on a card's value, in cents, rounded half up. */
export const payoutAtRateCents = (cardValue: string, ratePercentage: string) =>
  Math.floor((hundredths(cardValue) * hundredths(ratePercentage) + 5_000) / 10_000);

const same = (a: string | null | undefined, b: string) =>
  a !== null && a !== undefined && hundredths(a) === hundredths(b);

export interface LockedCard {
  /** The rate card's rate the card was locked on; null for the brand's headline or no lock. */
  lockRateId: string | null;
  lockRate: string | null;
  cardValue: string;
  /** What the card holds now: an earlier review may have moved it, with its reason. */
  offeredRate: string | null;
  expectedPayout: string | null;
}

/**
 * Whether a review's rate and payout move the card away from what its lock gives (the locked rate,
 * and its payout on the card's value), and from what the card holds now.
 */
export function movesAwayFromLock(
  card: LockedCard,
  review: { offeredRate: string; expectedPayout: string },
) {
  if (card.lockRateId === null || card.lockRate === null) return false;
  const keepsLock =
    same(card.lockRate, review.offeredRate) &&
    hundredths(review.expectedPayout) === payoutAtRateCents(card.cardValue, card.lockRate);
  const keepsStored =
    same(card.offeredRate, review.offeredRate) && same(card.expectedPayout, review.expectedPayout);
  return !keepsLock && !keepsStored;
}
