import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponses,
  loginTwoFactorBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
} from '../../../contract/auth.js';
import { serverText } from '../../../contract/messages.js';
import { apiPaths } from '../../../contract/paths.js';
import { users } from '../../db/schema.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { auditContext } from '../audit/record.js';
import type { AccessTokens } from '../auth/access-tokens.js';
import { caller } from '../auth/guard.js';
import { findUserById } from '../users/accounts.js';
import { xsrfKey } from './cookies.js';
import {
  assertLoginAllowed,
  recordLoginFailure,
  recordLoginSuccess,
  secondFactorKey,
  slowDownAfterFailures,
} from './login-throttle.js';
import {
  challengeOwner,
  countWrongCode,
  lockLiveChallenge,
  spendChallenge,
} from './mfa-challenges.js';
import { authRateLimit } from './routes.js';
import {
  countWrongSecondFactor,
  forgiveSecondFactors,
  SECOND_FACTOR_LOCKED,
} from './second-factor-limit.js';
import { createSecretBox } from './secret-box.js';
import { answerSession, recordFailedSignIn, startSession } from './sign-in.js';
import {
  acceptSecondFactor,
  disableTwoFactor,
  enableTwoFactor,
  INVALID_CODE,
  setUpTwoFactor,
} from './two-factor.js';

const tags = ['auth'];
export const MFA_TOKEN_EXPIRED = 'This sign-in has expired. Please sign in again.';

const HOW = {
  totp: 'audit.signed_in_totp',
  recovery: 'audit.signed_in_recovery',
} as const;

/** Two-factor sign-in (TOTP): the login's second step, and turning it on and off. */
export async function twoFactorRoutes(appBase: FastifyInstance, options: { tokens: AccessTokens }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const secureCookies = config.env === 'production';
  const box = createSecretBox(config.jwtSecret, 'totp-secrets');

  app.post(
    apiPaths.auth.loginSecondFactor,
    {
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags,
        summary: 'Second sign-in step: the mfa_token of the login answer and a code',
        description:
          'The code is a 6-digit TOTP code (one step of clock drift either way; a code accepted once is refused again) or an unused recovery code. Answers like /auth/login/ without 2FA. The mfa_token lives 5 minutes, is used once and dies after 5 wrong codes (401). Throttled like passwords (429 with Retry-After). After 20 wrong second factors on the account, from any addresses, authenticator codes are refused and only a recovery code signs in (audited `auth.2fa_locked`); that sign-in answers a `notice` for the owner.',
        body: loginTwoFactorBody,
        response: authResponses.loginTwoFactor,
      },
    },
    async (request, reply) => {
      const { mfa_token, code } = request.body;
      const ownerId = await challengeOwner(db, mfa_token);
      const owner = ownerId ? await findUserById(db, ownerId) : null;
      if (!owner) throw unauthorized(MFA_TOKEN_EXPIRED);
      const throttleKey = secondFactorKey(owner.email);
      await assertLoginAllowed(db, throttleKey, request.ip);
      await slowDownAfterFailures(db, throttleKey);
      const audit = auditContext(request, { id: owner.id, username: owner.username });

      const outcome = await db.transaction(async (tx) => {
        const challenge = await lockLiveChallenge(tx, mfa_token);
        if (!challenge) return { kind: 'expired' } as const;
        const [user] = await tx
          .select()
          .from(users)
          .where(eq(users.id, challenge.userId))
          .for('update');
        if (!user?.isActive) return { kind: 'deactivated' } as const;
        const method = await acceptSecondFactor(tx, box, user, code);
        if (!method) {
          await countWrongCode(tx, challenge.id);
          await recordFailedSignIn(tx, audit, {
            throttleKey,
            user,
            summary: serverText('audit.two_factor_wrong_code', { username: user.username }),
            action: 'auth.2fa_failed',
          });
          if (await countWrongSecondFactor(tx, user, audit)) return { kind: 'locked' } as const;
          return { kind: 'wrong' } as const;
        }
        await spendChallenge(tx, challenge.id);
        const notice = await forgiveSecondFactors(tx, user);
        const refreshToken = await startSession(tx, user, audit, HOW[method]);
        return { kind: 'signed_in', user, refreshToken, notice } as const;
      });

      if (outcome.kind === 'expired') throw unauthorized(MFA_TOKEN_EXPIRED);
      if (outcome.kind === 'deactivated') throw forbidden('This account has been deactivated.');
      if (outcome.kind === 'wrong') throw unauthorized(INVALID_CODE);
      if (outcome.kind === 'locked') throw unauthorized(SECOND_FACTOR_LOCKED);
      await recordLoginSuccess(db, throttleKey, request.ip);
      await recordLoginSuccess(db, owner.email, request.ip);
      return answerSession(reply, options.tokens, {
        ...outcome,
        secureCookies,
        xsrfKey: xsrfKey(config.jwtSecret),
      });
    },
  );

  app.post(
    apiPaths.auth.twoFactorSetup,
    {
      schema: {
        tags,
        summary: 'Start two-factor set-up: a new secret and its otpauth:// URL',
        description:
          'The secret is stored encrypted and shown only in this answer; it is not in force until /auth/2fa/enable/ accepts a code from it. 409 while 2FA is on.',
        response: authResponses.twoFactorSetup,
      },
    },
    async (request) => ({ data: await setUpTwoFactor(db, box, caller(request).userId) }),
  );

  /**
   * Codes sent while signed in are throttled like passwords too: per address, and slowed down
   * when the account failed from many addresses.
   */
  const throttleCodes = async (userId: string, address: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized('User not found.');
    const key = secondFactorKey(user.email);
    await assertLoginAllowed(db, key, address);
    await slowDownAfterFailures(db, key);
    return key;
  };

  app.post(
    apiPaths.auth.twoFactorEnable,
    {
      config: { rateLimit: authRateLimit(config) },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a code from the authenticator',
        description:
          'Answers the 10 recovery codes, once (they are stored hashed). A wrong code is 400; 409 without a set-up or while 2FA is on.',
        body: twoFactorEnableBody,
        response: authResponses.twoFactorEnable,
      },
    },
    async (request) => {
      const { userId } = caller(request);
      const key = await throttleCodes(userId, request.ip);
      const codes = await enableTwoFactor(
        db,
        box,
        auditContext(request),
        userId,
        request.body.code,
      );
      await recordLoginSuccess(db, key, request.ip);
      return { data: { recovery_codes: codes } };
    },
  );

  app.post(
    apiPaths.auth.twoFactorDisable,
    {
      config: { rateLimit: authRateLimit(config) },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off with a current code or a recovery code',
        description:
          'A wrong code is 400 and audited (`auth.2fa_disable_failed`); it counts toward the account-wide limit of 20 wrong second factors, after which only a recovery code is accepted. Throttled like passwords (429 with Retry-After). 409 while 2FA is off.',
        body: twoFactorDisableBody,
        response: authResponses.twoFactorDisable,
      },
    },
    async (request, reply) => {
      const { userId } = caller(request);
      const key = await throttleCodes(userId, request.ip);
      const outcome = await disableTwoFactor(
        db,
        box,
        auditContext(request),
        userId,
        request.body.code,
      );
      if (outcome !== 'disabled') {
        await recordLoginFailure(db, key);
        const message = outcome === 'locked' ? SECOND_FACTOR_LOCKED : INVALID_CODE;
        throw badRequest(message, { code: [message] });
      }
      await recordLoginSuccess(db, key, request.ip);
      return reply.status(204).send(null);
    },
  );
}
