import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { enableTwoFactor, passwordStep, totpCode } from '../../test/two-factor.js';
import { MAX_WRONG_SECOND_FACTORS, SECOND_FACTOR_LOCKED } from './second-factor-limit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const secondStep = (mfa_token: string, code: string, remoteAddress: string) =>
  server.call(null, {
    method: 'POST',
    url: '/api/v1/auth/login/2fa/',
    payload: { mfa_token, code },
    remoteAddress,
  });

const disable = (user: TestUser, code: string, remoteAddress: string) =>
  server.call(user.token, {
    method: 'POST',
    url: '/api/v1/auth/2fa/disable/',
    payload: { code },
    remoteAddress,
  });

const auditActions = async (user: TestUser, action: (typeof auditLogs.$inferSelect)['action']) =>
  server.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetId, user.id), eq(auditLogs.action, action)));

/** A wrong code that is surely not the current one (nor a neighbour step's). */
async function wrongCode(secret: string) {
  const near = new Set(await Promise.all([-1, 0, 1].map((step) => totpCode(secret, step))));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

describe('the account-wide limit of wrong second factors', () => {
  it('refuses authenticator codes after 20 wrong ones from any addresses, until a recovery code signs in', async () => {
    const user = await server.login('reviewer');
    const { secret, recoveryCodes } = await enableTwoFactor(server, user);
    const wrong = await wrongCode(secret);
    // Each guess from an address of its own, as a prober with many addresses would send them.
    const tokens: string[] = [];
    for (let n = 0; n < MAX_WRONG_SECOND_FACTORS; n += 1) {
      tokens.push(await passwordStep(server, user, `10.20.${n}.1`));
    }
    const answers = await Promise.all(
      tokens.map((token, n) => secondStep(token, wrong, `10.20.${n}.1`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array(MAX_WRONG_SECOND_FACTORS).fill(401),
    );
    expect(await auditActions(user, 'auth.2fa_failed')).toHaveLength(MAX_WRONG_SECOND_FACTORS);
    const [locked] = await auditActions(user, 'auth.2fa_locked');
    expect(locked.summary).toMatch(/only a recovery code signs in/);

    // The right authenticator code, from a fresh address, no longer signs in.
    const fresh = await passwordStep(server, user, '10.21.0.1');
    const refused = await secondStep(fresh, await totpCode(secret), '10.21.0.1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(SECOND_FACTOR_LOCKED);

    // A recovery code does, and tells the owner what happened, once.
    const again = await passwordStep(server, user, '10.21.0.2');
    const signedIn = await secondStep(again, recoveryCodes[0], '10.21.0.2');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.notice).toMatch(/20 wrong two-factor codes/);
    const next = await passwordStep(server, user, '10.21.0.3');
    const normal = await secondStep(next, await totpCode(secret, 1), '10.21.0.3');
    expect(normal.statusCode).toBe(200);
    expect(normal.json().data.notice).toBeUndefined();
  });

  it('audits and counts every wrong code sent to turn 2FA off with a stolen token', async () => {
    const user = await server.login('admin');
    const { secret, recoveryCodes } = await enableTwoFactor(server, user);
    const wrong = await wrongCode(secret);
    const answers = await Promise.all(
      Array.from({ length: MAX_WRONG_SECOND_FACTORS }, (_, n) =>
        disable(user, wrong, `10.30.${n}.1`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array(MAX_WRONG_SECOND_FACTORS).fill(400),
    );
    expect(await auditActions(user, 'auth.2fa_disable_failed')).toHaveLength(
      MAX_WRONG_SECOND_FACTORS,
    );
    expect(await auditActions(user, 'auth.2fa_locked')).toHaveLength(1);

    const withTotp = await disable(user, await totpCode(secret), '10.31.0.1');
    expect(withTotp.statusCode).toBe(400);
    expect(withTotp.json().message).toBe(SECOND_FACTOR_LOCKED);
    expect((await disable(user, recoveryCodes[0], '10.31.0.2')).statusCode).toBe(204);
  });

  it('slows down and then throttles wrong codes from one address on /auth/2fa/disable/', async () => {
    const user = await server.login('admin');
    const { secret } = await enableTwoFactor(server, user);
    const wrong = await wrongCode(secret);
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1)
      statuses.push((await disable(user, wrong, '10.32.0.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});
