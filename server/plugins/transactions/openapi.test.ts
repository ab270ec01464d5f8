import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('OpenAPI document', () => {
  it('documents every gift card and dispute route with tags, a summary and its schemas', async () => {
    const response = await server.call(null, { method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    const routes = [
      ['get', '/api/v1/admin/giftcards/dashboard_stats/'],
      ['get', '/api/v1/admin/giftcards/'],
      ['get', '/api/v1/admin/giftcards/{id}/'],
      ['patch', '/api/v1/admin/giftcards/{id}/'],
      ['post', '/api/v1/giftcards/'],
      ['get', '/api/v1/giftcards/'],
      ['get', '/api/v1/disputes/'],
      ['post', '/api/v1/disputes/'],
      ['get', '/api/v1/disputes/{id}/'],
      ['put', '/api/v1/disputes/{id}/'],
    ];
    for (const [method, path] of routes) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
    expect(paths['/api/v1/admin/giftcards/{id}/'].get.description).toContain(
      'margin_percentage = (card_value - payout) / card_value * 100',
    );
    const listParameters = paths['/api/v1/admin/giftcards/'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(listParameters).toEqual(
      expect.arrayContaining([
        'page',
        'page_size',
        'search',
        'ordering',
        'status',
        'user',
        'brand',
      ]),
    );
    expect(Object.keys(paths['/api/v1/giftcards/'].post.requestBody.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    const review = paths['/api/v1/admin/giftcards/{id}/'].patch.requestBody.content;
    expect(review['application/json'].schema.required).toEqual(
      expect.arrayContaining(['status', 'expected_payout', 'offered_rate']),
    );
  });
});
