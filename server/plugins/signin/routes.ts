import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponses,
  loginBody,
  passwordChangeBody,
  registerBody,
} from '../../../contract/auth.js';
import { idParams } from '../../../contract/common.js';
import { serverText } from '../../../contract/messages.js';
import { apiPaths } from '../../../contract/paths.js';
import type { Config } from '../../config.js';
import { users } from '../../db/schema.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { auditContext, recordAudit } from '../audit/record.js';
import type { AccessTokens } from '../auth/access-tokens.js';
import { bearerToken, caller } from '../auth/guard.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { endAccessTokens, revokeOtherFamilies } from '../auth/sessions.js';
import { createAccount, findUserByEmail, findUserById } from '../users/accounts.js';
import { serializeAccount, serializeMe, serializeUser } from '../users/serialize.js';
import {
  clearSessionCookies,
  REFRESH_COOKIE,
  rotateRefreshCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfKey,
  xsrfTokenOf,
} from './cookies.js';
import {
  assertLoginAllowed,
  recordLoginFailure,
  recordLoginSuccess,
  slowDownAfterFailures,
} from './login-throttle.js';
import { issueChallenge } from './mfa-challenges.js';
import {
  liveFamilyOf,
  revokeRefreshFamily,
  rotateRefreshToken,
  successorKey,
} from './refresh-tokens.js';
import { answerSession, recordFailedSignIn, startSession } from './sign-in.js';

const tags = ['auth'];
export const WRONG_CURRENT_PASSWORD = 'The current password is wrong.';
/** Per address, on top of the login throttle: bursts of sign-in requests. */
export const authRateLimit = (config: Config) => ({
  max: config.authRequestsPerMinute,
  timeWindow: '1 minute',
});

