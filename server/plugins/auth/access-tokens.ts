import { errors, jwtVerify, SignJWT } from 'jose';
import { type Role, role } from '../../../contract/enums.js';
import { isUuid } from '../../lib/ids.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The account's session epoch when the token was signed: a later one refuses it. */
  epoch: number;
}

export interface VerifiedClaims extends AccessClaims {
  /** When the token stops being valid, in milliseconds since the epoch. */
  expiresAt: number;
}

/** Tokens whose signature was checked, kept until they expire; past this many, checked afresh. */
const MAX_VERIFIED = 10_000;

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  // The same token comes with every request of a session: its signature and claims are checked
  // once, then it is known by its exact text until its expiry (a changed byte is another text).
  const verified = new Map<string, VerifiedClaims>();
  return {
    sign: (claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) =>
      new SignJWT({ role: claims.role, sep: claims.epoch })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    /** The claims of a valid token, or null for a missing, expired, tampered or foreign one. */
    async verify(token: string): Promise<VerifiedClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (!isUuid(payload.sub) || typeof payload.exp !== 'number') return null;
        if (!Number.isInteger(payload.sep)) return null;
        const claimed = role.safeParse(payload.role);
        if (!claimed.success) return null;
        const claims = {
          userId: payload.sub,
          role: claimed.data,
          epoch: payload.sep as number,
          expiresAt: payload.exp * 1000,
        };
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
