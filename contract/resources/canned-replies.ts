import { declareResource } from '../resource.js';

/** The support desk's saved answers for the dispute chat: written once, reused by every agent. */
export const cannedReplies = declareResource({
  name: 'canned-replies',
  singular: 'canned_reply',
  label: {
    en: { one: 'Canned reply', many: 'Canned replies' },
    fr: { one: 'Réponse type', many: 'Réponses types', create: 'Créer une réponse type' },
  },
  fields: {
    title: {
      type: 'string(120)',
      label: { en: 'Title', fr: 'Titre' },
      searchable: true,
      unique: true,
    },
    category: {
      type: 'enum(greeting|evidence|refund|closing)',
      label: { en: 'Category', fr: 'Catégorie' },
    },
    body: { type: 'text', label: { en: 'Message', fr: 'Message' }, searchable: true },
    is_active: { type: 'boolean', label: { en: 'Active', fr: 'Active' }, default: true },
  },
  recordLabel: 'title',
  permissions: { view: ['reviewer', 'support'], manage: ['support'] },
  menu: { order: 55, icon: 'QuickreplyOutlined' },
  ordering: 'title',
});
