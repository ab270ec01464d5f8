import { z } from 'zod';
import { role } from '../enums.js';
import { declareResource } from '../resource.js';

const answered = { create: false, update: false } as const;
/** Not among the list's orderings (the users table has no index to serve it). */
const unsorted = { sortable: false } as const;

/**
 * The customers (and, by role, every account): the spec's Users screens. Its list is the derived
 * one, read from the users table by the users' hooks; its other routes and its screens are the
 * domain's own (server/plugins/users, src/resources/users): the detail adds what the business
 * owes them, their payout account and KYC, and an edit of the profile only, checked by the
 * contract's userPatchBody (contract/users.ts). Kept apart from those schemas, so that the menu's
 * declarations load with /login without them.
 */
export const users = declareResource({
  name: 'users',
  singular: 'user',
  extraPaths: {
    revealPayoutAccount: '/admin/users/:id/reveal_payout_account/',
    repayments: '/admin/users/:id/repayments/',
  },
  auditActions: {
    'user.payout_account_revealed': {
      en: 'Payout account revealed',
      fr: 'Compte de paiement révélé',
    },
    'user.payout_account_changed': {
      en: 'Payout account changed',
      fr: 'Compte de paiement modifié',
    },
    'user.repayment': { en: 'Clawback repaid', fr: 'Reprise remboursée' },
    'user.kyc_decided': { en: 'KYC decided', fr: 'Décision KYC' },
    'user.kyc_tier_requested': {
      en: 'KYC tier asked for confirmation',
      fr: 'Niveau KYC à confirmer',
    },
    'user.kyc_tier_approved': { en: 'KYC tier confirmed', fr: 'Niveau KYC confirmé' },
  },
  label: {
    en: { one: 'User', many: 'Users' },
    fr: { one: 'Utilisateur', many: 'Utilisateurs', create: 'Créer un utilisateur' },
  },
  // In the order of the list's ordering allow-list: the date joined first, its default.
  fields: {
    date_joined: {
      type: 'datetime',
      label: { en: 'Date Joined', fr: "Date d'inscription" },
      ...answered,
    },
    username: {
      type: 'string(150)',
      label: { en: 'Username', fr: "Nom d'utilisateur" },
      searchable: true,
      ...answered,
    },
    email: {
      type: 'string(254)',
      label: { en: 'Email', fr: 'E-mail' },
      searchable: true,
      ...answered,
    },
    first_name: {
      type: 'string(150)',
      label: { en: 'First Name', fr: 'Prénom' },
      searchable: true,
      create: false,
    },
    last_name: {
      type: 'string(150)',
      label: { en: 'Last Name', fr: 'Nom' },
      searchable: true,
      create: false,
    },
    phone: {
      type: 'string(30)',
      label: { en: 'Phone', fr: 'Téléphone' },
      create: false,
      ...unsorted,
    },
    country: {
      type: 'string(2)',
      label: { en: 'Country', fr: 'Pays' },
      create: false,
    },
    gender: { type: 'string(1)', label: { en: 'Gender', fr: 'Genre' }, ...answered, ...unsorted },
    date_of_birth: {
      type: 'date?',
      label: { en: 'Date of Birth', fr: 'Date de naissance' },
      ...answered,
      ...unsorted,
    },
    address: {
      type: 'string(255)',
      label: { en: 'Address', fr: 'Adresse' },
      create: false,
      ...unsorted,
    },
    city: {
      type: 'string(100)',
      label: { en: 'City', fr: 'Ville' },
      create: false,
      ...unsorted,
    },
    zip_code: {
      type: 'string(20)',
      label: { en: 'ZIP Code', fr: 'Code postal' },
      create: false,
      ...unsorted,
    },
    is_active: {
      type: 'boolean',
      label: { en: 'Active', fr: 'Actif' },
      create: false,
    },
    role: {
      type: `enum(${role.options.join('|')})` as 'enum(admin|reviewer|finance|support|customer)',
      label: { en: 'Role', fr: 'Rôle' },
      ...answered,
      ...unsorted,
      // Filtered as the contract words its refusal (listFilters).
      filterable: false,
    },
  },
  recordLabel: 'username',
  permissions: { view: ['reviewer', 'finance', 'support'], manage: ['support'] },
  menu: { order: 10, icon: 'PeopleAltOutlined' },
  ordering: '-date_joined',
  // The users table keeps neither: the date joined stands for when an account was created.
  timestamps: [],
  listFilters: {
    role: z
      .enum(role.options, { error: `role must be one of: ${role.options.join(', ')}.` })
      .optional(),
  },
  operations: ['list', 'one', 'update', 'delete'],
  overrides: {
    routes: ['one', 'update', 'delete'],
    screens: ['list', 'show', 'edit'],
  },
});
