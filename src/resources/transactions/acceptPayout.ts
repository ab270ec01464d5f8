import type { Transaction } from './types';

/**
 * The payout and rate accepting a card sets when the reviewer changes neither: those already on the
 * card, else the brand's rate applied to the card's value.
 */
export const acceptTerms = (card: Transaction) => {
  const offered_rate = card.offered_rate ?? card.brand.rate_percentage;
  const expected_payout =
    card.expected_payout ?? ((Number(card.card_value) * Number(offered_rate)) / 100).toFixed(2);
  return { expected_payout, offered_rate };
};

export const acceptPayout = (card: Transaction) => acceptTerms(card).expected_payout;
