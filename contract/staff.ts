import { z } from 'zod';
import { registerBody } from './auth.js';
import {
  booleanString,
  dataOf,
  errorBody,
  isoDateTime,
  noContent,
  optionalFilter,
  orderedPageQuery,
  ordering,
  pageOf,
  text,
} from './common.js';
import { staffRole } from './enums.js';

const roleError = `role must be ${staffRole.options.join(', ')}.`;
const staffRoleField = z.enum(staffRole.options, {
  error: (issue) => (issue.input === undefined ? 'Role is required' : roleError),
});

export const staffOrdering = ordering(
  [
    'date_joined',
    'username',
    'email',
    'first_name',
    'last_name',
    'role',
    'is_active',
    'last_login',
  ],
  'username',
);

export const staffListQuery = orderedPageQuery(staffOrdering).extend({
  role: optionalFilter(z.enum(staffRole.options, { error: roleError })),
  is_active: optionalFilter(booleanString('is_active')),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

/** A new member of staff: the same account fields as a sign-up, plus their role. */
export const staffCreateBody = registerBody.extend({ role: staffRoleField });
export type StaffCreate = z.infer<typeof staffCreateBody>;

const nameField = (label: string) =>
  text({ error: `${label} must be text.` })
    .trim()
    .max(150, `${label} must be 150 characters or less.`);

export const staffPatchBody = z.object({
  role: staffRoleField.optional(),
  is_active: booleanString('is_active').optional(),
  first_name: nameField('First name').optional(),
  last_name: nameField('Last name').optional(),
});
export type StaffPatch = z.infer<typeof staffPatchBody>;
/** The fields a client may send on update: the keys of the patch body. */
export const STAFF_WRITABLE_FIELDS = staffPatchBody.keyof().options;

export const staff = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: staffRole,
  is_active: z.boolean(),
  two_factor_enabled: z.boolean(),
  last_login: isoDateTime.nullable(),
  date_joined: isoDateTime,
});
export type Staff = z.infer<typeof staff>;

export const staffResponses = {
  list: { 200: pageOf(staff), 400: errorBody, 404: errorBody },
  create: { 201: dataOf(staff), 400: errorBody, 409: errorBody },
  one: { 200: dataOf(staff), 404: errorBody },
  update: { 200: dataOf(staff), 400: errorBody, 404: errorBody, 409: errorBody },
  resetTwoFactor: { 204: noContent, 404: errorBody },
};
