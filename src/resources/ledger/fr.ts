import type { ResourceMessages } from '../../declared/types';

/** The same texts as en.ts beside it, in French (the catalogue test compares the keys). */
export const fr: ResourceMessages = {
  ledger: {
    name: 'Compte du registre |||| Registre',
    title: 'Registre',
    account_title: 'Compte du registre',
    not_found: 'Compte du registre introuvable',
    search: 'Rechercher un client',
    transfers_title: 'Mouvements',
    no_transfers: "Aucun mouvement pour l'instant.",
    updated: 'Dernier mouvement le %{date}',
    system: "Système (solde d'ouverture)",
    fields: {
      account: 'Compte',
      kind: 'Type',
      debits: 'Débits',
      credits: 'Crédits',
      balance: 'Solde',
      updated_at: 'Dernier mouvement',
    },
    kinds: {
      card_inventory: 'Stock de cartes',
      customer_payable: 'Dû au client',
      payouts: 'Paiements versés',
    },
    transfer_kinds: {
      purchase: 'Achat',
      purchase_adjustment: "Ajustement d'achat",
      purchase_void: "Annulation d'achat",
      payout: 'Paiement',
      payout_reversal: 'Annulation de paiement',
    },
    sides: { debit: 'Sortie (débit)', credit: 'Entrée (crédit)' },
    transfer_fields: {
      created_at: 'Date',
      kind: 'Type',
      side: 'Sens',
      amount: 'Montant',
      transaction: 'Transaction',
      performed_by: 'Par',
      reason: 'Motif',
    },
    summary: {
      title: 'Résumé du jour',
      date: 'Jour (UTC)',
      balances: 'Soldes',
      transfers: 'Mouvements du jour',
      columns: {
        line: 'Ligne',
        opening: 'Ouverture',
        closing: 'Clôture',
        count: 'Nombre',
        amount: 'Montant',
      },
    },
    check: {
      title: 'Contrôle du registre',
      run: 'Lancer le contrôle',
      intro:
        'Le contrôle additionne à nouveau chaque mouvement et compare les sommes aux soldes enregistrés, aux totaux du jour et aux transactions payées. Il peut prendre quelques secondes.',
      result: 'Résultat',
      ok: 'Tout concorde : %{transfers} mouvements et %{accounts} comptes contrôlés en %{seconds} s (%{date}).',
      problems:
        '%{problems} problème(s) trouvé(s) sur %{transfers} mouvements et %{accounts} comptes (%{seconds} s, %{date}).',
      columns: { rule: 'Règle', subject: 'Objet', expected: 'Attendu', found: 'Trouvé' },
      rules: {
        transfer_shape: 'Mouvement sans second compte ou sans montant',
        debits_equal_credits: 'Les débits ne sont pas égaux aux crédits',
        account_balance: 'Solde enregistré différent de ses mouvements',
        daily_totals: 'Total du jour différent de ses mouvements',
        transaction_owed: 'Montant dû différent de la transaction',
        transaction_paid: 'Montant versé différent de la transaction',
        single_payout: 'Plus d’un paiement non annulé',
        payables_total: 'Dû aux clients différent des cartes acceptées',
        payouts_total: 'Paiements différents des cartes payées',
      },
    },
    errors: {
      list: 'Impossible de charger le registre.',
      summary: 'Impossible de charger le résumé du jour.',
      check: "Le contrôle n'a pas pu être lancé.",
    },
  },
};
