import { apiPaths, pathTo } from '../../../contract/paths';
import type { Transaction, TransactionReview } from '../../../contract/transactions';
import { acceptTerms } from '../../resources/transactions/panels';
import { httpClient, unwrap } from '../../shared/httpClient';

/**
 * The desk's next card: the one the reviewer already holds (a reload or a second tab resumes it),
 * else the oldest free one; `skip` lets the skipped card go in the same call. Null when the queue
 * is empty (204).
 */
export const takeNextCard = async (skip?: string) => {
  const { status, json } = await httpClient(apiPaths.transactions.nextInQueue, {
    method: 'POST',
    query: { skip },
  });
  return status === 204 ? null : unwrap<Transaction>(json);
};

/** Takes (or renews) the claim on one card: back from the browser's page cache. */
export const claimCard = async (id: string) => {
  const { json } = await httpClient(pathTo(apiPaths.transactions.claim, { id }), {
    method: 'POST',
  });
  return unwrap<Transaction>(json);
};

/**
 * Lets the card go back to the queue for someone else. A closing page sends it with `keepalive`
 * so that it outlives the page, and with the claim's expiry it saw, so that arriving after a
 * reload has renewed the claim it releases nothing.
 */
export const releaseCard = (
  card: Pick<Transaction, 'id' | 'claim_expires_at'>,
  { keepalive = false } = {},
) => {
  const expiresAt = keepalive ? card.claim_expires_at : undefined;
  return httpClient(pathTo(apiPaths.transactions.claim, { id: card.id }), {
    method: 'DELETE',
    query: { expires_at: expiresAt },
    keepalive,
  });
};

export const reviewCard = async (id: string, review: TransactionReview) => {
  const { json } = await httpClient(pathTo(apiPaths.transactions.one, { id }), {
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
): TransactionReview => ({
  status,
  ...acceptTerms(card),
  ...(rejection_reason && { rejection_reason }),
});
