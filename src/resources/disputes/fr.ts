import type { ResourceMessages } from '../../declared/types';

/** The same texts as en.ts beside it, in French (the catalogue test compares the keys). */
export const fr: ResourceMessages = {
  disputes: {
    name: 'Litige',
    title: 'Litiges',
    detail_title: 'Détails du litige',
    search: 'Rechercher un client...',
    fields: {
      customer: 'Client',
      dispute_id: 'ID du litige',
      date: 'Date',
      status: 'Statut',
      action: 'Action',
      view: 'Voir le litige',
    },
    status: {
      open: 'Ouvert',
      closed: 'Fermé',
    },
    info: {
      title: 'Informations du litige',
      id: 'ID',
      status: 'Statut',
      submitted: 'Date de dépôt',
      filled_by: 'Déposé par',
    },
    actions: {
      title: 'Actions sur le litige',
      save: 'Enregistrer',
    },
    messages: {
      updated: 'Litige mis à jour',
    },
    chat: {
      closed: 'Ce litige est clos : rouvrez-le pour écrire au client.',
      placeholder: 'Écrivez un message...',
      send: 'Envoyer',
      no_dispute: 'Veuillez choisir un litige valide pour voir la discussion.',
      no_token: 'Veuillez vous reconnecter pour voir la discussion.',
      title: 'Discussion en direct',
      messages: 'Messages de la discussion',
      empty: "Aucun message pour l'instant.",
      sending: 'Envoi...',
      counter: '%{count} / %{max} caractères',
      too_long: '%{count} / %{max} caractères : trop long pour être envoyé',
      connection: {
        connecting: 'Connexion...',
        open: 'Connecté',
        reconnecting: 'Reconnexion...',
        closed: 'Déconnecté',
      },
    },
    not_found: 'Litige introuvable',
  },
};
