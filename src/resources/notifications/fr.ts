import type { ResourceMessages } from '../../declared/types';

/** The same texts as en.ts beside it, in French (the catalogue test compares the keys). */
export const fr: ResourceMessages = {
  notifications: {
    name: 'Notification |||| Notifications',
    title: 'Notifications',
    empty: 'Aucune notification à afficher. 💡',
    toast_description: 'Nouvelle notification',
    view: 'Voir',
    unread: 'Non lue',
    list: 'Dernières notifications',
  },
};
