import { audit } from '../../../contract/resources/audit';
import { declaredResources } from '../../../contract/resources/index';
import { declaredAuditWords, messagesWith } from '../../declared/messages';

const declaredWords = declaredAuditWords(declaredResources, 'fr');

/** The same texts as en.ts beside it, in French (the catalogue test compares the keys). */
export const fr = messagesWith(audit, 'fr', {
  history: 'Historique',
  history_empty: "Aucune modification enregistrée pour l'instant.",
  unknown_actor: 'Inconnu',
  // The declaration labels its fields; these are the list's own columns and filters.
  fields: {
    created_at: 'Heure',
    action_kind: 'Type',
    created_after: 'Du',
    created_before: 'Au',
  },
  actions: {
    ...declaredWords.actions,
    auth: {
      login: 'Connexion',
      login_failed: 'Échec de connexion',
      logout: 'Déconnexion',
      '2fa_enabled': 'Deux étapes activées',
      '2fa_disabled': 'Deux étapes désactivées',
      '2fa_failed': 'Code de deuxième étape erroné',
      '2fa_disable_failed': 'Code erroné pour désactiver les deux étapes',
      '2fa_locked': 'Codes de deuxième étape bloqués',
      password_changed: 'Mot de passe modifié',
    },
    kyc: {
      settings_update: 'Limites KYC activées ou désactivées',
    },
    transaction: {
      review: 'Transaction examinée',
      reveal_code: 'Code de la carte révélé',
      payout_approved: 'Paiement approuvé',
      payout_reversed: 'Paiement annulé',
      reversal_approved: 'Annulation approuvée',
      claim: 'Examen pris ou rendu',
      clawback: 'Paiement repris',
      clawback_approved: 'Reprise approuvée',
    },
    dispute: {
      update: 'Litige mis à jour',
    },
  },
  // The kinds of actions the filter offers; a declared resource's by its name.
  action_kinds: {
    ...declaredWords.action_kinds,
    payout_batch: 'Lots de paiements',
    kyc: 'KYC',
    auth: 'Connexions et deux étapes',
    user: 'Clients',
    transaction: 'Transactions',
    dispute: 'Litiges',
  },
  show_claims: 'Prises du guichet',
  target_types: {
    ...declaredWords.target_types,
    payout_batch: 'Lot de paiements',
    user: 'Utilisateur',
    transaction: 'Transaction',
    dispute: 'Litige',
  },
  errors: {
    list: "Impossible de charger le journal d'audit.",
  },
});
