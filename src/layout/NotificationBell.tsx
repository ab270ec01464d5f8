import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNotifications } from '../live/NotificationsContext';

/** Goes to /notifications; the red dot says the live list is not empty. */
export const NotificationBell = () => {
  const translate = useTranslate();
  const { notifications } = useNotifications();
  const hasAny = notifications.length > 0;
  const label = translate(hasAny ? 'app.header.unread_notifications' : 'app.header.notifications');
  return (
    <Tooltip title={translate('app.header.notifications')}>
      <IconButton component={Link} to="/notifications" aria-label={label} color="inherit">
        <Badge variant="dot" color="error" invisible={!hasAny} data-testid="notification-dot">
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};
