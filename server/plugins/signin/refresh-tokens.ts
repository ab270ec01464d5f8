import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

export const REFRESH_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Two tabs refreshing with the same cookie at once must both succeed. */
export const REUSE_GRACE_MS = 10_000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

/** The key that derives a token's successor from the token (HKDF of the JWT secret). */
export const successorKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'refresh-token-successor', 32));

/**
 * A token's one successor: a function of the token, so that a replay within the grace window
 * answers the same successor instead of a second one (which would fork the session into two
 * living chains). Unguessable without both the token and the key.
 */
const successorOf = (key: Buffer, token: string) =>
  createHmac('sha256', key).update(token).digest('base64url');

export type RefreshOutcome =
  | { ok: true; userId: string; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Starts a new family at login; the family's absolute lifetime starts now. */
export async function issueRefreshToken(db: Executor, userId: string, now = new Date()) {
  const token = newToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId: randomUUID(),
    tokenHash: digest(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_LIFETIME_MS),
  });
  return token;
}

/**
 * Exchanges a refresh token for its successor. A token that was already rotated outside the
 * grace window means it was stolen or replayed: the whole family is revoked. Within the window
 * (tabs refreshing together) it answers the successor it already has, never a new one.
 */
export async function rotateRefreshToken(
  db: Database,
  key: Buffer,
  token: string,
  now = new Date(),
): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, digest(token)))
      .for('update');
    if (!current) return { ok: false, reason: 'unknown' };
    if (current.revokedAt) return { ok: false, reason: 'revoked' };
    if (current.expiresAt <= now) return { ok: false, reason: 'expired' };
    const successor = successorOf(key, token);
    if (current.rotatedAt) {
      if (now.getTime() - current.rotatedAt.getTime() <= REUSE_GRACE_MS) {
        return { ok: true, userId: current.userId, token: successor };
      }
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false, reason: 'reused' };
    }
    const [inserted] = await tx
      .insert(refreshTokens)
      .values({
        userId: current.userId,
        familyId: current.familyId,
        tokenHash: digest(successor),
        createdAt: now,
        expiresAt: current.expiresAt,
      })
      .returning({ id: refreshTokens.id });
    await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, replacedById: inserted.id })
      .where(eq(refreshTokens.id, current.id));
    return { ok: true, userId: current.userId, token: successor };
  });
}

/** Revokes the token's whole family; answers whose family it was, or null when nothing was live. */
export async function revokeRefreshFamily(db: Executor, token: string, now = new Date()) {
  const [current] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)));
  if (!current) return null;
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length > 0 ? current.userId : null;
}

/** The live family a refresh token belongs to, with its owner; null for a dead or unknown one. */
export async function liveFamilyOf(db: Executor, token: string, now = new Date()) {
  const [current] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, digest(token)),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  return current ?? null;
}
