import type { Transaction, TransactionReview } from '../../../../contract/transactions';
import { httpClient, unwrap } from '../../../httpClient';

const giftcards = '/admin/giftcards';

/** Claims the oldest pending card nobody else holds; null when the queue is empty (204). */
export const takeNextCard = async () => {
  const { status, json } = await httpClient(`${giftcards}/queue/next/`, { method: 'POST' });
  return status === 204 ? null : unwrap<Transaction>(json);
};

/** Lets the card go back to the queue for someone else. */
export const releaseCard = (id: string) =>
  httpClient(`${giftcards}/${id}/claim/`, { method: 'DELETE' });

export const reviewCard = async (id: string, review: TransactionReview) => {
  const { json } = await httpClient(`${giftcards}/${id}/`, {
    method: 'PATCH',
    body: review,
    fallbackError: 'app.errors.update_giftcard',
  });
  return unwrap<Transaction>(json);
};

/**
 * The review a shortcut sends: the payout and rate already set on the card, else the brand's rate
 * applied to the card's value.
 */
export const quickReview = (
  card: Transaction,
  status: TransactionReview['status'],
  rejection_reason?: string,
): TransactionReview => {
  const offered_rate = card.offered_rate ?? card.brand.rate_percentage;
  const expected_payout =
    card.expected_payout ?? ((Number(card.card_value) * Number(offered_rate)) / 100).toFixed(2);
  return { status, expected_payout, offered_rate, ...(rejection_reason && { rejection_reason }) };
};
