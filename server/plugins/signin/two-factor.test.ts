import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaChallenges, users } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { enableTwoFactor, passwordStep, setUpTwoFactor, totpCode } from '../../test/two-factor.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

/** The second step, from `remoteAddress`: tests that fail codes on purpose use their own. */
const secondStep = (mfa_token: string, code: string, remoteAddress = '127.0.0.1') =>
  server.call(null, {
    method: 'POST',
    url: '/api/v1/auth/login/2fa/',
    payload: { mfa_token, code },
    remoteAddress,
  });

const passwordLogin = (user: TestUser) =>
  server.call(null, {
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email: user.email, password: 'password123' },
  });

const me = async (user: TestUser) =>
  (await server.call(user.token, { method: 'GET', url: '/api/v1/auth/me' })).json().data;

describe('two-factor set-up', () => {
  it('shows the secret once, turns on with a code and answers 10 recovery codes', async () => {
    const user = await server.login('reviewer');
    const setup = await server.call(user.token, { method: 'POST', url: '/api/v1/auth/2fa/setup/' });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect((await me(user)).two_factor_enabled).toBe(false);

    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.totpSecretSealed).not.toContain(secret);

    const wrong = await server.call(user.token, {
      method: 'POST',
      url: '/api/v1/auth/2fa/enable/',
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid code.');

    const enabled = await server.call(user.token, {
      method: 'POST',
      url: '/api/v1/auth/2fa/enable/',
      payload: { code: await totpCode(secret) },
    });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await me(user)).two_factor_enabled).toBe(true);
    expect(JSON.stringify(await me(user))).not.toContain(secret);

    const again = await server.call(user.token, { method: 'POST', url: '/api/v1/auth/2fa/setup/' });
    expect(again.statusCode).toBe(409);
  });
});

describe('signing in with two-factor on', () => {
  it('needs a code after the password: no token and no cookie before it', async () => {
    const user = await server.login('finance');
    const { secret } = await enableTwoFactor(server, user);
    const first = await passwordLogin(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { mfa_required: true, mfa_token: expect.any(String) } });
    expect(first.headers['set-cookie']).toBeUndefined();

    const second = await secondStep(first.json().data.mfa_token, await totpCode(secret));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.access_token).toEqual(expect.any(String));
    expect(second.json().data.user).toMatchObject({ id: user.id, role: 'finance' });
    expect(second.json().data.user.permissions).toContain('payments.view');
    expect([second.headers['set-cookie']].flat().join('\n')).toMatch(/refresh_token=/);
  });

  it('refuses a code accepted once, and a used mfa_token', async () => {
    const user = await server.login('support');
    const { secret } = await enableTwoFactor(server, user);
    const code = await totpCode(secret);
    const token = await passwordStep(server, user);
    expect((await secondStep(token, code)).statusCode).toBe(200);
    expect((await secondStep(token, code)).statusCode).toBe(401);

    const replay = await secondStep(await passwordStep(server, user), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Invalid code.' });
  });

  it('takes each recovery code once', async () => {
    const user = await server.login('reviewer');
    const { recoveryCodes } = await enableTwoFactor(server, user);
    const first = await secondStep(
      await passwordStep(server, user),
      recoveryCodes[3].toUpperCase(),
    );
    expect(first.statusCode).toBe(200);
    const again = await secondStep(await passwordStep(server, user), recoveryCodes[3]);
    expect(again.statusCode).toBe(401);
    expect((await secondStep(await passwordStep(server, user), recoveryCodes[4])).statusCode).toBe(
      200,
    );
  });

  it('kills the mfa_token after 5 wrong codes, even for the right one', async () => {
    const user = await server.login('reviewer');
    const { secret } = await enableTwoFactor(server, user);
    const token = await passwordStep(server, user, '10.5.0.1');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await secondStep(token, '123456', '10.5.0.1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Invalid code.' });
    }
    const dead = await secondStep(token, await totpCode(secret), '10.5.0.1');
    expect(dead.statusCode).toBe(401);
    expect(dead.json().message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('refuses an mfa_token older than 5 minutes', async () => {
    const user = await server.login('reviewer');
    const { secret } = await enableTwoFactor(server, user);
    const token = await passwordStep(server, user);
    await server.database.db
      .update(mfaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaChallenges.userId, user.id));
    expect((await secondStep(token, await totpCode(secret))).statusCode).toBe(401);
  });

  it('throttles codes like passwords', async () => {
    const user = await server.login('reviewer');
    await enableTwoFactor(server, user);
    let last = 0;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const token = await passwordStep(server, user, '10.5.0.2');
      for (let code = 0; code < 2; code += 1) {
        last = (await secondStep(token, '111111', '10.5.0.2')).statusCode;
      }
    }
    expect(last).toBe(429);
  });
});

describe('turning two-factor off', () => {
  it('needs a valid code, then lets the password alone sign in', async () => {
    const user = await server.login('support');
    const { recoveryCodes } = await enableTwoFactor(server, user);
    const disable = (code: string) =>
      server.call(user.token, {
        method: 'POST',
        url: '/api/v1/auth/2fa/disable/',
        payload: { code },
      });
    expect((await disable('999999')).statusCode).toBe(400);
    expect((await disable(recoveryCodes[0])).statusCode).toBe(204);
    expect((await passwordLogin(user)).json().data.access_token).toEqual(expect.any(String));
    expect((await disable(recoveryCodes[1])).statusCode).toBe(409);
  });

  it('is done by an administrator for someone who lost their device', async () => {
    const user = await server.login('reviewer');
    await enableTwoFactor(server, user);
    const reset = await server.call(admin.token, {
      method: 'POST',
      url: `/api/v1/admin/staff/${user.id}/reset_2fa/`,
    });
    expect(reset.statusCode).toBe(204);
    expect((await passwordLogin(user)).json().data.access_token).toEqual(expect.any(String));
    // And they may set it up again.
    expect(await setUpTwoFactor(server, user)).toEqual(expect.any(String));
  });
});
