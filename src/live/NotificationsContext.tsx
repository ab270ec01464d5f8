import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { capped, type LiveNotification, withArrived, withUpdated } from './notificationList';

export interface NotificationsContextValue {
  notifications: LiveNotification[];
  /** The history the live channel sends on connect. */
  replaceAll: (list: LiveNotification[]) => void;
  add: (notification: LiveNotification) => void;
  update: (notification: LiveNotification) => void;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/**
 * Holds the live notification list shared by the header bell and the notifications screen;
 * the WebSocket feed fills it through replaceAll/add/update.
 */
export const NotificationsProvider = ({ children }: { children: ReactNode }) => {
  const [notifications, setNotifications] = useState<LiveNotification[]>([]);
  const value = useMemo<NotificationsContextValue>(
    () => ({
      notifications,
      replaceAll: (list) => setNotifications(capped(list)),
      add: (notification) => setNotifications((list) => withArrived(list, notification)),
      update: (notification) => setNotifications((list) => withUpdated(list, notification)),
    }),
    [notifications],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
};

export const useNotifications = () => {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>');
  return value;
};
