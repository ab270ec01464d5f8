import type { DeclaredHooks } from '../../declared/hooks.js';

/**
 * A reply's message as agents paste it into the chat: no spaces left at the ends of its lines,
 * and paragraphs one blank line apart, however it was typed (pasted from an e-mail, say).
 */
export const tidyMessage = (body: string) =>
  body
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');

/** The canned replies' domain code, which the derived routes call (server/declared/hooks.ts). */
const hooks: DeclaredHooks = {
  beforeWrite: (_tx, { values }) =>
    typeof values.body === 'string' ? { ...values, body: tidyMessage(values.body) } : values,
};

export default hooks;
