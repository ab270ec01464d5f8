import { z } from 'zod';
import { registerBody } from '../account-fields.js';
import { booleanString, dataOf, errorBody, noContent, text } from '../common.js';
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
 * The business's own people: rows of the users table with a staff role. Their list is the derived
 * one, scoped to staff roles by the staff's hooks; their record and writes stay the staff
 * domain's own (server/plugins/staff). Only admins see or change them.
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
      writeOnly: true,
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
  // The users table keeps neither: the date joined stands for when an account was created.
  timestamps: [],
  operations: ['list', 'one', 'create', 'update'],
  overrides: {
    routes: ['one', 'create', 'update'],
    screens: ['list', 'create', 'edit'],
  },
});

const schemas = schemasOf(staff);

/** The derived list's query: paging, search, ordering and the `role` and `is_active` filters. */
export const staffListQuery = schemas.listQuery;

export const staffCreateBody = z.object(onCreate);
export type StaffCreate = z.infer<typeof staffCreateBody>;

export const staffPatchBody = z.object(onUpdate);
export type StaffPatch = z.infer<typeof staffPatchBody>;
/** The fields a client may send on update: the keys of the patch body. */
export const STAFF_WRITABLE_FIELDS = staffPatchBody.keyof().options;

/** A staff account as answered: never its password, and its date joined for a creation date. */
export type Staff = Omit<DeclaredRecord<typeof staff>, 'password' | 'created_at' | 'updated_at'>;
/** Typed as the declaration says its record is (its write-only password and no timestamps). */
export const staffMember = schemas.record as unknown as z.ZodObject & z.ZodType<Staff>;

export const staffResponses = {
  create: { 201: dataOf(staffMember), 400: errorBody, 409: errorBody },
  one: { 200: dataOf(staffMember), 404: errorBody },
  update: { 200: dataOf(staffMember), 400: errorBody, 404: errorBody, 409: errorBody },
  resetTwoFactor: { 204: noContent, 404: errorBody },
};
