import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import type { Notification } from '../../contract/live';
import { capped, withArrived, withUpdated } from './notificationList';

type Sender = (frame: object) => boolean;

interface NotificationActions {
  /** The history the live channel sends on connect. */
  replaceAll: (list: Notification[]) => void;
  /**
   * Puts an arrived notification first. False when the list already held it unread: a dispute's
   * chat entry comes back with each message, and is news only to a reader who had read it.
   */
  add: (notification: Notification) => boolean;
  update: (notification: Notification) => void;
  /**
   * Asks the server to mark a notification read; the entry changes only on its success answer
   * (spec section 4). False when the live channel is not connected.
   */
  markRead: (id: string) => boolean;
  /** Set by the live channel while it is open, so that markRead can reach the server. */
  setSender: (send: Sender | null) => void;
}

export interface NotificationsContextValue extends NotificationActions {
  notifications: Notification[];
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/**
 * Holds the live notification list shared by the header bell and the notifications screen;
 * the WebSocket feed (NotificationsChannel) fills it through replaceAll/add/update.
 */
export const NotificationsProvider = ({ children }: { children: ReactNode }) => {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  // The list as the next frame must see it, before React has rendered the last change.
  const latest = useRef<Notification[]>([]);
  const sender = useRef<Sender | null>(null);
  // Stable, so that the channel does not reconnect whenever the list changes.
  const actions = useMemo<NotificationActions>(() => {
    const change = (next: Notification[]) => {
      latest.current = next;
      setNotifications(next);
    };
    return {
      replaceAll: (list) => change(capped(list)),
      add: (notification) => {
        const news = !latest.current.some(({ id, is_read }) => id === notification.id && !is_read);
        change(withArrived(latest.current, notification));
        return news;
      },
      update: (notification) => change(withUpdated(latest.current, notification)),
      markRead: (id) =>
        sender.current?.({ type: 'mark_notification_read', notification_id: id }) ?? false,
      setSender: (send) => {
        sender.current = send;
      },
    };
  }, []);
  const value = useMemo(() => ({ notifications, ...actions }), [notifications, actions]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
};

export const useNotifications = () => {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return value;
};
