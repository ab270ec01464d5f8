import { staff } from '../../../contract/resources/staff';
import { messagesWith } from '../../declared/messages';

/** The same texts as en.ts beside it, in French (the catalogue test compares the keys). */
export const fr = messagesWith(staff, 'fr', {
  header: {
    create: "Ajouter un membre de l'équipe",
    edit: "Modifier un membre de l'équipe",
  },
  create_title: "Ajouter un membre de l'équipe",
  edit_title: "Modifier un membre de l'équipe",
  add: "Ajouter un membre de l'équipe",
  search: 'Rechercher un nom ou un e-mail...',
  fields: {
    name: 'Nom',
    status: 'Statut',
  },
  roles: {
    admin: 'Admin',
    reviewer: 'Examinateur',
    finance: 'Finance',
    support: 'Support',
  },
  two_factor: {
    on: 'Activée',
    off: 'Désactivée',
  },
  never: 'Jamais',
  password_hint: '8 caractères minimum. La personne pourra le changer après sa connexion.',
  reset_2fa: {
    button: 'Réinitialiser les deux étapes',
    title: 'Réinitialiser la connexion en deux étapes de %{name} ?',
    content:
      "%{name} se connectera avec le seul mot de passe jusqu'à réactiver la connexion en deux étapes. Ses codes de secours ne fonctionneront plus.",
    done: 'Connexion en deux étapes réinitialisée',
  },
  notifications: {
    created: "Membre de l'équipe ajouté",
    updated: "Membre de l'équipe mis à jour",
  },
  errors: {
    list: "Impossible de charger l'équipe.",
    one: "Impossible de charger le membre de l'équipe.",
    create: "Impossible d'ajouter le membre de l'équipe.",
    update: "Impossible de mettre à jour le membre de l'équipe.",
    reset_2fa: 'Impossible de réinitialiser la connexion en deux étapes.',
  },
});
