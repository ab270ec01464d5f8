import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const documented = new Map<string, { summary?: string; tags?: string[] }>();
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
    }
  });
});
