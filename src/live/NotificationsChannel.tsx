import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NotificationsServerFrame } from '../../contract/live';
import { livePaths } from '../../contract/paths';
import { notificationText } from '../shared/serverText';
import { translate } from '../shared/translate';
import type { ToastOptions } from '../toasts/toastOptions';
import { applyClaim } from './claimCache';
import { refreshQueriesFor } from './liveQueries';
import { openLiveSocket } from './liveSocket';
import { useNotifications } from './NotificationsContext';

/**
 * The one live notifications connection of a signed-in admin (the layout renders it only when a
 * token is stored). The history on connect fills the list quietly; each notification refreshes the
 * screens it concerns and, when it is news to this reader, is also a toast with 'View' (not for
 * a message of the dispute chat on screen). Claims
 * update the transactions shown.
 */
export const NotificationsChannel = () => {
  const { replaceAll, add, update, setSender } = useNotifications();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  // The socket lives as long as the layout; its handler sees the latest hooks through this ref.
  const onFrame = useRef<(frame: NotificationsServerFrame) => void>(() => {});
  onFrame.current = (frame) => {
    if (frame.type === 'notification_history') {
      replaceAll(frame.notifications);
    } else if (frame.type === 'notification') {
      const { notification } = frame;
      refreshQueriesFor(queryClient, notification.kind);
      if (!add(notification)) return;
      // The reader is in that dispute's chat and sees the message arrive there.
      const readingIt =
        notification.kind === 'chat_message' &&
        notification.subject_id !== null &&
        pathname === `/disputes/${notification.subject_id}`;
      if (readingIt) return;
      const toast: ToastOptions = {
        type: 'info',
        description: 'resources.notifications.toast_description',
        action: {
          label: 'resources.notifications.view',
          onClick: () => navigate('/notifications'),
        },
      };
      notify(notificationText(notification, translate), toast);
    } else if (frame.type === 'claim') {
      applyClaim(queryClient, frame);
    } else if (frame.type === 'mark_notification_read_response') {
      if (frame.status === 'success') {
        update(frame.notification);
      } else {
        console.warn('mark as read failed:', frame.message);
      }
    }
  };

  useEffect(() => {
    const socket = openLiveSocket<NotificationsServerFrame>({
      path: livePaths.notifications,
      onFrame: (frame) => onFrame.current(frame),
    });
    setSender(socket.send);
    return () => {
      setSender(null);
      socket.close();
    };
  }, [setSender]);

  return null;
};
