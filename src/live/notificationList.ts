/** The live notification list (spec section 7): newest first, at most 15 entries. */
export const MAX_LIVE_NOTIFICATIONS = 15;

export interface LiveNotification {
  id: string;
  message: string;
  created_at: string;
  is_read: boolean;
  /** What the notification is about, e.g. 'giftcard_submitted' (server extension). */
  kind?: string;
}

/** A newly arrived notification goes first; a known id is replaced, not repeated. */
export const withArrived = (list: LiveNotification[], arrived: LiveNotification) =>
  [arrived, ...list.filter(({ id }) => id !== arrived.id)].slice(0, MAX_LIVE_NOTIFICATIONS);

/** An updated notification (e.g. marked read) takes the place of the old one. */
export const withUpdated = (list: LiveNotification[], updated: LiveNotification) =>
  list.map((notification) => (notification.id === updated.id ? updated : notification));

export const capped = (list: LiveNotification[]) => list.slice(0, MAX_LIVE_NOTIFICATIONS);

/** The notifications screen's order: unread first, then newest first. */
export const unreadFirst = (list: LiveNotification[]) =>
  [...list].sort(
    (a, b) =>
      Number(a.is_read) - Number(b.is_read) ||
      new Date(b.created_at).getTime() - new Date(a.created_at).getTime(),
  );
