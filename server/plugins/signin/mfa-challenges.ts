import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { mfaChallenges } from '../../db/schema.js';

export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;
/** Wrong codes a challenge survives; the next one is refused whatever it is. */
export const MAX_WRONG_CODES = 5;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The password was right and the account has 2FA: the token the second step brings back. */
export async function issueChallenge(db: Executor, userId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(mfaChallenges).values({
    userId,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + MFA_TOKEN_TTL_MS),
  });
  return token;
}

const live = (token: string, now: Date) =>
  and(
    eq(mfaChallenges.tokenHash, digest(token)),
    isNull(mfaChallenges.usedAt),
    lt(mfaChallenges.wrongCodes, MAX_WRONG_CODES),
    gt(mfaChallenges.expiresAt, now),
  );

/** An unused, unexpired challenge with wrong codes to spare, locked for the transaction. */
export async function lockLiveChallenge(tx: Tx, token: string, now = new Date()) {
  const [challenge] = await tx.select().from(mfaChallenges).where(live(token, now)).for('update');
  return challenge ?? null;
}

/** Whose sign-in a live token continues, without locking (to throttle before the work). */
export async function challengeOwner(db: Executor, token: string, now = new Date()) {
  const [challenge] = await db
    .select({ userId: mfaChallenges.userId })
    .from(mfaChallenges)
    .where(live(token, now));
  return challenge?.userId ?? null;
}

export const countWrongCode = (tx: Tx, id: string) =>
  tx
    .update(mfaChallenges)
    .set({ wrongCodes: sql`${mfaChallenges.wrongCodes} + 1` })
    .where(eq(mfaChallenges.id, id));

export const spendChallenge = (tx: Tx, id: string) =>
  tx.update(mfaChallenges).set({ usedAt: new Date() }).where(eq(mfaChallenges.id, id));
