import { declareResource } from '../resource.js';

/** The longest greeting: the first thing a customer reads in the chat, on a phone. */
export const MAX_GREETING = 280;

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
  rules: {
    // A greeting opens the chat: the customer reads it on a phone before anything else.
    shortGreeting: {
      on: 'both',
      fields: ['body', 'category'],
      check: ({ body, category }) =>
        category !== 'greeting' || typeof body !== 'string' || body.length <= MAX_GREETING,
      message: {
        en: `A greeting is ${MAX_GREETING} characters at most: it opens the chat.`,
        fr: `Un message d’accueil fait ${MAX_GREETING} caractères au plus : il ouvre la conversation.`,
      },
    },
  },
  actions: {
    // Agents stop being offered it; the wording stays for the chats that used it.
    retire: {
      label: { en: 'Retire', fr: 'Retirer' },
      done: { en: 'Canned reply retired', fr: 'Réponse type retirée' },
      confirm: {
        en: 'Retire this reply? Agents will no longer be offered it in the chat.',
        fr: 'Retirer cette réponse ? Elle ne sera plus proposée aux agents dans la conversation.',
      },
      sets: { is_active: false },
      // Not on the list's selected rows (`bulk`): react-admin's row checkboxes put their label on
      // the wrapping span, which axe refuses; a bulk action waits for the list's own checkboxes
      // (src/list/RowSelection.tsx).
    },
  },
  recordLabel: 'title',
  permissions: { view: ['reviewer', 'support'], manage: ['support'] },
  menu: { order: 55, icon: 'QuickreplyOutlined' },
  ordering: 'title',
});
