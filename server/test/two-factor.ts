import { generate } from 'otplib';
import type { TestServer, TestUser } from './harness.js';

/** A code of `secret` for the step `stepsFromNow` away, as an authenticator app shows it. */
export const totpCode = (secret: string, stepsFromNow = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsFromNow * 30 });

/** Starts the set-up of `user`; answers the secret. */
export async function setUpTwoFactor(server: TestServer, user: TestUser): Promise<string> {
  const response = await server.call(user.token, {
    method: 'POST',
    url: '/api/v1/auth/2fa/setup/',
  });
  if (response.statusCode !== 200) throw new Error(`2FA set-up failed: ${response.body}`);
  return response.json().data.secret;
}

/**
 * Turns 2FA on for `user`, with a code of the previous step so that the current one is still
 * unused for the test's own sign-in. Answers the secret and the recovery codes.
 */
export async function enableTwoFactor(server: TestServer, user: TestUser) {
  const secret = await setUpTwoFactor(server, user);
  const response = await server.call(user.token, {
    method: 'POST',
    url: '/api/v1/auth/2fa/enable/',
    payload: { code: await totpCode(secret, -1) },
  });
  if (response.statusCode !== 200) throw new Error(`2FA enable failed: ${response.body}`);
  return { secret, recoveryCodes: response.json().data.recovery_codes as string[] };
}

/** The password step of a sign-in; answers the mfa_token of an account with 2FA. */
export async function passwordStep(
  server: TestServer,
  user: TestUser,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const response = await server.call(null, {
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email: user.email, password: 'password123' },
    remoteAddress,
  });
  const token = response.json().data?.mfa_token;
  if (typeof token !== 'string') throw new Error(`No mfa_token: ${response.body}`);
  return token;
}
