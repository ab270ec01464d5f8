import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { NotificationList } from '../../custom/notifications/NotificationList';

// Notifications come over the live channel, not the data provider: the resource is a screen only.
export default {
  list: NotificationList,
  icon: NotificationsIcon,
  recordRepresentation: 'message',
};
