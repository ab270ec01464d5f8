import { businessHours } from '../business-hours.js';
import { declareResource } from '../resource.js';

/**
 * Service-level policies (api-contract.md, "Service levels"): one per target, kept as versions.
 * Declared for their permissions (`sla.view` for every staff role, `sla.manage` for admins), menu,
 * texts and fields (the business hours an object of the contract's shape, whose input the app
 * folder brings); the list is the derived one, its hooks (server/plugins/sla/hooks.ts) keeping
 * each target's current version in the targets' order; the update by target (a new version,
 * audited `sla.policy_update`) is the domain's own (server/plugins/sla, contract/sla.ts).
 */
export const sla = declareResource({
  name: 'sla',
  singular: 'sla_policy',
  path: 'sla/policies',
  table: 'sla_policies',
  auditActions: {
    'sla.policy_update': { en: 'Service level changed', fr: 'Niveau de service modifié' },
  },
  label: {
    en: { one: 'Service level', many: 'Service levels' },
    fr: {
      one: 'Niveau de service',
      many: 'Niveaux de service',
      create: 'Créer un niveau de service',
    },
  },
  fields: {
    target: {
      type: 'enum(review|dispute_first_response|dispute_resolution)',
      label: { en: 'Target', fr: 'Cible' },
      choices: {
        review: { en: 'Card review', fr: 'Examen des cartes' },
        dispute_first_response: {
          en: 'First response to a dispute',
          fr: 'Première réponse à un litige',
        },
        dispute_resolution: { en: 'Dispute resolution', fr: 'Résolution des litiges' },
      },
      update: false,
    },
    minutes: { type: 'integer', label: { en: 'Minutes', fr: 'Minutes' } },
    warn_before_minutes: {
      type: 'integer',
      label: { en: 'Warn before (minutes)', fr: 'Alerter avant (minutes)' },
    },
    high_value_minutes: {
      type: 'integer?',
      label: { en: 'High-value cards (minutes)', fr: 'Cartes de forte valeur (minutes)' },
    },
    business_hours: {
      type: 'object?',
      label: { en: 'Business hours', fr: 'Heures ouvrées' },
      rule: { create: businessHours.nullable() },
    },
    version: { type: 'integer', label: { en: 'Version', fr: 'Version' }, update: false },
  },
  recordLabel: 'target',
  phoneRow: ['minutes', 'business_hours'],
  permissions: { view: ['reviewer', 'finance', 'support'] },
  menu: { order: 85, icon: 'TimerOutlined' },
  ordering: 'target',
  operations: ['list', 'update'],
  overrides: { routes: ['update'] },
});
