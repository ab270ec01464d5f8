import { declareResource } from '../resource.js';

/**
 * The desk's rate card: what a card is worth by brand, country, form, receipt and band of card
 * values (api-contract.md, "Rate cards"). A history: rows are added, never changed or deleted, so
 * only list, one and create are declared, and both are the rates domain's own routes
 * (server/plugins/rates/), as are the app's screens (src/resources/rates/).
 */
export const rates = declareResource({
  name: 'rates',
  singular: 'rate',
  auditActions: {
    'rate.retire': { en: 'Rate retired', fr: 'Taux retiré' },
    'rate.import': { en: 'Rates imported', fr: 'Taux importés' },
  },
  label: {
    en: { one: 'Rate', many: 'Rates' },
    fr: { one: 'Taux', many: 'Taux', create: 'Créer un taux' },
  },
  fields: {
    brand: { type: 'reference(brands)', label: { en: 'Brand', fr: 'Marque' } },
    country: {
      type: 'string(2)',
      label: { en: 'Country', fr: 'Pays' },
      filterable: true,
      sortable: false,
    },
    form: {
      type: 'enum(physical|ecode)',
      label: { en: 'Form', fr: 'Format' },
      sortable: false,
      choices: {
        physical: { en: 'Physical card', fr: 'Carte physique' },
        ecode: { en: 'E-code', fr: 'Code électronique' },
      },
    },
    receipt: {
      type: 'enum(any|with_receipt|no_receipt)',
      label: { en: 'Receipt', fr: 'Reçu' },
      sortable: false,
      default: 'any',
      choices: {
        any: { en: 'Any', fr: 'Indifférent' },
        with_receipt: { en: 'With receipt', fr: 'Avec reçu' },
        no_receipt: { en: 'No receipt', fr: 'Sans reçu' },
      },
    },
    min_value: { type: 'decimal', label: { en: 'From (USD)', fr: 'De (USD)' }, sortable: false },
    max_value: { type: 'decimal', label: { en: 'To (USD)', fr: 'À (USD)' }, sortable: false },
    rate_percentage: { type: 'decimal', label: { en: 'Rate (%)', fr: 'Taux (%)' } },
    effective_from: {
      type: 'datetime?',
      label: { en: 'Effective from', fr: 'En vigueur depuis' },
    },
    note: { type: 'string(500)?', label: { en: 'Note', fr: 'Note' }, sortable: false },
  },
  recordLabel: 'rate_percentage',
  permissions: {
    view: ['reviewer', 'finance', 'support'],
    manage: ['finance'],
  },
  menu: { order: 35, icon: 'PercentOutlined' },
  ordering: 'brand',
  operations: ['list', 'one', 'create'],
  overrides: { routes: ['list', 'one', 'create'], screens: ['list', 'show'] },
});
