import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import type { Transaction, TransactionReview } from '../../../../contract/transactions';
import { quickReview, releaseCard, reviewCard, takeNextCard } from './reviewQueue';

export type DeskState =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'card'; card: Transaction };

/**
 * The card the reviewer holds and the moves of the desk: take the next one, decide, skip. The
 * next card replaces the current one in place; a card still held when the desk closes is released.
 */
export const useReviewQueue = () => {
  const notify = useNotify();
  const [state, setState] = useState<DeskState>({ kind: 'loading' });
  const held = useRef<string | null>(null);

  const next = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const card = await takeNextCard();
      held.current = card?.id ?? null;
      setState(card ? { kind: 'card', card } : { kind: 'empty' });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    next();
    return () => {
      if (held.current) releaseCard(held.current).catch(() => undefined);
    };
  }, [next]);

  const decide = useCallback(
    async (status: TransactionReview['status'], rejectionReason?: string) => {
      if (state.kind !== 'card') return;
      try {
        await reviewCard(state.card.id, quickReview(state.card, status, rejectionReason));
        held.current = null;
        notify('resources.transactions.messages.updated', { type: 'success' });
        await next();
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
    },
    [state, next, notify],
  );

  // The next card is taken before the skipped one is released: else the queue, oldest first,
  // would hand the same card straight back.
  const skip = useCallback(async () => {
    if (state.kind !== 'card') return;
    const skipped = state.card.id;
    await next();
    await releaseCard(skipped).catch(() => undefined);
  }, [state, next]);

  /** After the update form saved the card: it is no longer held, take the next one. */
  const reviewed = useCallback(() => {
    held.current = null;
    return next();
  }, [next]);

  return { state, next, decide, skip, reviewed };
};
