import { payoutBatches } from '../../../contract/resources/payout-batches';
import { messagesWith } from '../../declared/messages';

/** Les textes des lots de paiements (api-contract.md, « Payout runs »). */
export const fr = messagesWith(payoutBatches, 'fr', {
  detail_title: 'Lot de paiements',
  create_title: 'Nouveau lot de paiements',
  not_found: 'Lot de paiements introuvable',
  empty: 'Aucun lot de paiements pour l’instant.',
  // The declaration labels the batch's fields; these are the screens' own.
  fields: {
    id: 'Lot',
    created_at: 'Créé le',
  },
  states: {
    draft: 'Brouillon',
    approved: 'Approuvé',
    submitted: 'Envoyé',
    settled: 'Soldé',
    cancelled: 'Annulé',
  },
  item_states: {
    draft: 'Brouillon',
    sent: 'Envoyé',
    paid: 'Payé',
    failed: 'Échoué',
    held: 'Retenu (plafond KYC)',
    cancel_requested: 'Annulation demandée (en attente de la banque)',
  },
  item_fields: {
    reference: 'Référence',
    customer: 'Client',
    transaction: 'Transaction',
    destination: 'Destination',
    amount: 'Montant',
    offset: 'Récupération déduite',
    net: 'Net envoyé',
    state: 'État',
    result_reason: 'Motif de la banque',
  },
  panels: {
    batch: 'Lot',
    totals: 'Totaux',
    items: 'Éléments',
    skipped: 'Laissés hors de ce lot',
  },
  create: {
    intro:
      'Un lot contient un élément par carte due : acceptée ou encaissée, avec un reste à payer, dans aucun autre lot ouvert, dont le client a un compte de versement et reste dans ses limites KYC. Les autres sont laissées de côté et listées avec leur motif.',
    source: 'Payer',
    all_owed: 'Tout ce qui est dû',
    chosen: 'Ces transactions',
    transaction_ids: 'ID des transactions',
    transaction_ids_help: 'Un ID par ligne (ou séparés par des virgules ou des espaces).',
    submit: 'Préparer le lot',
    nothing: 'Rien ne peut entrer dans un lot :',
  },
  skipped: {
    intro:
      '%{count} transaction laissée hors du lot : |||| %{count} transactions laissées hors du lot :',
    transaction: 'Transaction',
    reason: 'Motif',
    reasons: {
      not_found: 'Introuvable',
      not_accepted: 'Non acceptée (ou déjà payée)',
      nothing_owed: 'Rien de dû',
      in_open_batch: 'Déjà dans un lot ouvert',
      no_payout_account: 'Pas de compte de versement',
      kyc_limit: 'Au-delà de la limite KYC du client',
    },
  },
  approval: {
    needed:
      'Ce lot doit recevoir une seconde approbation avant l’envoi : son total ou l’un de ses éléments atteint le seuil d’approbation.',
    not_needed: 'Sous les seuils d’approbation : ce lot peut être envoyé sans seconde approbation.',
    creator:
      'Vous avez préparé ce lot : un collègue ayant le droit de payer l’approuve, l’approbation ne vous est donc pas proposée.',
    approved: 'Approuvé par %{name}.',
  },
  actions: {
    approve: 'Approuver',
    submit: 'Envoyer à la banque',
    download: 'Télécharger le fichier bancaire',
    upload: 'Importer les résultats de la banque',
    cancel: 'Annuler le lot',
    cancel_title: 'Annuler ce lot ?',
    cancel_draft:
      'Le lot est abandonné ; ses cartes restent dues et peuvent entrer dans un autre lot.',
    cancel_submitted:
      'Si personne n’a encore téléchargé le fichier bancaire, chaque élément encore envoyé est marqué échoué (« cancelled ») et redevient dû. Une fois le fichier téléchargé, la banque peut payer malgré tout : ses éléments attendent le résultat de la banque, payés une fois si elle les a versés, de nouveau dus sinon.',
    keep: 'Le garder',
    submit_title: 'Envoyer ce lot à la banque ?',
    submit_text:
      '%{count} paiement, %{total}, passe en paiements en cours. Téléchargez ensuite le fichier bancaire et remettez-le à la banque. |||| %{count} paiements, %{total} au total, passent en paiements en cours. Téléchargez ensuite le fichier bancaire et remettez-le à la banque.',
    approved: 'Lot approuvé',
    submitted: 'Lot envoyé : téléchargez le fichier bancaire pour la banque',
    cancelled: 'Lot annulé',
  },
  results: {
    choose: 'Importer les résultats de la banque',
    preview_title: 'Résultats de la banque : ce qui sera appliqué',
    applied: 'À appliquer',
    unchanged: 'Déjà enregistrés (inchangés)',
    conflicts: 'Conflits (non appliqués)',
    unmatched: 'Références inconnues',
    conflict_row: '%{reference} : enregistré %{recorded}, le fichier dit %{received}',
    nothing: 'Rien dans ce fichier ne change le lot.',
    apply: 'Appliquer les résultats',
    done: 'Résultats appliqués : %{applied} appliqués, %{unchanged} inchangés, %{conflicts} conflits, %{unmatched} inconnus',
    not_json: 'Le fichier n’est pas un JSON valide.',
    outcomes: {
      success: 'réussi',
      failed: 'échoué',
      sent: 'envoyé',
      paid: 'payé',
      draft: 'brouillon',
    },
  },
  phone_line: '%{count} élément · par %{name} |||| %{count} éléments · par %{name}',
  items_filter: 'État de l’élément',
  list_reconciliation: 'Rapprochement',
  errors: {
    list: 'Impossible de charger les lots de paiements.',
    one: 'Impossible de charger le lot de paiements.',
    items: 'Impossible de charger les éléments du lot.',
    create: 'Le lot n’a pas pu être préparé.',
    approve: 'Le lot n’a pas pu être approuvé.',
    submit: 'Le lot n’a pas pu être envoyé.',
    cancel: 'Le lot n’a pas pu être annulé.',
    file: 'Le fichier bancaire n’a pas pu être téléchargé.',
    results: 'Les résultats n’ont pas pu être lus.',
  },
});
