import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResponses, loginBody, registerBody } from '../../../contract/auth.js';
import { idParams } from '../../../contract/common.js';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/errors.js';
import { createAccount, findUserByEmail, findUserById } from '../users/accounts.js';
import {
  serializeAccount,
  serializeMe,
  serializeSessionAccount,
  serializeUser,
} from '../users/serialize.js';
import type { AccessTokens } from './access-tokens.js';
import {
  clearSessionCookies,
  REFRESH_COOKIE,
  rotateRefreshCookie,
  setSessionCookies,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './cookies.js';
import { caller } from './guard.js';
import {
  recordLoginFailure,
  recordLoginSuccess,
  reserveLoginAttempt,
  slowDownAfterFailures,
} from './login-throttle.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { issueRefreshToken, revokeRefreshFamily, rotateRefreshToken } from './refresh-tokens.js';

const tags = ['auth'];
const authRateLimit = { max: 30, timeWindow: '1 minute' };

export async function authRoutes(appBase: FastifyInstance, options: { tokens: AccessTokens }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const secureCookies = config.env === 'production';
  // Compared against when the e-mail is unknown, so a failed login takes as long either way.
  const decoyHash = await hashPassword('decoy password that matches nothing');

  app.post(
    '/auth/login/',
    {
      config: { access: 'public', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Sets the httpOnly refresh cookie and the XSRF-TOKEN cookie. Each address may check 5 passwords per account and 20 in all per 15 minutes (429 with Retry-After); an account failing from many addresses is slowed down (up to 3 s per attempt), never locked.',
        body: loginBody,
        response: authResponses.login,
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await reserveLoginAttempt(db, email, request.ip);
      if (wait > 0) {
        throw new HttpError(
          429,
          `Too many failed login attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
          undefined,
          { 'retry-after': String(wait) },
        );
      }
      await slowDownAfterFailures(db, email);
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? decoyHash, password);
      if (!user || !valid) {
        await recordLoginFailure(db, email);
        throw unauthorized('Invalid email or password.');
      }
      if (!user.isActive) throw forbidden('This account has been deactivated.');
      await recordLoginSuccess(db, email, request.ip);
      setSessionCookies(reply, await issueRefreshToken(db, user.id), secureCookies);
      const accessToken = await options.tokens.sign({ userId: user.id, role: user.role });
      return { data: { access_token: accessToken, user: serializeSessionAccount(user) } };
    },
  );

  app.post(
    '/auth/token/refresh/',
    {
      config: { access: 'public', rateLimit: authRateLimit },
      schema: {
        tags,
        summary: 'Exchange the refresh cookie for a new access token',
        description:
          'Needs the refresh cookie and an X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. Rotates the refresh cookie; replaying an already rotated token revokes its whole family.',
        response: authResponses.refresh,
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (!refreshToken) throw unauthorized('Refresh token missing. Please log in again.');
      const xsrfCookie = request.cookies[XSRF_COOKIE];
      if (!xsrfCookie || request.headers[XSRF_HEADER] !== xsrfCookie) {
        throw forbidden('CSRF check failed. Please log in again.');
      }
      const outcome = await rotateRefreshToken(db, refreshToken);
      const user = outcome.ok ? await findUserById(db, outcome.userId) : null;
      if (!outcome.ok || !user?.isActive) {
        clearSessionCookies(reply);
        throw unauthorized('Your session has expired. Please log in again.');
      }
      rotateRefreshCookie(reply, outcome.token, secureCookies);
      return {
        data: { access_token: await options.tokens.sign({ userId: user.id, role: user.role }) },
      };
    },
  );

  app.post(
    '/auth/logout/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign out: revokes the refresh token family and clears the cookies',
        response: authResponses.logout,
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (refreshToken) await revokeRefreshFamily(db, refreshToken);
      clearSessionCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in user', response: authResponses.me } },
    async (request) => {
      const user = await findUserById(db, caller(request).userId);
      if (!user) throw unauthorized('User not found.');
      return { data: serializeMe(user) };
    },
  );

  app.post(
    '/auth/register/',
    {
      config: { access: 'public', rateLimit: authRateLimit },
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
    '/admin/accounts/:id',
    {
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
