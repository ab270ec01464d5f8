import { z } from 'zod';
import { pageQuery } from '../../lib/pagination.js';
import { booleanString, pageOf, text } from '../../lib/schemas.js';

export const brandsQuery = pageQuery.extend({
  is_active: booleanString('is_active').optional(),
});
export type BrandsQuery = z.infer<typeof brandsQuery>;

interface DecimalMessages {
  required: string;
  invalid: string;
  negative: string;
  tooLarge: string;
}

/** A decimal of at most two places, 0 or more, from a form's string or a JSON number. */
const decimal = (messages: DecimalMessages, max: number) =>
  z
    .union([text(), z.number()], { error: messages.required })
    .transform((value) => String(value).trim())
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (value === '') return fail(messages.required);
      if (!/^-?\d+(\.\d+)?$/.test(value)) return fail(messages.invalid);
      if (Number(value) < 0) return fail(messages.negative);
      if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return fail(messages.invalid);
      if (Number(value) > max) return fail(messages.tooLarge);
    })
    .describe(`Decimal from 0 to ${max}, at most two places, e.g. "85.50".`);

// numeric(12,2) in the database.
const MAX_MONEY = 9_999_999_999.99;

const money = (label: string, required: string) =>
  decimal(
    {
      required,
      invalid: `${label} must be a number with at most two decimals.`,
      negative: `${label} must be 0 or higher`,
      tooLarge: `${label} must be ${MAX_MONEY} or less.`,
    },
    MAX_MONEY,
  );

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
export const brandCreateFields = z.object(
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
export type BrandCreate = z.infer<typeof brandCreateFields>;

const AMOUNTS_REQUIRED = 'Minimum and maximum amounts are required';
const RATE_RANGE = 'Rate percentage must be between 0 and 100';

/** The edit form's rules and texts (spec section 5, "Brand edit"); an absent field stays as it is. */
export const brandPatchFields = z.object(
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
export type BrandPatch = z.infer<typeof brandPatchFields>;

export const brandSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable().describe('URL of the image (/media/{id}), or null'),
  currency: z.string(),
  min_amount: z.string().describe('Decimal string, e.g. "10.00"'),
  max_amount: z.string().describe('Decimal string, e.g. "500.00"'),
  rate_percentage: z.string().describe('Decimal string from 0 to 100, e.g. "85.50"'),
  is_active: z.boolean(),
  created_at: z.string(),
});

export const brandPage = pageOf(brandSchema);
