import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import type { Database, Tx } from '../../db/client.js';
import { recoveryCodes, users } from '../../db/schema.js';
import { badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { findUserById } from '../users/accounts.js';
import { countWrongSecondFactor, secondFactorLocked } from './second-factor-limit.js';
import type { SecretBox } from './secret-box.js';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl, totpStep } from './totp.js';

type UserRow = typeof users.$inferSelect;

export const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set it up again.';
export const NOT_SET_UP = 'Start the two-factor set-up first.';
export const NOT_ON = 'Two-factor sign-in is not on.';
export const INVALID_CODE = 'Invalid code.';

async function signedInUser(db: Database | Tx, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw unauthorized('User not found.');
  return user;
}

/** A new secret, stored sealed and not in force until a code from it enables it. */
export async function setUpTwoFactor(db: Database, box: SecretBox, userId: string) {
  const user = await signedInUser(db, userId);
  if (user.twoFactorEnabled) throw conflict(ALREADY_ON);
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecretSealed: box.seal(secret), totpLastStep: null })
    .where(eq(users.id, userId));
  return { secret, otpauth_url: otpauthUrl(secret, user.email) };
}

/**
 * Accepts a TOTP code once: the step it belongs to is stored, and the conditional update fails
 * for a code of that step or an older one, even when two requests bring the same code at once.
 */
async function acceptTotp(tx: Tx, box: SecretBox, user: UserRow, code: string) {
  const secret = user.totpSecretSealed ? box.open(user.totpSecretSealed) : null;
  if (!secret) return false;
  const step = await totpStep(secret, code, user.totpLastStep);
  if (step === null) return false;
  const [advanced] = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return advanced !== undefined;
}

/** Spends one unused recovery code, if `code` is one. */
async function acceptRecoveryCode(tx: Tx, user: UserRow, code: string) {
  const [spent] = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent !== undefined;
}

/** Checks a second factor of an account with 2FA on: a TOTP code, else a recovery code. */
export async function acceptSecondFactor(
  tx: Tx,
  box: SecretBox,
  user: UserRow,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  if (!user.twoFactorEnabled) return null;
  // Past the account-wide limit of wrong codes, a guessed TOTP code is worth nothing.
  if (!secondFactorLocked(user) && (await acceptTotp(tx, box, user, code))) return 'totp';
  if (await acceptRecoveryCode(tx, user, code)) return 'recovery';
  return null;
}

/** Turns 2FA on with a first code from the authenticator; answers the recovery codes, once. */
export async function enableTwoFactor(
  db: Database,
  box: SecretBox,
  audit: AuditContext,
  userId: string,
  code: string,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw unauthorized('User not found.');
    if (user.twoFactorEnabled) throw conflict(ALREADY_ON);
    if (!user.totpSecretSealed) throw conflict(NOT_SET_UP);
    if (!(await acceptTotp(tx, box, user, code)))
      throw badRequest(INVALID_CODE, { code: [INVALID_CODE] });
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((recovery) => ({ userId, codeHash: hashRecoveryCode(recovery) })));
    await recordAudit(tx, audit, {
      action: 'auth.2fa_enabled',
      target: { type: 'user', id: userId },
      summary: serverText('audit.two_factor_on', { username: user.username }),
      changes: { two_factor_enabled: [false, true] },
    });
    return codes;
  });
}

/**
 * Turns 2FA off, on proof of a current code or a recovery code. A wrong code is kept (counted
 * against the account's limit and audited), so the caller answers it after the commit: 'wrong',
 * or 'locked' once authenticator codes are refused.
 */
export async function disableTwoFactor(
  db: Database,
  box: SecretBox,
  audit: AuditContext,
  userId: string,
  code: string,
): Promise<'disabled' | 'wrong' | 'locked'> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw unauthorized('User not found.');
    if (!user.twoFactorEnabled) throw conflict(NOT_ON);
    if (!(await acceptSecondFactor(tx, box, user, code))) {
      await recordAudit(tx, audit, {
        action: 'auth.2fa_disable_failed',
        target: { type: 'user', id: userId },
        summary: serverText('audit.two_factor_off_wrong_code', { username: user.username }),
      });
      return (await countWrongSecondFactor(tx, user, audit)) ? 'locked' : 'wrong';
    }
    await clearTwoFactor(tx, userId);
    await recordAudit(tx, audit, {
      action: 'auth.2fa_disabled',
      target: { type: 'user', id: userId },
      summary: serverText('audit.two_factor_off', { username: user.username }),
      changes: { two_factor_enabled: [true, false] },
    });
    return 'disabled';
  });
}

/** Forgets the secret, the replay marker and the recovery codes. */
export async function clearTwoFactor(tx: Tx, userId: string) {
  await tx
    .update(users)
    .set({
      twoFactorEnabled: false,
      totpSecretSealed: null,
      totpLastStep: null,
      secondFactorFailures: 0,
      secondFactorLockedAt: null,
    })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
