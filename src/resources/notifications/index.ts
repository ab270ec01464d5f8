import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { ResourceDefinition } from '../../declared/types';

// Notifications come over the live channel, not the data provider: the resource is a screen only.
export default {
  name: 'notifications',
  menuOrder: 60,
  access: { list: 'notifications.view' },
  screens: {
    list: () =>
      import('../../custom/notifications/NotificationList').then(
        (module) => module.NotificationList,
      ),
  },
  icon: NotificationsIcon,
  recordRepresentation: 'message',
} satisfies ResourceDefinition;
