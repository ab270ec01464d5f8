import { z } from 'zod';
import { registerBody } from '../account-fields.js';
import {
  booleanString,
  dataOf,
  errorBody,
  noContent,
  orderedPageQuery,
  ordering,
  pageOf,
  text,
} from '../common.js';
import { staffRole } from '../enums.js';
import { type DeclaredRecord, declareResource } from '../resource.js';
import { schemasOf } from '../resource-schemas.js';

const roleError = `role must be ${staffRole.options.join(', ')}.`;
const role = z.enum(staffRole.options, {
  error: (issue) => (issue.input === undefined ? 'Role is required' : roleError),
});

const nameField = (label: string) =>
  text({ error: `${label} must be text.` })
    .trim()
    .max(150, `${label} must be 150 characters or less.`);

/** A new member of staff: the same account fields as a sign-up, plus their role. */
const onCreate = { ...registerBody.shape, role };
/** What an admin may change of an account; an absent field stays as it is. */
const onUpdate = {
  role: role.optional(),
  is_active: booleanString('is_active').optional(),
  first_name: nameField('First name').optional(),
  last_name: nameField('Last name').optional(),
};

const answered = { create: false, update: false } as const;

/**
 * The business's own people: rows of the users table with a staff role, so their routes and
 * service stay the staff domain's own (server/plugins/staff); only admins see or change them.
 */
export const staff = declareResource({
  name: 'staff',
  singular: 'staff',
  auditTarget: 'user',
  table: 'users',
  extraPaths: { resetTwoFactor: '/admin/staff/:id/reset_2fa/' },
  auditActions: { 'staff.reset_2fa': { en: 'Two-factor reset', fr: 'Deux étapes réinitialisées' } },
  label: {
    en: { one: 'Staff member', many: 'Staff' },
    fr: { one: "Membre de l'équipe", many: 'Équipe', create: 'Ajouter un membre de l’équipe' },
  },
  fields: {
    username: {
      type: 'string(40)',
      label: { en: 'Username', fr: "Nom d'utilisateur" },
      searchable: true,
      unique: true,
      update: false,
      rule: { create: onCreate.username },
    },
    email: {
      type: 'string(254)',
      label: { en: 'Email', fr: 'E-mail' },
      searchable: true,
      unique: true,
      update: false,
      rule: { create: onCreate.email },
    },
    first_name: {
      type: 'string(150)',
      label: { en: 'First Name', fr: 'Prénom' },
      searchable: true,
      rule: { create: onCreate.first_name, update: onUpdate.first_name },
    },
    last_name: {
      type: 'string(150)',
      label: { en: 'Last Name', fr: 'Nom' },
      searchable: true,
      rule: { create: onCreate.last_name, update: onUpdate.last_name },
    },
    role: {
      type: 'enum(admin|reviewer|finance|support)',
      label: { en: 'Role', fr: 'Rôle' },
      rule: { create: onCreate.role, update: onUpdate.role },
    },
    is_active: {
      type: 'boolean',
      label: { en: 'Active', fr: 'Actif' },
      create: false,
      rule: { create: onUpdate.is_active, update: onUpdate.is_active },
    },
    /** Sent on create only; never answered. */
    password: {
      type: 'string(200)',
      label: { en: 'Password', fr: 'Mot de passe' },
      listed: false,
      sortable: false,
      update: false,
      rule: { create: onCreate.password },
    },
    two_factor_enabled: {
      type: 'boolean',
      label: { en: 'Two-factor', fr: 'Deux étapes' },
      filterable: false,
      sortable: false,
      ...answered,
    },
    last_login: {
      type: 'datetime?',
      label: { en: 'Last Login', fr: 'Dernière connexion' },
      ...answered,
    },
    date_joined: {
      type: 'datetime',
      label: { en: 'Date Joined', fr: "Date d'arrivée" },
      ...answered,
    },
  },
  recordLabel: 'username',
  menu: { order: 70, icon: 'BadgeOutlined' },
  ordering: 'username',
  operations: ['list', 'one', 'create', 'update'],
  overrides: {
    routes: ['list', 'one', 'create', 'update'],
    screens: ['list', 'create', 'edit'],
  },
});

const schemas = schemasOf(staff);

/** The users table has no `created_at` of its own: the date joined stands for it. */
export const staffOrdering = ordering(
  schemas.ordering.fields.filter((field) => field !== 'created_at'),
  staff.ordering,
);

export const staffListQuery = orderedPageQuery(staffOrdering).extend({
  role: schemas.listQuery.shape.role as z.ZodOptional<typeof role>,
  is_active: schemas.listQuery.shape.is_active as z.ZodOptional<z.ZodType<boolean, unknown>>,
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffCreateBody = z.object(onCreate);
export type StaffCreate = z.infer<typeof staffCreateBody>;

export const staffPatchBody = z.object(onUpdate);
export type StaffPatch = z.infer<typeof staffPatchBody>;
/** The fields a client may send on update: the keys of the patch body. */
export const STAFF_WRITABLE_FIELDS = staffPatchBody.keyof().options;

/** A staff account as answered: never its password, and its date joined for a creation date. */
const {
  password: _password,
  created_at: _createdAt,
  updated_at: _updatedAt,
  ...answeredShape
} = schemas.record.shape as Record<string, z.ZodType>;
export type Staff = Omit<DeclaredRecord<typeof staff>, 'password' | 'created_at' | 'updated_at'>;
/** Typed as the declaration says its record is: the shape above is built field by field. */
export const staffMember = z.object(answeredShape) as unknown as z.ZodObject & z.ZodType<Staff>;

export const staffResponses = {
  list: { 200: pageOf(staffMember), 400: errorBody, 404: errorBody },
  create: { 201: dataOf(staffMember), 400: errorBody, 409: errorBody },
  one: { 200: dataOf(staffMember), 404: errorBody },
  update: { 200: dataOf(staffMember), 400: errorBody, 404: errorBody, 409: errorBody },
  resetTwoFactor: { 204: noContent, 404: errorBody },
};
