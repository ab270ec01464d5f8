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

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (!isUuid(payload.sub) || typeof payload.exp !== 'number') return null;
        if (!Number.isInteger(payload.sep)) return null;
        const claimed = role.safeParse(payload.role);
        if (!claimed.success) return null;
        return {
          userId: payload.sub,
          role: claimed.data,
          epoch: payload.sep as number,
          expiresAt: payload.exp * 1000,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
