import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMISSION_BUDGET_MS, BUSY_RETRY_AFTER_S, SERVER_BUSY } from '../lib/load-shedding.js';
import { startTestServer, type TestServer, type TestUser } from './harness.js';

let server: TestServer;
let port: number;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer({ maxRequestsInFlight: 2 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  admin = await server.login('admin');
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads one answer off the socket: its head, then as many body bytes as Content-Length says. */
function readAnswer(socket: Socket) {
  return new Promise<Answer>((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = received.subarray(0, end).toString().split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const body = received.subarray(end + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return;
      socket.off('data', onData);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString() });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/** A connection the server has accepted (the server's own listeners have seen it). */
async function acceptedConnection() {
  const accepted = new Promise((resolve) => server.app.server.once('connection', resolve));
  const socket = connect(port, '127.0.0.1');
  await accepted;
  return socket;
}

const get = (path: string, connection: 'close' | 'keep-alive') =>
  `GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin.token}\r\nConnection: ${connection}\r\n\r\n`;

const LIST = '/api/v1/admin/giftcards/?page=1';

function expectRefused(answer: Answer) {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
  expect(JSON.parse(answer.body)).toEqual({ message: SERVER_BUSY });
}

/** Moves the server's clock (performance.now) forward by `ms` from now on. */
function clockJumps(ms: number) {
  const now = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => now() + ms);
}

describe('a burst', () => {
  it('is answered, or refused at once with 503 and Retry-After, and the server serves again', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const socket = connect(port, '127.0.0.1');
        socket.write(get(LIST, 'close'));
        const answer = await readAnswer(socket);
        socket.destroy();
        return answer;
      }),
    );
    const answered = burst.filter((answer) => answer.status === 200);
    const refused = burst.filter((answer) => answer.status !== 200);
    expect(answered.length).toBeGreaterThan(0);
    for (const answer of answered) expect(JSON.parse(answer.body)).toHaveProperty('results');
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expectRefused(answer);

    const socket = connect(port, '127.0.0.1');
    socket.write(get(LIST, 'close'));
    expect((await readAnswer(socket)).status).toBe(200);
    socket.destroy();
  });
});

describe('a request that waited to be read', () => {
  it('is refused with 503 and Retry-After once it waited past the admission budget', async () => {
    const socket = await acceptedConnection();
    clockJumps(ADMISSION_BUDGET_MS + 1_000);
    socket.write(get(LIST, 'close'));
    expectRefused(await readAnswer(socket));
    socket.destroy();
  });

  it('is answered within the budget, and on a kept-alive connection whatever its pause', async () => {
    const socket = await acceptedConnection();
    socket.write(get(LIST, 'keep-alive'));
    expect((await readAnswer(socket)).status).toBe(200);
    // The client pauses past the budget before its next request: that pause is its own.
    clockJumps(ADMISSION_BUDGET_MS + 1_000);
    socket.write(get(LIST, 'keep-alive'));
    expect((await readAnswer(socket)).status).toBe(200);
    socket.destroy();
  });

  it('to a probe is answered whatever its wait', async () => {
    const socket = await acceptedConnection();
    clockJumps(ADMISSION_BUDGET_MS + 1_000);
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect((await readAnswer(socket)).status).toBe(200);
    socket.destroy();
  });
});
