import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/**
 * Seals short secrets (TOTP keys) for storage with AES-256-GCM. The key is derived with HKDF
 * from the server's key material (the JWT secret) and a purpose label, so a copy of the
 * database alone reveals no secret, and the signing key itself never encrypts anything.
 */
export function createSecretBox(keyMaterial: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'gift-card-admin', purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The plain text, or null when the box was sealed with another key or tampered with. */
    open(box: string): string | null {
      const [version, iv, tag, sealed] = box.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(sealed, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
