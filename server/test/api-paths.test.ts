import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, livePaths, pathTo } from '../../contract/paths.js';
import { API_PREFIX } from '../app.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const servedUnder = (prefix: string) =>
  new Set(
    server.app.routeRegistry
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith(`${prefix}/`))
      .map((route) => route.url.slice(prefix.length)),
  );

const declared = (table: Record<string, Record<string, string>> | Record<string, string>) =>
  new Set(
    Object.values(table).flatMap((entry) =>
      typeof entry === 'string' ? entry : Object.values(entry),
    ),
  );

describe('the contract’s paths', () => {
  it('are exactly the paths the server serves under /api/v1: none missing, none extra', () => {
    expect([...servedUnder(API_PREFIX)].sort()).toEqual([...declared(apiPaths)].sort());
  });

  it('name the live channels the server serves under /ws', () => {
    expect([...servedUnder('/ws')].sort()).toEqual([...declared(livePaths)].sort());
  });

  it('are filled in with their parameters, escaped', () => {
    expect(pathTo(apiPaths.transactions.reversePayout, { id: 'a/b c' })).toBe(
      '/admin/giftcards/a%2Fb%20c/reverse_payout/',
    );
    expect(pathTo(apiPaths.users.list)).toBe('/admin/users/');
  });

  it('answer through the server when filled in', async () => {
    const admin = await server.login('admin');
    const response = await server.call(admin.token, {
      method: 'GET',
      url: `${API_PREFIX}${pathTo(apiPaths.accounts.one, { id: admin.id })}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
