import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_NEED_TOKEN } from '../infra/metrics.js';
import { BUSY_RETRY_AFTER_S, SERVER_BUSY } from '../lib/load-shedding.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({
    env: 'production',
    liveOrigins: ['wss://live.example.com'],
    maxRequestsInFlight: 2,
    requestTimeoutMs: 1_000,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => server.close());

const securityHeaders = ['content-security-policy', 'x-content-type-options', 'x-frame-options'];

describe('security headers', () => {
  it("are on every answer, the guard's refusals and unknown paths included", async () => {
    const customer = await server.login('customer');
    const answers = [
      await server.call(null, { method: 'GET', url: '/api/v1/auth/me' }),
      await server.call('not-a-token', { method: 'GET', url: '/api/v1/admin/users/' }),
      await server.call(customer.token, { method: 'GET', url: '/api/v1/admin/users/' }),
      await server.call(null, { method: 'GET', url: '/api/v1/nothing-here/' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 403, 404]);
    for (const answer of answers) {
      for (const header of securityHeaders) expect(answer.headers, header).toHaveProperty(header);
    }
  });

  it('let the app connect only to its own origin and the configured live channels', async () => {
    const answer = await server.call(null, { method: 'GET', url: '/api/v1/health' });
    const csp = String(answer.headers['content-security-policy']);
    const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1].split(' ');
    expect(connectSrc).toEqual(["'self'", 'wss://live.example.com']);
  });
});

/** What a raw socket receives for `request` until the server closes the connection. */
function rawExchange(request: string) {
  const socket = connect(port, '127.0.0.1');
  return new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => {});
    socket.write(request);
  });
}

describe("node's own answers", () => {
  it('carry the security headers: a malformed request, oversized headers, headers too slow', async () => {
    const answers = await Promise.all([
      rawExchange('NOT HTTP AT ALL\r\n\r\n'),
      rawExchange(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      rawExchange('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n'),
    ]);
    expect(answers.map((answer) => answer.slice(0, 12))).toEqual([
      'HTTP/1.1 400',
      'HTTP/1.1 431',
      'HTTP/1.1 408',
    ]);
    for (const answer of answers) {
      const head = answer.split('\r\n\r\n')[0].toLowerCase();
      for (const header of securityHeaders) expect(head, header).toContain(`\r\n${header}: `);
      expect(JSON.parse(answer.split('\r\n\r\n')[1])).toHaveProperty('message');
    }
  });
});

describe('/metrics in production', () => {
  it('is refused without METRICS_TOKEN', async () => {
    const answer = await server.call(null, { method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: METRICS_NEED_TOKEN });
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After at once past the requests in flight, then serves again', async () => {
    const user = await server.login('admin');
    const base = `http://127.0.0.1:${port}`;
    const login = (n: number) =>
      fetch(`${base}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.60.0.${n}` },
        body: JSON.stringify({ email: user.email, password: 'password123' }),
      });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => login(n)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(await answer.json()).toEqual({ message: SERVER_BUSY });
      expect(answer.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
      for (const header of securityHeaders) expect(answer.headers.has(header), header).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    // The count went back down: the next request is served.
    const me = await fetch(`${base}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.status).toBe(200);
    // Probes answer whatever the load.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('drops a request whose body does not arrive within the request timeout', async () => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('close', () => resolve(received));
      socket.write(
        'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email"',
      );
    });
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
