import type { ResourceMessages } from '../../declared/types';

/** The texts of this resource's screens, copied from the spec as they are. */
export const en: ResourceMessages = {
  notifications: {
    name: 'Notification |||| Notifications',
    // The spec lists no header title for these paths: they show its fallback, Dashboard.
    title: 'Notifications',
    empty: 'No notifications to show. 💡',
    toast_description: 'New notification',
    view: 'View',
    unread: 'Unread',
    list: 'Latest notifications',
  },
};
