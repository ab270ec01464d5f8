import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS } from './login-throttle.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cookieJar = (setCookie: string | string[] | undefined) => {
  const jar: Record<string, string> = {};
  for (const line of [setCookie ?? []].flat()) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair.split('=');
    jar[name] = rest.join('=');
  }
  return jar;
};

async function loginAs(email: string, password = 'password123', ip = '10.0.0.1') {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { email, password },
    remoteAddress: ip,
  });
}

function refresh(jar: Record<string, string>, xsrf = jar['XSRF-TOKEN']) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/token/refresh/',
    cookies: { refresh_token: jar.refresh_token, 'XSRF-TOKEN': jar['XSRF-TOKEN'] },
    headers: xsrf ? { 'x-xsrf-token': xsrf } : {},
  });
}

describe('login', () => {
  it('answers the access token and the account, and sets the refresh and XSRF cookies', async () => {
    const admin = await server.login('admin');
    const response = await loginAs(admin.email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.access_token).toEqual(expect.any(String));
    expect(body.data.user).toMatchObject({ id: admin.id, email: admin.email, role: 'admin' });
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/refresh_token=.*HttpOnly/);
    expect(setCookie).toMatch(/refresh_token=.*Path=\/api\/v1\/auth\//);
    expect(setCookie).toMatch(/refresh_token=.*SameSite=Strict/);
    expect(setCookie).toMatch(/XSRF-TOKEN=/);
  });

  it('refuses a wrong password with a clear message', async () => {
    const admin = await server.login('admin');
    const response = await loginAs(admin.email, 'wrong-password', '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('validates the body with the login form messages', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: 'not-an-address', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.email).toEqual(['Invalid email address']);
    expect(body.errors.password).toEqual(['Password is required']);
  });

  it('throttles an account from one address after repeated failures with 429 and Retry-After', async () => {
    const admin = await server.login('admin');
    for (let attempt = 0; attempt < MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      expect((await loginAs(admin.email, 'nope', '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await loginAs(admin.email, 'password123', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Too many failed login attempts/);
  });

  it("does not let a stranger's failures lock the owner out from another address", async () => {
    const admin = await server.login('admin');
    // One stranger's address uses up its attempts, others try once each.
    for (let attempt = 0; attempt < MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      await loginAs(admin.email, 'nope', '10.3.0.1');
    }
    for (let address = 2; address < 8; address += 1) {
      expect((await loginAs(admin.email, 'nope', `10.3.0.${address}`)).statusCode).toBe(401);
    }
    expect((await loginAs(admin.email, 'password123', '10.3.0.1')).statusCode).toBe(429);
    expect((await loginAs(admin.email, 'password123', '10.3.1.1')).statusCode).toBe(200);
  });

  it('checks at most the limit of 30 wrong passwords sent at once', async () => {
    const admin = await server.login('admin');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => loginAs(admin.email, 'wrong', '10.4.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      30 - MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS,
    );
  });

  it('throttles an address that tries many accounts', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await loginAs(`nobody${attempt}@example.com`, 'nope', '10.9.9.9');
    }
    const admin = await server.login('admin');
    expect((await loginAs(admin.email, 'password123', '10.9.9.9')).statusCode).toBe(429);
    expect((await loginAs(admin.email, 'password123', '10.9.9.8')).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  async function session() {
    const admin = await server.login('admin');
    const response = await loginAs(
      admin.email,
      'password123',
      `10.2.${Math.floor(Math.random() * 250)}.1`,
    );
    return cookieJar(response.headers['set-cookie']);
  }

  it('rotates the refresh cookie and answers a working access token', async () => {
    const jar = await session();
    const response = await refresh(jar);
    expect(response.statusCode).toBe(200);
    const rotated = cookieJar(response.headers['set-cookie']);
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(jar.refresh_token);
    const me = await server.call(response.json().data.access_token, {
      method: 'GET',
      url: '/api/v1/auth/me',
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.role).toBe('admin');
  });

  it('refuses a refresh without the matching X-XSRF-TOKEN header', async () => {
    const jar = await session();
    expect((await refresh(jar, 'forged')).statusCode).toBe(403);
    expect((await refresh(jar, '')).statusCode).toBe(403);
  });

  it('refuses an XSRF pair that was not made for this refresh token', async () => {
    const jar = await session();
    // A cookie and header pair another page of the site could plant: equal, but not this session's.
    const planted = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      cookies: { refresh_token: jar.refresh_token, 'XSRF-TOKEN': 'planted-by-a-sibling-site' },
      headers: { 'x-xsrf-token': 'planted-by-a-sibling-site' },
    });
    expect(planted.statusCode).toBe(403);
    // The session's own pair works, and the rotation hands a new pair for the new token.
    const rotated = await refresh(jar);
    expect(rotated.statusCode).toBe(200);
    const next = cookieJar(rotated.headers['set-cookie']);
    expect(next['XSRF-TOKEN']).toBeTruthy();
    expect(next['XSRF-TOKEN']).not.toBe(jar['XSRF-TOKEN']);
    expect((await refresh({ ...jar, ...next })).statusCode).toBe(200);
  });

  it('lets two tabs refresh with the same cookie within the grace window', async () => {
    const jar = await session();
    const [first, second] = await Promise.all([refresh(jar), refresh(jar)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
  });

  it('answers the same successor to a token replayed within the grace window: the session never forks', async () => {
    const jar = await session();
    const firstJar = cookieJar((await refresh(jar)).headers['set-cookie']);
    const first = firstJar.refresh_token;
    const replays = await Promise.all(Array.from({ length: 10 }, () => refresh(jar)));
    expect(replays.map((replay) => replay.statusCode)).toEqual(Array(10).fill(200));
    const successors = replays.map(
      (replay) => cookieJar(replay.headers['set-cookie']).refresh_token,
    );
    expect(new Set(successors)).toEqual(new Set([first]));
    // One chain: the successor moves on once, and the first token's family has two rows more.
    const next = await refresh({ ...jar, ...firstJar });
    expect(next.statusCode).toBe(200);
    const { refreshTokens } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(jar.refresh_token).digest('base64url');
    const [origin] = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    const family = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, origin.familyId));
    expect(family).toHaveLength(3);
  });

  it('revokes the whole family when a rotated token is replayed after the grace window', async () => {
    const jar = await session();
    const rotated = cookieJar((await refresh(jar)).headers['set-cookie']);
    const { refreshTokens } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    // Age the rotation past the grace window instead of sleeping.
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(jar.refresh_token).digest('base64url');
    await server.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hash));
    expect((await refresh(jar)).statusCode).toBe(401);
    // The legitimate successor is revoked too.
    expect((await refresh({ ...jar, ...rotated })).statusCode).toBe(401);
  });

  it('ends the session at logout', async () => {
    const jar = await session();
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      cookies: { refresh_token: jar.refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(jar)).statusCode).toBe(401);
  });

  it('refuses a refresh past the absolute lifetime', async () => {
    const jar = await session();
    const { refreshTokens } = await import('../../db/schema.js');
    const { createHash } = await import('node:crypto');
    const { eq } = await import('drizzle-orm');
    const hash = createHash('sha256').update(jar.refresh_token).digest('base64url');
    await server.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hash));
    expect((await refresh(jar)).statusCode).toBe(401);
  });
});

describe('register and accounts', () => {
  it('creates a customer who cannot reach admin routes', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: {
        email: 'new.customer@example.com',
        password: 'longenough',
        username: 'new_customer',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      role: 'customer',
      email: 'new.customer@example.com',
    });
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'NEW.customer@example.com', password: 'longenough', username: 'other' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A user with that email already exists.');
  });

  it('answers an admin account by id', async () => {
    const admin = await server.login('admin');
    const response = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/accounts/${admin.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: admin.id,
      email: admin.email,
      username: admin.username,
      first_name: 'Ada',
      last_name: 'Admin',
      role: 'admin',
    });
  });
});

describe('sign-in requests per address', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ authRequestsPerMinute: 2 });
  });
  afterAll(() => strict.close());

  it('answers 429 past the minute’s allowance, with Retry-After, and other addresses go on', async () => {
    const admin = await strict.login('admin');
    const login = (ip: string) =>
      strict.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        payload: { email: admin.email, password: 'password123' },
        remoteAddress: ip,
      });
    expect((await login('10.6.0.1')).statusCode).toBe(200);
    expect((await login('10.6.0.1')).statusCode).toBe(200);
    const refused = await login('10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('10.6.0.2')).statusCode).toBe(200);
  });
});
