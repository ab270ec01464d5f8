import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
/** Configured with Redis, whose bus is not connected, and with a metrics token. */
let guarded: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  guarded = await startTestServer(
    { redisUrl: 'redis://127.0.0.1:1', metricsToken: 'metrics-token-of-this-test' },
    {
      publish: async () => undefined,
      subscribe: () => () => undefined,
      connected: () => false,
      close: async () => undefined,
    },
  );
});
afterAll(async () => {
  await server.close();
  await guarded.close();
});

describe('probes', () => {
  it('/healthz answers while the process is up', async () => {
    const response = await server.call(null, { method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database and its migrations; Redis only when configured', async () => {
    const response = await server.call(null, { method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
    });
  });

  it('/readyz is 503 when Redis is configured but the bus is not connected', async () => {
    const response = await guarded.call(null, { method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      message: 'Not ready: redis disconnected.',
      checks: { database: 'ok', redis: 'disconnected' },
    });
  });
});

describe('/metrics', () => {
  it('answers Prometheus text with request durations per route and the live figures', async () => {
    const admin = await server.login('admin');
    await server.call(admin.token, { method: 'GET', url: '/api/v1/admin/users/' });
    const response = await server.call(null, { method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/admin\/users\/",status_code="200"\} 1/,
    );
    for (const name of [
      'live_sockets_open 0',
      'chat_messages_total 0',
      'bus_reconnects_total 0',
      'bus_connected 1',
      'db_pool_connections',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('needs the bearer METRICS_TOKEN when one is set', async () => {
    const anonymous = await guarded.call(null, { method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
    const wrong = await guarded.call('metrics-token-of-another', {
      method: 'GET',
      url: '/metrics',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.call('metrics-token-of-this-test', {
      method: 'GET',
      url: '/metrics',
    });
    expect(right.statusCode).toBe(200);
  });
});
