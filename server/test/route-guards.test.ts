import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { ACCOUNT_INACTIVE } from '../plugins/auth/guard.js';
import { startTestServer, TEST_SECRET, type TestServer, type TestUser } from './harness.js';

let server: TestServer;
let customer: TestUser;
let expiredToken: string;
let tamperedToken: string;
let foreignToken: string;
let deactivatedAdmin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  customer = await server.login('customer');
  const admin = await server.login('admin');
  deactivatedAdmin = await server.login('admin');
  await server.database.db
    .update(users)
    .set({ isActive: false })
    .where(eq(users.id, deactivatedAdmin.id));
  const key = new TextEncoder().encode(TEST_SECRET);
  expiredToken = await new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin.id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(key);
  const [header, payload, signature] = admin.token.split('.');
  const forged = Buffer.from(
    JSON.stringify({
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      role: 'admin',
      sub: customer.id,
    }),
  ).toString('base64url');
  tamperedToken = `${header}.${forged}.${signature}`;
  foreignToken = await new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin.id)
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
});
afterAll(() => server.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

function protectedRoutes() {
  return server.app.routeRegistry
    .filter((route) => route.url.startsWith('/api/') && route.access !== 'public')
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ ...route, path: route.url.replace(/:[A-Za-z_]+/g, SAMPLE_ID) }));
}

const send = (token: string | null, route: { method: string; path: string }) =>
  server.call(token, {
    method: route.method as 'GET',
    url: route.path,
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
  });

describe('every protected route', () => {
  it('is walked: the registry holds the API routes', () => {
    const urls = protectedRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('GET /api/v1/auth/me');
    expect(urls).toContain(`GET /api/v1/admin/accounts/:id/`);
  });

  it('answers 401 without a token', async () => {
    for (const route of protectedRoutes()) {
      const response = await send(null, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 401 with an expired, a tampered or a foreign token', async () => {
    for (const route of protectedRoutes()) {
      for (const token of [expiredToken, tamperedToken, foreignToken, 'not-a-jwt']) {
        const response = await send(token, route);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  it('answers 401 to a deactivated account whose token has not expired yet', async () => {
    for (const route of protectedRoutes()) {
      const response = await send(deactivatedAdmin.token, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({ message: ACCOUNT_INACTIVE });
    }
  });

  it('takes a role from the account, not from the token: a demoted admin gets 403', async () => {
    const demoted = await server.login('admin');
    await server.database.db
      .update(users)
      .set({ role: 'customer' })
      .where(eq(users.id, demoted.id));
    const staffRoutes = protectedRoutes().filter((route) => route.access === 'staff');
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const route of staffRoutes) {
      const response = await send(demoted.token, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('puts every /admin/ route behind a staff role and a permission', () => {
    const loose = protectedRoutes().filter(
      (route) =>
        route.url.includes('/admin/') &&
        (route.access !== 'staff' || route.permissions.length === 0),
    );
    expect(loose).toEqual([]);
  });
});
