import { Card, List, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Authenticated } from 'react-admin';
import { PageFrame } from '../../layout/PageFrame';
import { useNotifications } from '../../live/NotificationsContext';
import { unreadFirst } from '../../live/notificationList';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { NotificationItem } from './NotificationItem';

/** The live notification list (at most 15), unread first, then newest first. */
export const NotificationList = () => {
  const text = useResourceText('notifications');
  const resourceKey = useResourceKey('notifications');
  const { notifications, markRead } = useNotifications();
  const sorted = useMemo(() => unreadFirst(notifications), [notifications]);
  return (
    <Authenticated>
      <PageFrame title={resourceKey('title')}>
        <Card>
          {sorted.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {text('empty')}
            </Typography>
          ) : (
            <List disablePadding aria-label={text('list')}>
              {sorted.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onMarkRead={markRead}
                />
              ))}
            </List>
          )}
        </Card>
      </PageFrame>
    </Authenticated>
  );
};
