import { declaredResources } from '../../../contract/resources/index';
import { declaredAuditWords } from '../../declared/messages';
import type { ResourceMessages } from '../../declared/types';

const declaredWords = declaredAuditWords(declaredResources, 'fr');

/** The same texts as en.ts beside it, in French (the catalogue test compares the keys). */
export const fr: ResourceMessages = {
  'audit-logs': {
    name: "Entrée d'audit |||| Journal d'audit",
    title: "Journal d'audit",
    history: 'Historique',
    history_empty: "Aucune modification enregistrée pour l'instant.",
    unknown_actor: 'Inconnu',
    fields: {
      created_at: 'Heure',
      actor: 'Qui',
      action: 'Action',
      summary: 'Quoi',
      changes: 'Modifications',
      action_kind: 'Type',
      target_type: 'Type de cible',
      target_id: 'ID de la cible',
      created_after: 'Du',
      created_before: 'Au',
      ip: 'Adresse',
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
      user: {
        update: 'Utilisateur mis à jour',
        delete: 'Utilisateur supprimé',
      },
      brand: {
        create: 'Marque ajoutée',
        update: 'Marque mise à jour',
        delete: 'Marque supprimée',
      },
      transaction: {
        review: 'Transaction examinée',
        reveal_code: 'Code de la carte révélé',
        payout_approved: 'Paiement approuvé',
        payout_reversed: 'Paiement annulé',
        reversal_approved: 'Annulation approuvée',
        claim: 'Examen pris ou rendu',
      },
      dispute: {
        update: 'Litige mis à jour',
      },
      staff: {
        create: "Membre de l'équipe ajouté",
        update: "Membre de l'équipe mis à jour",
        reset_2fa: 'Deux étapes réinitialisées',
      },
      sla: {
        policy_update: 'Niveau de service modifié',
      },
      rate: {
        create: 'Taux ajouté',
        retire: 'Taux retiré',
        import: 'Taux importés',
      },
    },
    // The kinds of actions the filter offers; a declared resource's by its name.
    action_kinds: {
      sla: 'Niveaux de service',
      auth: 'Connexions et deux étapes',
      user: 'Clients',
      brand: 'Marques',
      transaction: 'Transactions',
      dispute: 'Litiges',
      staff: 'Équipe',
      ...Object.fromEntries(
        declaredResources.map((declared) => [declared.singular, declared.label.fr.many]),
      ),
    },
    show_claims: 'Prises du guichet',
    target_types: {
      ...declaredWords.target_types,
      user: 'Utilisateur',
      brand: 'Marque',
      transaction: 'Transaction',
      dispute: 'Litige',
    },
    errors: {
      list: "Impossible de charger le journal d'audit.",
    },
  },
};
