import { declareResource } from '../resource.js';

/**
 * The audit trail (api-contract.md, "Audit trail"): the server writes an entry with every change
 * and never changes one, so it is read-only, for admins. Its list is the derived one, read from
 * the trail's table by its hooks (server/plugins/audit/hooks.ts: the filters by actor, kind of
 * action and dates, the role of a user an entry names); its screen is its own
 * (src/resources/audit): those filters, and the words of every resource's actions. Its
 * permission is the contract's `audit.view`.
 */
export const audit = declareResource({
  name: 'audit',
  singular: 'audit_entry',
  resource: 'audit-logs',
  path: 'audit-logs',
  table: 'audit_logs',
  label: {
    en: { one: 'Audit entry', many: 'Audit log' },
    fr: { one: "Entrée d'audit", many: "Journal d'audit", create: 'Créer une entrée d’audit' },
  },
  fields: {
    // Filtered by the hooks: its column is the actor's id.
    actor: {
      type: 'reference(staff)?',
      label: { en: 'Who', fr: 'Qui' },
      filterable: false,
      sortable: false,
    },
    action: { type: 'string(80)', label: { en: 'Action', fr: 'Action' }, filterable: true },
    summary: {
      type: 'text',
      label: { en: 'What', fr: 'Quoi' },
      listed: true,
      searchable: true,
    },
    changes: { type: 'text', label: { en: 'Changes', fr: 'Modifications' } },
    target_type: {
      type: 'string(40)?',
      label: { en: 'Target type', fr: 'Type de cible' },
      filterable: true,
      sortable: false,
    },
    target_id: {
      type: 'string(36)?',
      label: { en: 'Target ID', fr: 'ID de la cible' },
      filterable: true,
      sortable: false,
    },
    ip: { type: 'string(45)', label: { en: 'Address', fr: 'Adresse' }, sortable: false },
  },
  recordLabel: 'summary',
  menu: { order: 80, icon: 'HistoryOutlined' },
  ordering: '-created_at',
  // An entry is written once: it has no later change to date.
  timestamps: ['created_at'],
  operations: ['list'],
  overrides: { screens: ['list'] },
});
