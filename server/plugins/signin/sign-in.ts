import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type ServerText, serverText } from '../../../contract/messages.js';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import type { AccessTokens } from '../auth/access-tokens.js';
import { serializeSessionAccount } from '../users/serialize.js';
import { setSessionCookies } from './cookies.js';
import { recordLoginFailure } from './login-throttle.js';
import { issueRefreshToken } from './refresh-tokens.js';

type UserRow = typeof users.$inferSelect;

/**
 * The last step of every sign-in, in the caller's database transaction: a new refresh token
 * family, the account's last login time and the audit row.
 */
export async function startSession(
  tx: Tx,
  user: UserRow,
  audit: AuditContext,
  how: 'audit.signed_in_password' | 'audit.signed_in_totp' | 'audit.signed_in_recovery',
) {
  const refreshToken = await issueRefreshToken(tx, user.id);
  await tx.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, user.id));
  await recordAudit(tx, audit, {
    action: 'auth.login',
    target: { type: 'user', id: user.id },
    summary: serverText(how, { username: user.username }),
  });
  return refreshToken;
}

/**
 * A refused sign-in, in the caller's transaction: counted against the account (`throttleKey`,
 * unless null) by the login throttle, and recorded. Nobody is the actor: whoever tried is not
 * known to be the account's owner.
 */
export async function recordFailedSignIn(
  tx: Tx,
  audit: AuditContext,
  failure: {
    throttleKey: string | null;
    user: UserRow | null;
    summary: ServerText;
    /** A wrong second factor is `auth.2fa_failed`; a wrong password or account the default. */
    action?: 'auth.login_failed' | 'auth.2fa_failed';
  },
) {
  if (failure.throttleKey !== null) await recordLoginFailure(tx, failure.throttleKey);
  await recordAudit(
    tx,
    { ...audit, actor: null },
    {
      action: failure.action ?? 'auth.login_failed',
      target: failure.user ? { type: 'user', id: failure.user.id } : null,
      summary: failure.summary,
    },
  );
}

/** The login answer: the access token and who signed in; the refresh token goes in a cookie. */
export async function answerSession(
  reply: FastifyReply,
  tokens: AccessTokens,
  session: {
    user: UserRow;
    refreshToken: string;
    secureCookies: boolean;
    xsrfKey: Buffer;
    notice?: string;
  },
) {
  const { user, refreshToken, secureCookies, notice } = session;
  setSessionCookies(reply, refreshToken, secureCookies, session.xsrfKey);
  const accessToken = await tokens.sign({
    userId: user.id,
    role: user.role,
    epoch: user.sessionEpoch,
  });
  return {
    data: {
      access_token: accessToken,
      user: serializeSessionAccount(user),
      ...(notice ? { notice } : {}),
    },
  };
}
