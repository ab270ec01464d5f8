import type { en } from './en';

export const fr: typeof en = {
  kyc: {
    name: 'Vérification KYC |||| File KYC',
    title: 'File KYC',
    empty: 'Aucun client n’attend de décision KYC.',
    fields: {
      customer: 'Client',
      email: 'E-mail',
      tier: 'Niveau',
      status: 'Statut',
      waiting: 'Documents en attente',
      waiting_since: 'En attente depuis',
    },
    statuses: {
      none: 'Non commencé',
      pending: 'En attente',
      approved: 'Approuvé',
      rejected: 'Refusé',
    },
    panel: {
      title: 'KYC',
      tier: 'Niveau',
      tier_value: '%{tier} · %{name}',
      status: 'Statut',
      reason: 'Motif',
      limits_off: 'Les plafonds ne sont pas appliqués.',
      used_today: 'Payé aujourd’hui',
      used_month: 'Payé ce mois-ci',
      of_limit: '%{used} sur %{limit}',
      unlimited: '%{used} (sans plafond)',
      documents: 'Documents',
      no_documents: 'Aucun document envoyé.',
      open: 'Ouvrir',
      decide_tier: 'Niveau à accorder',
      decide_reason: 'Motif (obligatoire pour refuser)',
      approve: 'Approuver',
      reject: 'Refuser',
      approved: 'KYC approuvé.',
      rejected: 'KYC refusé.',
    },
    errors: {
      list: 'Impossible de charger la file KYC.',
      one: 'Impossible de charger le KYC.',
      decision: 'Impossible d’enregistrer la décision KYC.',
    },
  },
};
