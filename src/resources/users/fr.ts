import type { ResourceMessages } from '../../declared/types';

/** The same texts as en.ts beside it, in French (the catalogue test compares the keys). */
export const fr: ResourceMessages = {
  users: {
    name: 'Utilisateur |||| Utilisateurs',
    title: 'Utilisateurs',
    header: {
      edit: "Détails de l'utilisateur",
    },
    detail_title: "Détails de l'utilisateur",
    search: 'Rechercher un utilisateur...',
    fields: {
      balance_owed: 'Solde dû',
      name: 'Nom',
      id: 'ID',
      email: 'E-mail',
      country: 'Pays',
      date_joined: "Date d'inscription",
      status: 'Statut',
      action: 'Action',
      phone: 'Téléphone',
      gender: 'Genre',
      date_of_birth: 'Date de naissance',
      user_id: "ID de l'utilisateur",
      username: "Nom d'utilisateur",
      first_name: 'Prénom',
      last_name: 'Nom',
      address: 'Adresse',
      city: 'Ville',
      zip_code: 'Code postal',
      account_status: 'Statut du compte',
      role: 'Rôle',
      is_active: 'Actif',
    },
    sections: {
      contact: 'Coordonnées',
      personal: 'Informations personnelles',
      account: 'Détails du compte',
    },
    actions: {
      edit: 'Modifier',
      delete: 'Supprimer',
      delete_alert: "Supprimer l'utilisateur %{name} ?",
      activate: 'Activer le compte',
      deactivate: 'Désactiver le compte',
      edit_profile: 'Modifier le profil',
      save: 'Enregistrer',
      cancel: 'Annuler',
    },
    messages: {
      activated: 'Compte utilisateur activé',
      deactivated: 'Compte utilisateur désactivé',
      profile_saved: 'Profil enregistré',
      profile_failed: "Échec de l'enregistrement du profil",
    },
    confirm_deactivate: {
      title: 'Désactiver ce compte ?',
      content: "%{name} ne pourra plus se connecter tant que le compte n'aura pas été réactivé.",
    },
    profile: {
      title: 'Modifier le profil',
      country_hint: 'Code à deux lettres, comme FR',
      country_invalid: 'Saisissez un code pays à deux lettres, comme FR',
      too_long: '%{max} caractères au maximum',
    },
    roles: {
      customer: 'Client',
      admin: 'Admin',
    },
    not_found: 'Utilisateur introuvable',
  },
};
