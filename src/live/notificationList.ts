import type { Notification } from '../../contract/live';

/** The live notification list (spec section 7): newest first, at most 15 entries. */
export const MAX_LIVE_NOTIFICATIONS = 15;

/** A newly arrived notification goes first; a known id is replaced, not repeated. */
export const withArrived = (list: Notification[], arrived: Notification) =>
  [arrived, ...list.filter(({ id }) => id !== arrived.id)].slice(0, MAX_LIVE_NOTIFICATIONS);

/** An updated notification (e.g. marked read) takes the place of the old one. */
export const withUpdated = (list: Notification[], updated: Notification) =>
  list.map((notification) => (notification.id === updated.id ? updated : notification));

export const capped = (list: Notification[]) => list.slice(0, MAX_LIVE_NOTIFICATIONS);

/** The notifications screen's order: unread first, then newest first. */
export const unreadFirst = (list: Notification[]) =>
  [...list].sort(
    (a, b) =>
      Number(a.is_read) - Number(b.is_read) ||
      new Date(b.created_at).getTime() - new Date(a.created_at).getTime(),
  );
