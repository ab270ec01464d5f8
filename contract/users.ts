import { z } from 'zod';
import {
  booleanString,
  dataOf,
  decimalString,
  errorBody,
  isoDateTime,
  noContent,
  pageOf,
  text,
} from './common.js';
import { gender, role } from './enums.js';
import { customerKyc } from './kyc.js';
import { payoutAccount } from './payouts.js';
import { schemasOf } from './resource-schemas.js';
import { users } from './resources/users.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
// Codes Intl knows that name groupings or placeholders, not countries.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO']);

const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== undefined;

/** The users list's orderings, as its declaration says them (contract/resources/users.ts). */
export const userOrdering = schemasOf(users).ordering;

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
/** The fields a client may send on update: the keys of the patch body. */
export const USER_WRITABLE_FIELDS = userPatchBody.keyof().options;

export const user = z.object({
  id: z.uuid(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string().describe('ISO 3166 alpha-2 code, or empty'),
  country_display: z.string(),
  gender,
  gender_display: z.string(),
  date_of_birth: z.iso.date().nullable(),
  address: z.string(),
  city: z.string(),
  zip_code: z.string(),
  is_active: z.boolean(),
  role,
  date_joined: isoDateTime,
  kyc: customerKyc.nullable().describe("A customer's KYC tier and status; null for staff"),
});
export type User = z.infer<typeof user>;

/** A user on their own page: with what the business owes them (contract, "Reading the ledger"). */
export const userDetail = user.extend({
  balance_owed: decimalString.describe(
    'The balance of their customer_payable account: accepted, not yet paid; "0.00" if none',
  ),
  balance_receivable: decimalString.describe(
    'The balance of their customer_receivable account: clawbacks not yet recovered; "0.00" if none',
  ),
  payout_account: payoutAccount
    .nullable()
    .describe('Where their payouts are sent, the account number masked; null if none'),
});
export type UserDetail = z.infer<typeof userDetail>;

/** The signed-in person, as login answers it and the admin account route. */
export const account = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role,
});
export type Account = z.infer<typeof account>;

export const userResponses = {
  list: { 200: pageOf(user), 400: errorBody, 404: errorBody },
  one: { 200: dataOf(userDetail), 404: errorBody },
  update: { 200: dataOf(userDetail), 400: errorBody, 404: errorBody, 409: errorBody },
  remove: { 204: noContent, 404: errorBody, 409: errorBody },
};
