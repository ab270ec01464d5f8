import { z } from 'zod';
import { pageQuery } from '../../lib/pagination.js';
import { booleanString, pageOf, text } from '../../lib/schemas.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
// Codes Intl knows that name groupings or placeholders, not countries.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO']);

export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== undefined;

export const usersQuery = pageQuery.extend({
  is_active: booleanString('is_active').optional(),
  role: z.enum(['admin', 'customer'], { error: 'role must be admin or customer.' }).optional(),
});
export type UsersQuery = z.infer<typeof usersQuery>;

const profileText = (label: string, max: number) =>
  text({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be ${max} characters or less.`);

/** The editable profile fields; anything else a client sends along (a whole record) is ignored. */
export const userPatchBody = z.object({
  is_active: booleanString('is_active').optional(),
  first_name: profileText('First name', 150).optional(),
  last_name: profileText('Last name', 150).optional(),
  phone: profileText('Phone', 30).optional(),
  country: text({ error: 'Country must be text.' })
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || isCountryCode(code), {
      error: 'Country must be a two-letter ISO 3166 country code, such as US.',
    })
    .optional(),
  address: profileText('Address', 255).optional(),
  city: profileText('City', 100).optional(),
  zip_code: profileText('ZIP code', 20).optional(),
});
export type UserPatch = z.infer<typeof userPatchBody>;

export const userSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  country_display: z.string(),
  gender: z.string(),
  gender_display: z.string(),
  date_of_birth: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  zip_code: z.string(),
  is_active: z.boolean(),
  role: z.enum(['admin', 'customer']),
  date_joined: z.string(),
});

export const userPage = pageOf(userSchema);