export async function authRoutes(appBase: FastifyInstance, options: { tokens: AccessTokens }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const secureCookies = config.env === 'production';
  const refreshKey = successorKey(config.jwtSecret);
  const pairKey = xsrfKey(config.jwtSecret);
  // Compared against when the e-mail is unknown, so a failed login takes as long either way.
  const decoyHash = await hashPassword('decoy password that matches nothing');

  app.post(
    apiPaths.auth.login,
    {
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Sets the httpOnly refresh cookie and the XSRF-TOKEN cookie. With two-factor sign-in on, answers `{mfa_required: true, mfa_token}` instead, with no token and no cookie: the code goes to /auth/login/2fa/. Each address may check 5 passwords per account and 20 in all per 15 minutes (429 with Retry-After); an account failing from many addresses is slowed down (up to 3 s per attempt), never locked.',
        body: loginBody,
        response: authResponses.login,
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await assertLoginAllowed(db, email, request.ip);
      await slowDownAfterFailures(db, email);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? decoyHash, password);
      const stranger = auditContext(request, null);
      if (!user || !valid) {
        await db.transaction((tx) =>
          recordFailedSignIn(tx, stranger, {
            throttleKey: email,
            user,
            summary: serverText('audit.sign_in_failed', { email }),
          }),
        );
        throw unauthorized('Invalid email or password.');
      }
      if (!user.isActive) {
        await db.transaction((tx) =>
          recordFailedSignIn(tx, stranger, {
            throttleKey: null,
            user,
            summary: serverText('audit.sign_in_deactivated', { username: user.username }),
          }),
        );
        throw forbidden('This account has been deactivated.');
      }
      // The password alone is not enough: no token and no cookie until the second step.
      if (user.twoFactorEnabled) {
        return {
          data: { mfa_required: true as const, mfa_token: await issueChallenge(db, user.id) },
        };
      }
      await recordLoginSuccess(db, email, request.ip);
      const audit = auditContext(request, { id: user.id, username: user.username });
      const refreshToken = await db.transaction((tx) =>
        startSession(tx, user, audit, 'audit.signed_in_password'),
      );
      return answerSession(reply, options.tokens, {
        user,
        refreshToken,
        secureCookies,
        xsrfKey: pairKey,
      });
    },
  );

  app.post(
    apiPaths.auth.refresh,
    {
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags,
        summary: 'Exchange the refresh cookie for a new access token',
        description:
          'Needs the refresh cookie and an X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. Rotates the refresh cookie; replaying an already rotated token revokes its whole family, except within 10 s of its rotation (tabs refreshing together), which answers the same successor as the first use.',
        response: authResponses.refresh,
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (!refreshToken) throw unauthorized('Refresh token missing. Please log in again.');
      const xsrfCookie = request.cookies[XSRF_COOKIE];
      const xsrfHeader = request.headers[XSRF_HEADER];
      if (
        !xsrfCookie ||
        xsrfHeader !== xsrfCookie ||
        xsrfHeader !== xsrfTokenOf(pairKey, refreshToken)
      ) {
        throw forbidden('CSRF check failed. Please log in again.');
      }
      const outcome = await rotateRefreshToken(db, refreshKey, refreshToken);
      const user = outcome.ok ? await findUserById(db, outcome.userId) : null;
      if (!outcome.ok || !user?.isActive) {
        clearSessionCookies(reply);
        throw unauthorized('Your session has expired. Please log in again.');
      }
      rotateRefreshCookie(reply, outcome.token, secureCookies, pairKey);
      return {
        data: {
          access_token: await options.tokens.sign({
            userId: user.id,
            role: user.role,
            epoch: user.sessionEpoch,
          }),
        },
      };
    },
  );

  app.post(
    apiPaths.auth.logout,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign out: revokes the refresh token family and clears the cookies',
        description:
          'Ends the session at once: the access tokens of the account are refused from the next request (401) and its live sockets close with 4401, on every instance. Other devices of the same person keep their refresh cookie and get a new access token from it.',
        response: authResponses.logout,
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      const bearer = bearerToken(request);
      const claims = bearer ? await options.tokens.verify(bearer) : null;
      const endedFor = await db.transaction(async (tx) => {
        const familyOwner = refreshToken ? await revokeRefreshFamily(tx, refreshToken) : null;
        const userId = familyOwner ?? claims?.userId;
        const user = userId ? await findUserById(tx, userId) : null;
        // A bearer token alone ends its session only while that session is the current one.
        if (!user || (!familyOwner && claims?.epoch !== user.sessionEpoch)) return null;
        await endAccessTokens(tx, user.id);
        await recordAudit(tx, auditContext(request, { id: user.id, username: user.username }), {
          action: 'auth.logout',
          target: { type: 'user', id: user.id },
          summary: serverText('audit.signed_out', { username: user.username }),
        });
        return user.id;
      });
      if (endedFor) await app.bus.publish({ type: 'account_changed', userId: endedFor });
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    apiPaths.auth.password,
    {
      config: { rateLimit: authRateLimit(config) },
      schema: {
        tags,
        summary: 'Change one’s own password',
        description:
          'Needs the current password (a wrong one is 400 and counts like a failed login: 429 with Retry-After after 5 from one address). The new one is 10 to 128 characters and differs from the current one. Ends every other session: refresh families revoked, access tokens refused, live sockets closed (4401); the caller keeps their refresh cookie and gets a new access token from it. Audited as `auth.password_changed`.',
        body: passwordChangeBody,
        response: authResponses.passwordChange,
      },
    },
    async (request, reply) => {
      const { userId } = caller(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized('User not found.');
      await assertLoginAllowed(db, user.email, request.ip);
      await slowDownAfterFailures(db, user.email);
      const { current_password, new_password } = request.body;
      if (!(await verifyPassword(user.passwordHash, current_password))) {
        await recordLoginFailure(db, user.email);
        throw badRequest(WRONG_CURRENT_PASSWORD, { current_password: [WRONG_CURRENT_PASSWORD] });
      }
      const passwordHash = await hashPassword(new_password);
      const refreshToken = request.cookies[REFRESH_COOKIE];
      const own = refreshToken ? await liveFamilyOf(db, refreshToken) : null;
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await revokeOtherFamilies(tx, user.id, own?.userId === user.id ? own.familyId : null);
        await endAccessTokens(tx, user.id);
        await recordAudit(tx, auditContext(request), {
          action: 'auth.password_changed',
          target: { type: 'user', id: user.id },
          summary: serverText('audit.password_changed', { username: user.username }),
        });
      });
      await recordLoginSuccess(db, user.email, request.ip);
      await app.bus.publish({ type: 'account_changed', userId: user.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    apiPaths.auth.me,
    { schema: { tags, summary: 'The signed-in user', response: authResponses.me } },
    async (request) => {
      const user = await findUserById(db, caller(request).userId);
      if (!user) throw unauthorized('User not found.');
      return { data: serializeMe(user) };
    },
  );

  app.post(
    apiPaths.auth.register,
    {
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags,
        summary: 'Create a customer account',
        body: registerBody,
        response: authResponses.register,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = await createAccount(db, {
        email: body.email,
        username: body.username,
        password: body.password,
        role: 'customer',
        firstName: body.first_name,
        lastName: body.last_name,
      });
      return reply.status(201).send({ data: serializeUser(user) });
    },
  );

  app.get(
    apiPaths.accounts.one,
    {
      config: { permission: 'users.view' },
      schema: {
        tags: ['admin'],
        summary: 'An account by user id',
        params: idParams,
        response: authResponses.account,
      },
    },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound('Account not found.');
      return { data: serializeAccount(user) };
    },
  );
}
