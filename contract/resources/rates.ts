import { z } from 'zod';
import { decimal, text } from '../common.js';
import { declareResource } from '../resource.js';

/** A two-letter country code, upper-cased, named by `label` in its messages. */
export const countryCode = (label = 'Country') =>
  text({ error: `${label} must be text.` })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value), `${label} must be a two-letter ISO 3166 code.`);

/** What a client sends for a card's form, with its message. */
export const formInput = z.enum(['physical', 'ecode'], {
  error: 'form must be physical or ecode.',
});
export const rateReceiptInput = z.enum(['any', 'with_receipt', 'no_receipt'], {
  error: 'receipt must be any, with_receipt or no_receipt.',
});

/** When a rate starts to apply. */
export const effectiveFrom = z.iso
  .datetime({ offset: true, error: 'effective_from must be an ISO 8601 date and time.' })
  .describe('Defaults to now; may be in the future, never in the past.');

/** The band's ends, named as their fields are. */
const FROM = { en: 'From (USD)', fr: 'De (USD)' };
const TO = { en: 'To (USD)', fr: 'À (USD)' };

const bandValue = (label: string) =>
  decimal({
    required: `${label} is required.`,
    invalid: `${label} must be a number with at most two decimals.`,
  });

/** Each rate field's rule, once: the API's routes and the app's forms check the same. */
export const rateRules = {
  brand: z.uuid({ error: 'brand must be the id of a brand.' }),
  country: countryCode(),
  form: formInput,
  receipt: rateReceiptInput.default('any'),
  min_value: bandValue(FROM.en),
  max_value: bandValue(TO.en),
  rate_percentage: decimal(
    {
      required: 'Rate percentage is required.',
      invalid: 'Rate percentage must be a number with at most two decimals.',
      tooLarge: 'Rate percentage must be between 0 and 100.',
    },
    100,
  ),
  // A form's empty date (null) is one not given: now.
  effective_from: effectiveFrom.nullable().optional(),
  note: text().trim().max(500, 'note must be 500 characters or less.').nullable().optional(),
};

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
    brand: {
      type: 'reference(brands)',
      label: { en: 'Brand', fr: 'Marque' },
      rule: { create: rateRules.brand },
    },
    country: {
      type: 'string(2)',
      label: { en: 'Country', fr: 'Pays' },
      filterable: true,
      sortable: false,
      rule: { create: rateRules.country },
    },
    form: {
      type: 'enum(physical|ecode)',
      label: { en: 'Form', fr: 'Format' },
      sortable: false,
      choices: {
        physical: { en: 'Physical card', fr: 'Carte physique' },
        ecode: { en: 'E-code', fr: 'Code électronique' },
      },
      rule: { create: rateRules.form },
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
      rule: { create: rateRules.receipt },
    },
    min_value: {
      type: 'decimal',
      label: FROM,
      sortable: false,
      rule: { create: rateRules.min_value },
    },
    max_value: {
      type: 'decimal',
      label: TO,
      sortable: false,
      rule: { create: rateRules.max_value },
    },
    rate_percentage: {
      type: 'decimal',
      label: { en: 'Rate (%)', fr: 'Taux (%)' },
      rule: { create: rateRules.rate_percentage },
    },
    effective_from: {
      type: 'datetime?',
      label: { en: 'Effective from', fr: 'En vigueur depuis' },
      rule: { create: rateRules.effective_from },
    },
    note: {
      type: 'string(500)?',
      label: { en: 'Note', fr: 'Note' },
      sortable: false,
      rule: { create: rateRules.note },
    },
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
