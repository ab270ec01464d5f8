import { Card, List, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Authenticated, useTranslate } from 'react-admin';
import { PageFrame } from '../../layout/PageFrame';
import { useNotifications } from '../../live/NotificationsContext';
import { unreadFirst } from '../../live/notificationList';
import { NotificationItem } from './NotificationItem';

/** The live notification list (at most 15), unread first, then newest first. */
export const NotificationList = () => {
  const translate = useTranslate();
  const { notifications, markRead } = useNotifications();
  const sorted = useMemo(() => unreadFirst(notifications), [notifications]);
  return (
    <Authenticated>
      <PageFrame title="resources.notifications.title">
        <Card>
          {sorted.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {translate('resources.notifications.empty')}
            </Typography>
          ) : (
            <List disablePadding aria-label={translate('resources.notifications.list')}>
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
