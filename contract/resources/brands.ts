import { z } from 'zod';
import {
  booleanString,
  dataOf,
  decimal,
  errorBody,
  imageFile,
  MAX_MONEY,
  noContent,
  type orderedPageQuery,
  pageOf,
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
 * The gift card brands customers sell cards of. The spec's words stay where they differ from one
 * name: the app's resource `giftcard-brands`, the API's `/admin/brands/`, the table `brands`.
 * The list and a brand are the derived routes, read from the brands table by its hooks
 * (server/plugins/brands/hooks.ts); brands keep their own writes (a form with an image, the
 * spec's messages), the customers' list, and screens (the spec's forms and list).
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
  fields: {
    name: {
      type: 'string(100)',
      label: { en: 'Brand Name', fr: 'Marque' },
      searchable: true,
      unique: true,
      rule: rule('name'),
    },
    rate_percentage: {
      type: 'decimal',
      label: { en: 'Rate %', fr: 'Taux %' },
      rule: rule('rate_percentage'),
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
    is_active: {
      type: 'boolean',
      label: { en: 'Active', fr: 'Active' },
      default: true,
      rule: rule('is_active'),
    },
    currency: {
      type: 'string(3)',
      label: { en: 'Currency', fr: 'Devise' },
      default: 'USD',
      listed: false,
      sortable: false,
      rule: rule('currency'),
    },
    description: {
      type: 'text',
      label: { en: 'Description', fr: 'Description' },
      default: '',
      rule: rule('description'),
    },
    /** Sent as a file in a form (BRAND_IMAGE_FIELD), answered as its URL. */
    image: {
      type: 'image?',
      label: { en: 'Image', fr: 'Image' },
      create: false,
      update: false,
    },
  },
  recordLabel: 'name',
  permissions: { view: ['reviewer', 'finance', 'support'] },
  menu: { order: 20, icon: 'CardGiftcardOutlined' },
  ordering: 'name',
  // The brands table keeps when a brand was created, not when it last changed.
  timestamps: ['created_at'],
  overrides: {
    routes: ['create', 'update', 'delete'],
    screens: ['list', 'create', 'edit'],
  },
});

const schemas = schemasOf(brands);
export const brandOrdering = schemas.ordering;
/** The derived list query, typed: paging, search, ordering and the `is_active` filter. */
export const brandListQuery = schemas.listQuery as unknown as z.ZodObject<
  ReturnType<typeof orderedPageQuery>['shape'] & {
    is_active: z.ZodOptional<z.ZodType<boolean, unknown>>;
  }
>;

const FIELDS_EXPECTED = { error: 'Send the brand fields as a form or a JSON object.' };

/** The create form's rules and texts (spec section 5, "Brand create"). */
export const brandCreateBody = z.object(onCreate, FIELDS_EXPECTED);
export type BrandCreate = z.infer<typeof brandCreateBody>;

/** The edit form's rules and texts (spec section 5, "Brand edit"). */
export const brandPatchBody = z.object(onUpdate, FIELDS_EXPECTED);
export type BrandPatch = z.infer<typeof brandPatchBody>;

/** The file field of a brand form. */
export const BRAND_IMAGE_FIELD = 'image';

/** A brand as JSON, or as a form that may carry its image. */
export const brandCreateForm = brandCreateBody.extend({ [BRAND_IMAGE_FIELD]: imageFile });
export const brandPatchForm = brandPatchBody.extend({ [BRAND_IMAGE_FIELD]: imageFile });

/** The fields a client may send on create and update, the image file included. */
export const BRAND_WRITABLE_FIELDS = brandCreateForm.keyof().options;

/** A brand as answered: the brands table keeps no `updated_at` (its declared timestamps). */
export type Brand = Omit<DeclaredRecord<typeof brands>, 'updated_at'>;
export const brand = schemas.record as unknown as z.ZodObject & z.ZodType<Brand>;

export const brandResponses = {
  list: { 200: pageOf(brand), 400: errorBody, 404: errorBody },
  create: { 201: dataOf(brand), 400: errorBody, 409: errorBody, 413: errorBody },
  update: { 200: dataOf(brand), 400: errorBody, 404: errorBody, 409: errorBody, 413: errorBody },
  remove: { 204: noContent, 404: errorBody, 409: errorBody },
};
