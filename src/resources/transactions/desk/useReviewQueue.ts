import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import type { Transaction, TransactionReview } from '../../../../contract/transactions';
import { claimCard, quickReview, releaseCard, reviewCard, takeNextCard } from './reviewQueue';

export type DeskState =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'card'; card: Transaction };

/**
 * The card this tab's desk holds, kept across a reload (or a typed address) of the same tab so the
 * desk takes that card back instead of claiming one more and leaving the first locked.
 */
const HELD_KEY = 'review-desk.held';

const storedCard = () => sessionStorage.getItem(HELD_KEY);

/** The held card if it can still be held and reviewed, else null (it is let go if claimed). */
const resumeCard = async (id: string) => {
  try {
    const card = await claimCard(id);
    if (card.status === 'PENDING_REVIEW') return card;
    await releaseCard(id).catch(() => undefined);
  } catch {
    // A colleague took it meanwhile, or it is gone: the desk moves on to the queue.
  }
  return null;
};

/**
 * The card the reviewer holds and the moves of the desk: take the next one, decide, skip. The
 * next card replaces the current one in place. One card per desk: a reload resumes it; leaving
 * the desk releases it (coming back resumes it if it is still free), and so does closing the tab
 * (a keepalive request on `pagehide`).
 */
export const useReviewQueue = () => {
  const notify = useNotify();
  const [state, setState] = useState<DeskState>({ kind: 'loading' });
  const held = useRef<string | null>(null);

  const hold = useCallback((id: string | null) => {
    held.current = id;
    if (id) sessionStorage.setItem(HELD_KEY, id);
    else sessionStorage.removeItem(HELD_KEY);
  }, []);

  const next = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const card = await takeNextCard();
      hold(card?.id ?? null);
      setState(card ? { kind: 'card', card } : { kind: 'empty' });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  }, [hold]);

  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      const stored = storedCard();
      try {
        const resumed = stored ? await resumeCard(stored) : null;
        const card = resumed ?? (await takeNextCard());
        if (cancelled) {
          // Unmounted meanwhile (React's development double mount): a card taken from the queue
          // goes back; the resumed one stays claimed for the desk mounted after.
          if (card && !resumed) releaseCard(card.id).catch(() => undefined);
          return;
        }
        hold(card?.id ?? null);
        setState(card ? { kind: 'card', card } : { kind: 'empty' });
      } catch (error) {
        if (!cancelled) setState({ kind: 'error', message: (error as Error).message });
      }
    };
    void start();

    // The page going away (closed, reloaded, another address) does not unmount the desk.
    const onPageHide = () => {
      if (held.current) releaseCard(held.current, { keepalive: true }).catch(() => undefined);
    };
    // Back from the browser's page cache: the claim was let go on the way out; take it again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && held.current) claimCard(held.current).catch(() => next());
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      // Leaving the desk lets the card go; the tab still remembers it, so coming back takes it
      // again if nobody else has.
      if (held.current) releaseCard(held.current).catch(() => undefined);
      held.current = null;
    };
  }, [next, hold]);

  const decide = useCallback(
    async (status: TransactionReview['status'], rejectionReason?: string) => {
      if (state.kind !== 'card') return;
      try {
        await reviewCard(state.card.id, quickReview(state.card, status, rejectionReason));
        hold(null);
        notify('resources.transactions.messages.updated', { type: 'success' });
        await next();
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
    },
    [state, next, notify, hold],
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
    hold(null);
    return next();
  }, [next, hold]);

  return { state, next, decide, skip, reviewed };
};
