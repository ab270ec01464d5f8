import { z } from 'zod';
import {
  booleanString,
  dataOf,
  decimal,
  decimalString,
  errorBody,
  imageFile,
  isoDateTime,
  MAX_MONEY,
  noContent,
  orderedPageQuery,
  ordering,
  pageOf,
  text,
} from './common.js';

export const brandOrdering = ordering(
  ['name', 'rate_percentage', 'min_amount', 'max_amount', 'is_active', 'created_at'],
  'name',
);

export const brandListQuery = orderedPageQuery(brandOrdering).extend({
  is_active: booleanString('is_active').optional(),
});
export type BrandListQuery = z.infer<typeof brandListQuery>;

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

const FIELDS_EXPECTED = 'Send the brand fields as a form or a JSON object.';
const RATE_INVALID = 'Rate percentage must be a number with at most two decimals.';

/** The create form's rules and texts (spec section 5, "Brand create"). */
export const brandCreateBody = z.object(
  {
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
  },
  { error: FIELDS_EXPECTED },
);
export type BrandCreate = z.infer<typeof brandCreateBody>;

const AMOUNTS_REQUIRED = 'Minimum and maximum amounts are required';
const RATE_RANGE = 'Rate percentage must be between 0 and 100';

/** The edit form's rules and texts (spec section 5, "Brand edit"); an absent field stays as it is. */
export const brandPatchBody = z.object(
  {
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
  },
  { error: FIELDS_EXPECTED },
);
export type BrandPatch = z.infer<typeof brandPatchBody>;

/** The file field of a brand form. */
export const BRAND_IMAGE_FIELD = 'image';

/** A brand as JSON, or as a form that may carry its image. */
export const brandCreateForm = brandCreateBody.extend({ [BRAND_IMAGE_FIELD]: imageFile });
export const brandPatchForm = brandPatchBody.extend({ [BRAND_IMAGE_FIELD]: imageFile });

/** The fields a client may send on create and update, the image file included. */
export const BRAND_WRITABLE_FIELDS = brandCreateForm.keyof().options;

export const brand = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable().describe('URL of the image (/media/{id}), or null'),
  currency: z.string(),
  min_amount: decimalString,
  max_amount: decimalString,
  rate_percentage: decimalString.describe('Decimal string from 0 to 100, e.g. "85.50"'),
  is_active: z.boolean(),
  created_at: isoDateTime,
});
export type Brand = z.infer<typeof brand>;

export const brandResponses = {
  list: { 200: pageOf(brand), 400: errorBody, 404: errorBody },
  one: { 200: dataOf(brand), 404: errorBody },
  create: { 201: dataOf(brand), 400: errorBody, 409: errorBody, 413: errorBody },
  update: { 200: dataOf(brand), 400: errorBody, 404: errorBody, 409: errorBody, 413: errorBody },
  remove: { 204: noContent, 404: errorBody, 409: errorBody },
};
