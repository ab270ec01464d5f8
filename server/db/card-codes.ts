import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { CardCodeKeys } from '../config.js';

/**
 * Card codes are money: the database keeps them sealed (AES-256-GCM, a fresh 96-bit nonce per
 * code), a keyed hash to find the same code again, and the last four characters to show.
 */

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The form two writings of one code share: upper case, without spaces and dashes. */
export const normalizeCardCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** HMAC-SHA-256 of the normalized code: equal for the same code, useless without the key. */
export const cardCodeHash = (keys: CardCodeKeys, code: string) =>
  createHmac('sha256', keys.hash).update(normalizeCardCode(code)).digest('base64url');

/** `v1.<nonce><tag><ciphertext>` in base64url. */
export function sealCardCode(keys: CardCodeKeys, code: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, nonce);
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The code as submitted; throws when the seal was made under another key or was altered. */
export function openCardCode(keys: CardCodeKeys, sealed: string): string {
  const [version, body] = sealed.split('.');
  if (version !== VERSION || !body) throw new Error('Unknown card code seal');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keys.seal, bytes.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** The columns a transaction stores for its code. */
export const storedCardCode = (keys: CardCodeKeys, code: string) => ({
  cardCodeSealed: sealCardCode(keys, code),
  cardCodeHash: cardCodeHash(keys, code),
  cardCodeLast4: visibleTail(normalizeCardCode(code)),
});

/** What answers show of a code: '****-****-7H2K'. */
export const maskCardCode = (last4: string) => `****-****-${last4}`;

/**
 * The end of a code that answers may show: at most four characters and at most a third of the
 * code, so a short code (6 characters) keeps most of itself secret (2 shown, not 4).
 */
function visibleTail(code: string) {
  return code.slice(code.length - Math.min(4, Math.floor(code.length / 3)));
}
