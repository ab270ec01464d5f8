import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './harness.js';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({
    maxRequestsInFlight: 4,
    maxConnectionsPerAddress: 64,
    slowBodies: { perAddress: 8, minBytesPerSecond: 1024, windowMs: 5_000 },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => server.close());

/** Opens a connection that sends `start`, then one more byte a second; settles once connected. */
function trickle(start: string, drip: string, from = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  socket.on('error', () => {});
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const dripping = setInterval(() => socket.writable && socket.write(drip), 1_000);
  socket.on('close', () => clearInterval(dripping));
  return new Promise<{ socket: Socket; received: () => string }>((resolve) => {
    const settle = () => resolve({ socket, received: () => received });
    socket.once('connect', () => {
      socket.write(start);
      settle();
    });
    socket.once('close', settle);
  });
}

/** A legitimate request from `from`: its status, or 0 when its connection failed. */
function request(
  from: string,
  method: string,
  path: string,
  headers: http.OutgoingHttpHeaders,
  body?: string,
) {
  return new Promise<number>((resolve) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, localAddress: from, method, path, headers, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(body);
  });
}

/**
 * A customer's requests, one after another as a client sends them: two reads, and a body (a
 * dispute opened, or a sign-in). Two such customers at once stay under the cap of requests in
 * flight, so any refusal would come from the slow clients' holding slots.
 */
async function legitimate(from: string, user: TestUser, body: 'dispute' | 'login') {
  const me = () =>
    request(from, 'GET', '/api/v1/auth/me', { authorization: `Bearer ${user.token}` });
  const answers = [await me(), await me()];
  answers.push(
    body === 'dispute'
      ? await request(
          from,
          'POST',
          '/api/v1/disputes/',
          { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          JSON.stringify({ message: 'Where is my payout?' }),
        )
      : await request(
          from,
          'POST',
          '/api/v1/auth/login/',
          { 'content-type': 'application/json' },
          JSON.stringify({ email: user.email, password: 'password123' }),
        ),
  );
  return answers;
}

describe('slow clients', () => {
  it('100 slow bodies and 400 slow headers from one address leave legitimate requests answered', async () => {
    const user = await server.login('customer');
    const slowBodies = await Promise.all(
      Array.from({ length: 100 }, () =>
        trickle(
          'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
          ' ',
        ),
      ),
    );
    const slowHeaders = await Promise.all(
      Array.from({ length: 400 }, (_, n) =>
        trickle(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Slow-${n}: `, 'a'),
      ),
    );
    try {
      const answers = (
        await Promise.all([
          // The slow bodies' sign-ins count against this address's sign-in throttle: its
          // legitimate body goes elsewhere.
          legitimate('127.0.0.1', user, 'dispute'),
          legitimate('127.0.0.2', user, 'login'),
        ])
      ).flat();
      expect(answers).toEqual([200, 200, 201, 200, 200, 200]);
      // The slow bodies past the address's allowance were cut (408) or their connection closed.
      const cut = slowBodies.filter(
        ({ socket, received }) => received().startsWith('HTTP/1.1 408') || socket.destroyed,
      );
      expect(cut.length).toBeGreaterThanOrEqual(100 - 8);
    } finally {
      for (const { socket } of [...slowBodies, ...slowHeaders]) socket.destroy();
    }
  });

  it('cuts a body slower than the minimum rate with 408', async () => {
    const { socket, received } = await trickle(
      'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
      '127.0.0.3',
    );
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received()).toMatch(/^HTTP\/1.1 408 /);
    expect(received()).toContain('content-security-policy: ');
  });
});
