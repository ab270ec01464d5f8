import { eq, sql } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type AuditContext, recordAudit } from '../audit/record.js';

type UserRow = typeof users.$inferSelect;

/**
 * Wrong second factors an account takes, from all addresses together, before its authenticator
 * codes stop counting. Per-address throttles alone let a guesser with many addresses (or a stolen
 * access token on /auth/2fa/disable/) work through the million codes; 20 guesses give about one
 * chance in 17,000 (each guess covers the 3 steps of the drift window).
 */
export const MAX_WRONG_SECOND_FACTORS = 20;

export const SECOND_FACTOR_LOCKED =
  'Too many wrong codes for this account: authenticator codes are refused, use one of your recovery codes.';

export const secondFactorLocked = (user: UserRow) =>
  user.secondFactorFailures >= MAX_WRONG_SECOND_FACTORS;

/**
 * Counts a wrong code against the account, in the caller's transaction (the row is locked there).
 * The one that reaches the limit is recorded as `auth.2fa_locked`. Answers whether the account's
 * authenticator codes are now refused.
 */
export async function countWrongSecondFactor(tx: Tx, user: UserRow, audit: AuditContext) {
  const failures = user.secondFactorFailures + 1;
  const reached = failures === MAX_WRONG_SECOND_FACTORS;
  await tx
    .update(users)
    .set({
      secondFactorFailures: sql`${users.secondFactorFailures} + 1`,
      ...(reached ? { secondFactorLockedAt: sql`now()` } : {}),
    })
    .where(eq(users.id, user.id));
  if (reached) {
    await recordAudit(
      tx,
      { ...audit, actor: null },
      {
        action: 'auth.2fa_locked',
        target: { type: 'user', id: user.id },
        summary: serverText('audit.two_factor_locked', {
          username: user.username,
          max: MAX_WRONG_SECOND_FACTORS,
        }),
      },
    );
  }
  return failures >= MAX_WRONG_SECOND_FACTORS;
}

/**
 * A right second factor: the count starts again. When the limit had been reached, answers the
 * notice the owner is shown at this sign-in (once: the mark is cleared with it).
 */
export async function forgiveSecondFactors(tx: Tx, user: UserRow) {
  if (user.secondFactorFailures === 0 && !user.secondFactorLockedAt) return undefined;
  await tx
    .update(users)
    .set({ secondFactorFailures: 0, secondFactorLockedAt: null })
    .where(eq(users.id, user.id));
  if (!user.secondFactorLockedAt) return undefined;
  return `On ${user.secondFactorLockedAt.toISOString()} someone entered ${MAX_WRONG_SECOND_FACTORS} wrong two-factor codes for your account, so only recovery codes were accepted since. If that was not you, change your password.`;
}
