import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf } from '../realtime/test/live-server.js';
import { startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(server.app.server.address());
});
afterAll(() => server.close());

/** Sends bytes as they are (no client library would send these) and answers status and body. */
function rawRequest(request: string) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head, body = ''] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (!status) reject(new Error(`no answer: ${answer}`));
      else resolve({ status, body: JSON.parse(body) });
    });
  });
}

const get = (target: string, headers = '') =>
  rawRequest(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`);

describe("errors Fastify and Node's HTTP parser answer themselves", () => {
  it('a URL that cannot be decoded is 400 in the contract shape', async () => {
    expect(await get('/api/v1/admin/users/%zz')).toEqual({
      status: 400,
      body: { message: 'The URL is not valid.' },
    });
  });

  it('a path parameter over the router limit is 414 in the contract shape', async () => {
    expect(await get(`/api/v1/admin/users/${'a'.repeat(600)}`)).toEqual({
      status: 414,
      body: { message: 'The URL is too long.' },
    });
  });

  it('headers over the size limit are 431 in the contract shape', async () => {
    expect(await get('/api/v1/health', `X-Padding: ${'a'.repeat(20_000)}\r\n`)).toEqual({
      status: 431,
      body: { message: 'The request headers are too large.' },
    });
  });

  it('a request line that is not HTTP is 400 in the contract shape', async () => {
    expect(await rawRequest('NOT HTTP AT ALL\r\n\r\n')).toEqual({
      status: 400,
      body: { message: 'The request could not be understood.' },
    });
  });
});
