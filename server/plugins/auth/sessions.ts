import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';

/**
 * Every access token of the account signed so far is refused from the next request on: the
 * guard and the socket handshake compare the token's epoch with the account's. The caller then
 * publishes `account_changed`, which closes the account's sockets on every instance.
 */
export async function endAccessTokens(tx: Tx, userId: string) {
  await tx
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(eq(users.id, userId));
}

/** Revokes every refresh family of the account but `keepFamily` (the caller's own, if any). */
export async function revokeOtherFamilies(
  tx: Tx,
  userId: string,
  keepFamily: string | null,
  now = new Date(),
) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );
}
