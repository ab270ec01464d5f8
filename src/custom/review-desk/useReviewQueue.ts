import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import type { Transaction, TransactionReview } from '../../../contract/transactions';
import { useResourceKey } from '../../shared/useResourceText';
import { claimCard, quickReview, releaseCard, reviewCard, takeNextCard } from './reviewQueue';

export type DeskState =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'card'; card: Transaction };

/**
 * The card the reviewer holds and the moves of the desk: take the next one, decide, skip. The
 * next card replaces the current one in place. The server keeps one card per person: opening the
 * desk again (a reload, a second tab) resumes the card held. Leaving the desk releases it, and so
 * does closing the tab (a keepalive request on `pagehide`, which a reload's renewed claim outlives).
 */
export const useReviewQueue = () => {
  const notify = useNotify();
  const resourceKey = useResourceKey('transactions');
  const [state, setState] = useState<DeskState>({ kind: 'loading' });
  const held = useRef<Transaction | null>(null);

  const show = useCallback((card: Transaction | null) => {
    held.current = card;
    setState(card ? { kind: 'card', card } : { kind: 'empty' });
  }, []);

  const take = useCallback(
    async (skip?: string) => {
      setState({ kind: 'loading' });
      try {
        show(await takeNextCard(skip));
      } catch (error) {
        setState({ kind: 'error', message: (error as Error).message });
      }
    },
    [show],
  );
  const next = useCallback(() => take(), [take]);

  useEffect(() => {
    let cancelled = false;
    takeNextCard()
      .then((card) => {
        if (!cancelled) show(card);
      })
      .catch((error: Error) => {
        if (!cancelled) setState({ kind: 'error', message: error.message });
      });

    // The page going away (closed, reloaded, another address) does not unmount the desk.
    const onPageHide = () => {
      if (held.current) releaseCard(held.current, { keepalive: true }).catch(() => undefined);
    };
    // Back from the browser's page cache: the claim was let go on the way out; take it again.
    const onPageShow = (event: PageTransitionEvent) => {
      const card = held.current;
      if (event.persisted && card) claimCard(card.id).then(show, next);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      // Leaving the desk lets the card go.
      if (held.current) releaseCard(held.current).catch(() => undefined);
      held.current = null;
    };
  }, [next, show]);

  const decide = useCallback(
    async (status: TransactionReview['status'], rejectionReason?: string) => {
      if (state.kind !== 'card') return;
      try {
        await reviewCard(state.card.id, quickReview(state.card, status, rejectionReason));
        held.current = null;
        notify(resourceKey('messages.updated'), { type: 'success' });
        await next();
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
    },
    [state, next, notify, resourceKey],
  );

  const skip = useCallback(async () => {
    if (state.kind === 'card') await take(state.card.id);
  }, [state, take]);

  /** After the update form saved the card: it is no longer held, take the next one. */
  const reviewed = useCallback(() => {
    held.current = null;
    return next();
  }, [next]);

  return { state, next, decide, skip, reviewed };
};
