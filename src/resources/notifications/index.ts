import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { lazyScreen } from '../../lazyScreen';
import type { AppResource } from '../types';

const NotificationList = lazyScreen(() => import('./NotificationList'), 'NotificationList');

// Notifications come over the live channel, not the data provider: the resource is a screen only.
export default {
  name: 'notifications',
  menuOrder: 60,
  access: { list: 'notifications.view' },
  list: NotificationList,
  icon: NotificationsIcon,
  recordRepresentation: 'message',
} satisfies AppResource;
