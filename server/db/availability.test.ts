import { createServer, type Server, Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../lib/errors.js';
import { TEST_CARD_CODE_KEYS } from '../test/database.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { openDatabase } from './client.js';

async function expectUnavailable(server: TestServer, token: string) {
  const response = await server.call(token, { method: 'GET', url: '/api/v1/admin/users/' });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({ message: SERVICE_UNAVAILABLE });
}

describe('the database closed under a running server', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.app.close();
  });

  it('answers 503 with Retry-After, logs the outage once, and is not ready', async () => {
    const server = await startTestServer();
    servers.push(server);
    const admin = await server.login('admin');
    const logged = vi.spyOn(server.app.log, 'error');
    await server.database.close();

    for (let n = 0; n < 5; n += 1) await expectUnavailable(server, admin.token);
    const login = await server.call(null, {
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: admin.email, password: 'password123' },
    });
    expect(login.statusCode).toBe(503);
    expect(logged).toHaveBeenCalledTimes(1);
    const ready = await server.call(null, { method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database).toBe('unreachable');
    expect((await server.call(null, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

/** A TCP relay to PostgreSQL that a test can cut and restore, as a stopped server would be. */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  return {
    port,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    start: () => listen(port),
  };
}

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL stopped and started again', () => {
  it('answers 503 while it is away and 200 once it is back, without a restart', async () => {
    const server = await startTestServer();
    const admin = await server.login('admin');
    const { rows } = (await server.database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as { rows: { name: string }[] };
    const direct = new URL(process.env.TEST_DATABASE_URL!);
    const relay = await relayTo(direct);
    const viaRelay = new URL(direct);
    viaRelay.port = String(relay.port);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.pathname = `/${rows[0].name}`;
    const database = await openDatabase({
      databaseUrl: viaRelay.toString(),
      dataDir: null,
      cardCodeKeys: TEST_CARD_CODE_KEYS,
    });
    const relayed = await startTestServer({}, undefined, database);
    try {
      const ok = await relayed.call(admin.token, { method: 'GET', url: '/api/v1/admin/users/' });
      expect(ok.statusCode).toBe(200);
      await relay.stop();
      await expectUnavailable(relayed, admin.token);
      await expectUnavailable(relayed, admin.token);
      await relay.start();
      const back = await relayed.call(admin.token, { method: 'GET', url: '/api/v1/admin/users/' });
      expect(back.statusCode).toBe(200);
      expect((await relayed.call(null, { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await relayed.close();
      await relay.stop();
      await server.close();
    }
  });
});
