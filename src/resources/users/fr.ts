import { users } from '../../../contract/resources/users';
import { messagesWith } from '../../declared/messages';

/** The same texts as en.ts beside it, in French (the catalogue test compares the keys). */
export const fr = messagesWith(users, 'fr', {
  header: {
    edit: "Détails de l'utilisateur",
  },
  detail_title: "Détails de l'utilisateur",
  search: 'Rechercher un utilisateur...',
  // The declaration labels the record's fields; these are the screens' own.
  fields: {
    // Audit changes of repayments, payout accounts and KYC decisions.
    repaid: 'Remboursé',
    bank_code: 'Code banque',
    bank_name: 'Banque',
    account_number: 'Numéro de compte',
    account_name: 'Titulaire',
    kyc_tier: 'Niveau KYC',
    kyc_status: 'Statut KYC',
    kyc_reason: 'Motif KYC',
    balance_owed: 'Solde dû',
    name: 'Nom',
    id: 'ID',
    status: 'Statut',
    action: 'Action',
    user_id: "ID de l'utilisateur",
    account_status: 'Statut du compte',
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
  genders: { M: 'Homme', F: 'Femme', O: 'Autre' },
  roles: {
    customer: 'Client',
    admin: 'Admin',
  },
  payout: {
    title: 'Compte de paiement',
    none: 'Pas encore de compte de paiement : le client doit en ajouter un pour être payé dans un lot.',
    bank: 'Banque',
    bank_value: '%{name} (%{code})',
    account_number: 'Numéro de compte',
    account_name: 'Titulaire',
    updated_at: 'Dernière modification',
    reveal: 'Afficher',
    hide: 'Masquer',
    history_hint: "Chaque affichage et chaque modification figurent dans l'historique ci-dessous.",
    errors: { reveal: "Échec de l'affichage du numéro de compte." },
  },
  receivable: {
    title: 'Reprises et remboursements',
    owed: 'Dû par le client',
    owes_hint: "Déduit d'abord de ses prochains paiements, sauf s'il le rembourse.",
    owes_nothing: 'Le client ne doit rien.',
    transfers_title: 'Reprises dans le grand livre',
    no_transfers: 'Aucune reprise pour le moment.',
    repay: 'Enregistrer un remboursement',
    repay_title: 'Enregistrer un remboursement',
    repay_text:
      'Argent remboursé par le client. Il doit %{owed} ; un remboursement ne dépasse pas ce montant.',
    amount: 'Montant',
    reference: 'Référence',
    reference_hint: "Le virement ou le reçu qui l'accompagne",
    note: 'Note',
    repay_submit: 'Enregistrer',
    recorded: 'Remboursement de %{amount} enregistré. Reste dû : %{owed}.',
    errors: {
      repayment: "Échec de l'enregistrement du remboursement.",
      transfers: 'Échec du chargement des reprises.',
    },
  },
  not_found: 'Utilisateur introuvable',
});
