import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS } from './login-throttle.js';

/** The load balancer in front of the server: the only peer the server sees. */
const BALANCER = '10.0.0.1';

let behindOne: TestServer;
let behindListed: TestServer;
beforeAll(async () => {
  behindOne = await startTestServer({ trustProxy: 1 });
  behindListed = await startTestServer({ trustProxy: ['10.0.0.0/8'] });
});
afterAll(async () => {
  await behindOne.close();
  await behindListed.close();
});

const wrongPassword = (server: TestServer, email: string, forwardedFor: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password: 'not-the-password' },
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
  });

async function failedSignInAddresses(server: TestServer, userId: string) {
  const admin = await server.login('admin');
  const answer = await server.call(admin.token, {
    method: 'GET',
    url: `/api/v1/admin/audit-logs/?action=auth.login_failed&target_id=${userId}&page_size=100`,
  });
  return new Set(answer.json().results.map((entry: { ip: string }) => entry.ip));
}

describe('client addresses behind trusted proxies', () => {
  it('takes the address the one trusted hop saw, whatever the client wrote before it', async () => {
    const victim = await behindOne.login('admin');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      // The client forges a new address each time; the balancer appends the real one.
      const forged = `203.0.113.${attempt}`;
      const answer = await wrongPassword(behindOne, victim.email, `${forged}, 198.51.100.7`);
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS)).toEqual(
      Array(MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS).fill(401),
    );
    expect(statuses.slice(MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS)).toEqual(
      Array(40 - MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS).fill(429),
    );
    expect(await failedSignInAddresses(behindOne, victim.id)).toEqual(new Set(['198.51.100.7']));
  });

  it('walks back through the listed proxies to the first address that is not one of them', async () => {
    const victim = await behindListed.login('admin');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        wrongPassword(behindListed, victim.email, `203.0.113.${attempt}, 198.51.100.8, 10.2.0.9`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS,
    );
    expect(await failedSignInAddresses(behindListed, victim.id)).toEqual(new Set(['198.51.100.8']));
  });
});
