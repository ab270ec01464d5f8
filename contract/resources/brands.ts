import { z } from 'zod';
import {
  booleanString,
  decimal,
  imageFile,
  MAX_MONEY,
  type orderedPageQuery,
  text,
} from '../common.js';
import { type DeclaredRecord, declareResource } from '../resource.js';
import { schemasOf } from '../resource-schemas.js';

// The spec words each brand form's messages itself (section 5, "Brand create" and "Brand edit"),
// and the edit form differently from the create form: these are the fields' own rules.

const money = (label: string, required: string) =>
  decimal({
    required,
    invalid: `${label} must be a number with at most two decimals.`,
    negative: `${label} must be 0 or higher`,
    tooLarge: `${label} must be ${MAX_MONEY} or less.`,
  });

const name = text({
  error: (issue) =>
    issue.input === undefined ? 'Brand name is required' : 'Brand name must be text.',
})
  .trim()
  .min(1, 'Brand name is required')
  .max(100, 'Brand name must be 100 characters or less.');

const description = text({ error: 'Description must be text.' })
  .trim()
  .max(2000, 'Description must be 2000 characters or less.');

const currency = text({ error: 'Only USD is supported as currency.' })
  .trim()
  .toUpperCase()
  .refine((code) => code === 'USD', { error: 'Only USD is supported as currency.' });

const RATE_INVALID = 'Rate percentage must be a number with at most two decimals.';
const AMOUNTS_REQUIRED = 'Minimum and maximum amounts are required';
const RATE_RANGE = 'Rate percentage must be between 0 and 100';

const onCreate = {
  name,
  description: description.default(''),
  currency: currency.default('USD'),
  is_active: booleanString('is_active').default(true),
  min_amount: money('Minimum amount', 'Minimum amount is required'),
  max_amount: money('Maximum amount', 'Maximum amount is required'),
  rate_percentage: decimal(
    {
      required: 'Rate percentage is required',
      invalid: RATE_INVALID,
      negative: 'Rate percentage must be 0 or higher',
      tooLarge: 'Rate percentage cannot exceed 100%',
    },
    100,
  ),
};

/** An absent field stays as it is. */
const onUpdate = {
  name: name.optional(),
  description: description.optional(),
  currency: currency.optional(),
  is_active: booleanString('is_active').optional(),
  min_amount: money('Minimum amount', AMOUNTS_REQUIRED).optional(),
  max_amount: money('Maximum amount', AMOUNTS_REQUIRED).optional(),
  rate_percentage: decimal(
    {
      required: 'Rate percentage is required',
      invalid: RATE_INVALID,
      negative: RATE_RANGE,
      tooLarge: RATE_RANGE,
    },
    100,
  ).optional(),
};

const rule = (field: keyof typeof onCreate) => ({
  create: onCreate[field],
  update: onUpdate[field],
});

/**
 * The logo: a file of the form, or none (the spec's forms never send null); an edit that sends
 * the current image's URL back keeps it.
 */
const logo = {
  create: imageFile,
  update: z.union([imageFile, z.string().describe('The current image’s URL: kept')]).optional(),
};

/**
 * The gift card brands customers sell cards of. The spec's words stay where they differ from one
 * name: the app's resource `giftcard-brands`, the API's `/admin/brands/`, the table `brands`.
 * Every route is derived, on the brands table by its hooks (server/plugins/brands/hooks.ts),
 * which add the spec's rules the fields cannot say alone (a name free whatever its case, amounts
 * in order, a brand with submissions kept); brands keep their customers' list
 * (server/plugins/brands/routes.ts) and their screens (the spec's forms and list).
 */
export const brands = declareResource({
  name: 'brands',
  singular: 'brand',
  resource: 'giftcard-brands',
  extraPaths: {
    /** The brands a customer may submit cards of. */
    forCustomers: '/brands/',
  },
  label: {
    en: { one: 'Gift Card Brand', many: 'Gift Card Brands' },
    fr: {
      one: 'Marque de carte cadeau',
      many: 'Marques de cartes cadeaux',
      create: 'Créer la marque',
    },
  },
  // In the order the spec's forms list them, which the API's answers and audit rows keep.
  fields: {
    name: {
      type: 'string(100)',
      label: { en: 'Brand Name', fr: 'Marque' },
      searchable: true,
      unique: true,
      rule: rule('name'),
    },
    description: {
      type: 'text',
      label: { en: 'Description', fr: 'Description' },
      default: '',
      rule: rule('description'),
    },
    currency: {
      type: 'string(3)',
      label: { en: 'Currency', fr: 'Devise' },
      default: 'USD',
      listed: false,
      sortable: false,
      rule: rule('currency'),
    },
    is_active: {
      type: 'boolean',
      label: { en: 'Active', fr: 'Active' },
      default: true,
      rule: rule('is_active'),
    },
    min_amount: {
      type: 'decimal',
      label: { en: 'Min Amount ($)', fr: 'Montant min. ($)' },
      rule: rule('min_amount'),
    },
    max_amount: {
      type: 'decimal',
      label: { en: 'Max Amount ($)', fr: 'Montant max. ($)' },
      rule: rule('max_amount'),
    },
    rate_percentage: {
      type: 'decimal',
      label: { en: 'Rate %', fr: 'Taux %' },
      rule: rule('rate_percentage'),
    },
    /** Sent as a file in a form, answered as its URL. */
    image: {
      type: 'image?',
      label: { en: 'Image', fr: 'Image' },
      rule: logo,
    },
  },
  recordLabel: 'name',
  permissions: { view: ['reviewer', 'finance', 'support'] },
  menu: { order: 20, icon: 'CardGiftcardOutlined' },
  ordering: 'name',
  // The brands table keeps when a brand was created, not when it last changed.
  timestamps: ['created_at'],
  overrides: { screens: ['list', 'create', 'edit'] },
});

const schemas = schemasOf(brands);
export const brandOrdering = schemas.ordering;
/** The derived list query, typed: paging, search, ordering and the `is_active` filter. */
export const brandListQuery = schemas.listQuery as unknown as z.ZodObject<
  ReturnType<typeof orderedPageQuery>['shape'] & {
    is_active: z.ZodOptional<z.ZodType<boolean, unknown>>;
  }
>;

/** A brand as answered: the brands table keeps no `updated_at` (its declared timestamps). */
export type Brand = Omit<DeclaredRecord<typeof brands>, 'updated_at'>;
