import { declareResource, type FieldDeclaration } from '../resource.js';

const answered = { create: false, update: false } as const;
const person = (en: string, fr: string): FieldDeclaration => ({
  type: 'reference(staff)?',
  label: { en, fr },
  filterable: false,
  sortable: false,
  ...answered,
});
const amount = (en: string, fr: string): FieldDeclaration => ({
  type: 'decimal',
  label: { en, fr },
  sortable: false,
  ...answered,
});

/**
 * Payout runs (api-contract.md, "Payout runs"): finance drafts a batch from what is owed, a
 * colleague approves it over the threshold, it goes to the bank, and the bank's results come
 * back. Everything past the list and the detail is money moving, so its routes are the payouts
 * domain's own (server/plugins/payouts), and so are its screens; it reads with `payments.view`
 * and acts with `transactions.pay`, as the contract says.
 */
export const payoutBatches = declareResource({
  name: 'payout-batches',
  singular: 'payout_batch',
  usesPermissions: { view: 'payments.view', manage: 'transactions.pay' },
  extraPaths: {
    items: '/admin/payout-batches/:id/items/',
    approve: '/admin/payout-batches/:id/approve/',
    submit: '/admin/payout-batches/:id/submit/',
    file: '/admin/payout-batches/:id/file/',
    results: '/admin/payout-batches/:id/results/',
    cancel: '/admin/payout-batches/:id/cancel/',
  },
  auditActions: {
    'payout_batch.approve': { en: 'Payout batch approved', fr: 'Lot de paiements approuvé' },
    'payout_batch.submit': { en: 'Payout batch submitted', fr: 'Lot de paiements envoyé' },
    'payout_batch.file_downloaded': {
      en: 'Bank file downloaded',
      fr: 'Fichier bancaire téléchargé',
    },
    'payout_batch.results': { en: 'Bank results uploaded', fr: 'Résultats bancaires chargés' },
    'payout_batch.cancel': { en: 'Payout batch cancelled', fr: 'Lot de paiements annulé' },
  },
  label: {
    en: { one: 'Payout batch', many: 'Payout batches' },
    fr: { one: 'Lot de paiements', many: 'Lots de paiements', create: 'Créer un lot de paiements' },
  },
  fields: {
    state: {
      type: 'enum(draft|approved|submitted|settled|cancelled)',
      label: { en: 'State', fr: 'État' },
      choices: {
        draft: { en: 'Draft', fr: 'Brouillon' },
        approved: { en: 'Approved', fr: 'Approuvé' },
        submitted: { en: 'Submitted', fr: 'Envoyé' },
        settled: { en: 'Settled', fr: 'Soldé' },
        cancelled: { en: 'Cancelled', fr: 'Annulé' },
      },
      ...answered,
    },
    note: { type: 'text?', label: { en: 'Note', fr: 'Note' }, update: false },
    items_count: {
      type: 'integer',
      label: { en: 'Items', fr: 'Éléments' },
      sortable: false,
      ...answered,
    },
    total: amount('Total', 'Total'),
    paid_total: amount('Paid', 'Payé'),
    failed_total: amount('Failed', 'Échoué'),
    in_flight_total: amount('In flight', 'En cours'),
    created_by: person('Created by', 'Créé par'),
    approved_by: person('Approved by', 'Approuvé par'),
    submitted_by: person('Submitted by', 'Envoyé par'),
    submitted_at: {
      type: 'datetime?',
      label: { en: 'Submitted', fr: 'Envoyé le' },
      ...answered,
    },
    settled_at: { type: 'datetime?', label: { en: 'Settled', fr: 'Soldé le' }, ...answered },
  },
  recordLabel: 'id',
  menu: { order: 42, icon: 'RequestQuoteOutlined' },
  ordering: '-created_at',
  operations: ['list', 'one', 'create'],
  overrides: { routes: ['list', 'one', 'create'], screens: ['list', 'create'] },
});
