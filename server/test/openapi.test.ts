import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredPaths, derivesRoute } from '../../contract/resource.js';
import { declaredResources } from '../../contract/resources/index.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `/api/v1/admin/users/:id` and OpenAPI's `/api/v1/admin/users/{id}`, without a trailing slash. */
const normalise = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '');

describe('the OpenAPI document', () => {
  it('is served publicly as JSON', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });

  it('lists every API endpoint with a summary and a tag', async () => {
    const document = (
      await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    ).json();
    const documented = new Map<
      string,
      { summary?: string; tags?: string[]; description?: string }
    >();
    for (const [path, operations] of Object.entries<Record<string, object>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        documented.set(`${method.toUpperCase()} ${normalise(path)}`, operation);
      }
    }
    const endpoints = server.app.routeRegistry.filter(
      (route) =>
        route.url.startsWith('/api/v1/') &&
        route.method !== 'HEAD' &&
        !route.url.endsWith('/openapi.json'),
    );
    expect(endpoints.length).toBeGreaterThan(20);
    for (const route of endpoints) {
      const key = `${route.method} ${normalise(route.url)}`;
      const operation = documented.get(key);
      expect(operation, `${key} is missing from the OpenAPI document`).toBeDefined();
      expect(operation?.summary, `${key} has no summary`).toEqual(expect.any(String));
      expect(operation?.tags?.length, `${key} has no tag`).toBeGreaterThan(0);
      for (const permission of route.permissions) {
        expect(operation?.description, `${key} names its permission`).toContain(
          `\`${permission}\``,
        );
      }
    }
  });

  it('offers exactly the ordering fields each list accepts', async () => {
    const admin = await server.login('admin');
    const document = (
      await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    ).json();
    const lists = Object.entries<Record<string, OperationWithParameters>>(document.paths)
      .map(([path, operations]) => ({ path, operation: operations.get }))
      .filter(({ operation }) => operation?.parameters?.some((p) => p.name === 'ordering'));
    // A list named here may be a declared one too (its route derived): each path once.
    const expected = new Set([
      '/api/v1/admin/audit-logs/',
      '/api/v1/admin/brands/',
      '/api/v1/admin/giftcards/',
      '/api/v1/admin/ledger/accounts/',
      '/api/v1/admin/ledger/transfers/',
      '/api/v1/admin/payout-batches/',
      '/api/v1/admin/rates/',
      '/api/v1/admin/staff/',
      '/api/v1/admin/users/',
      '/api/v1/brands/',
      '/api/v1/disputes/',
      ...declaredResources
        .filter((declaration) => derivesRoute(declaration, 'list'))
        .map((declaration) => `/api/v1${declaredPaths(declaration).list}`),
    ]);
    expect(lists.map(({ path }) => path).sort()).toEqual([...expected].sort());
    for (const { path, operation } of lists) {
      const parameter = operation.parameters?.find((p) => p.name === 'ordering');
      const offered = /`ordering`: ([\w, ]+) \(/.exec(parameter?.description ?? '')?.[1];
      expect(offered, `${path} names its ordering fields`).toBeDefined();
      expect(operation.description, path).toContain(`\`ordering\`: ${offered} (`);
      for (const field of offered?.split(', ') ?? []) {
        for (const ordering of [field, `-${field}`]) {
          const response = await server.call(admin.token, {
            method: 'GET',
            url: path,
            query: { ordering },
          });
          expect(response.statusCode, `${path}?ordering=${ordering}`).toBe(200);
        }
      }
      const refused = await server.call(admin.token, {
        method: 'GET',
        url: path,
        query: { ordering: 'not_a_field' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        `Cannot order by 'not_a_field'. Allowed fields: ${offered}.`,
      );
    }
  });
});

interface OperationWithParameters {
  description?: string;
  parameters?: { name: string; description?: string }[];
}
