import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { chatMessages } from '../db/schema.js';
import { createAccessTokens } from '../plugins/auth/access-tokens.js';
import { createAccount } from '../plugins/users/accounts.js';
import { createTestDatabase, TEST_CARD_CODE_ENV } from '../test/database.js';
import { TEST_SECRET } from '../test/harness.js';
import type { Bus } from './bus.js';
import { createRedisBus } from './redis-bus.js';
import { connectTo, createDispute, portOf, quiet } from './test/live-server.js';

// Two instances sharing one database and a Redis of the test's own, which it stops: the
// account_changed event of a logout on one instance then never reaches the other.
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const tokens = createAccessTokens(TEST_SECRET);

/** A throwaway redis-server on a free port, stopped with stop() and started again on that port. */
async function throwawayRedis() {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop() {
      child?.kill('SIGKILL');
      child = null;
    },
  };
}

/** Waits for `condition`, checking every 50 ms, and fails after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** The socket's close, or a failure naming what did not happen within `timeoutMs`. */
const closedWithin = (closed: Promise<{ code: number }>, timeoutMs = 15_000) =>
  Promise.race([
    closed,
    sleep(timeoutMs).then(() => {
      throw new Error(`socket still open after ${timeoutMs} ms`);
    }),
  ]);

describe.skipIf(!hasRedisServer)('sessions end on every instance while Redis is down', () => {
  let database: DatabaseHandle;
  let redis: Awaited<ReturnType<typeof throwawayRedis>>;
  let instances: Array<{ app: FastifyInstance; bus: Bus; wsBase: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const { app, bus } of instances) {
      await app.close();
      await bus.close();
    }
    instances = [];
    redis?.stop();
  });
  afterAll(() => database.close());

  /** Instances A and B on one Redis; `sessionCheckMs` is how often each checks while it is away. */
  async function startInstances(sessionCheckMs: number) {
    redis = await throwawayRedis();
    const channel = `gca-test:${randomUUID()}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_SECRET,
      DATA_DIR: '/tmp/gca-unused',
      ...TEST_CARD_CODE_ENV,
    });
    config.realtime.sessionCheckMs = sessionCheckMs;
    for (let i = 0; i < 2; i += 1) {
      const bus = await createRedisBus(redis.url, { channel, log: quiet, readyTimeoutMs: 10_000 });
      const app = await buildApp({ config, db: database.db, bus });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ app, bus, wsBase: `ws://127.0.0.1:${portOf(app.server.address())}/ws` });
    }
    await until(() => instances.every(({ bus }) => bus.connected()), 'connected to Redis');
    return instances;
  }

  async function scene() {
    const customer = await account('customer');
    const admin = await account('admin');
    const dispute = await createDispute(database.db, customer.id);
    return { customer, admin, dispute, path: `/dispute/${dispute.id}/` };
  }

  async function account(role: 'admin' | 'customer') {
    const username = `${role}_${randomUUID().slice(0, 8)}`;
    const user = await createAccount(database.db, {
      email: `${username}@example.com`,
      username,
      password: 'password123',
      role,
    });
    return { ...user, token: await tokens.sign({ userId: user.id, role, epoch: 0 }) };
  }

  async function stopRedis() {
    redis.stop();
    await until(() => instances.every(({ bus }) => !bus.connected()), 'disconnected from Redis');
  }

  const logout = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      headers: { authorization: `Bearer ${token}` },
    });

  it('closes the socket on the other instance with 4401 within seconds of a logout', async () => {
    const [a, b] = await startInstances(300);
    const { admin, path } = await scene();
    const chatOnB = await connectTo(b.wsBase, path, admin.token);
    const inboxOnB = await connectTo(b.wsBase, '/notifications/', admin.token);
    await Promise.all([chatOnB.next('chat_history'), inboxOnB.next('notification_history')]);

    await stopRedis();
    expect((await logout(a.app, admin.token)).statusCode).toBe(204);
    expect((await closedWithin(chatOnB.closed)).code).toBe(4401);
    expect((await closedWithin(inboxOnB.closed)).code).toBe(4401);
  });

  it('sends a socket of a session ended elsewhere nothing more, without waiting for a check', async () => {
    // No timed check comes in time: only the check each event waits for while Redis is away.
    const [a, b] = await startInstances(10 * 60_000);
    const { customer, admin, path } = await scene();
    const inboxOnB = await connectTo(b.wsBase, '/notifications/', admin.token);
    const chatOnB = await connectTo(b.wsBase, path, customer.token);
    await Promise.all([inboxOnB.next('notification_history'), chatOnB.next('chat_history')]);

    await stopRedis();
    expect((await logout(a.app, admin.token)).statusCode).toBe(204);
    // The customer's message makes a notification for staff on B, where the admin's inbox is open.
    chatOnB.send({ type: 'chat_message', message: 'Is anyone there?', client_id: 'after' });
    expect((await closedWithin(inboxOnB.closed)).code).toBe(4401);
    expect(inboxOnB.pending('notification')).toEqual([]);
    await chatOnB.close();
  });

  it('closes it when Redis comes back, and refuses its chat message before that', async () => {
    // Checks while Redis is away come too late for this test: only the chat send's own check
    // and the check on the bus's return can close the socket.
    const [a, b] = await startInstances(10 * 60_000);
    const { customer, admin, dispute, path } = await scene();
    const chatOnB = await connectTo(b.wsBase, path, customer.token);
    const staffOnB = await connectTo(b.wsBase, path, admin.token);
    await Promise.all([chatOnB.next('chat_history'), staffOnB.next('chat_history')]);

    await stopRedis();
    expect((await logout(a.app, customer.token)).statusCode).toBe(204);
    chatOnB.send({ type: 'chat_message', message: 'after my logout', client_id: 'late' });
    expect((await closedWithin(chatOnB.closed)).code).toBe(4401);
    const [stored] = await database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.disputeId, dispute.id));
    expect(stored.n).toBe(0);
    expect(staffOnB.pending('chat_message')).toEqual([]);

    // Another socket of a session that ended while Redis was away, closed once it is back.
    const otherCustomer = await account('customer');
    const otherDispute = await createDispute(database.db, otherCustomer.id);
    await redis.start();
    await until(() => instances.every(({ bus }) => bus.connected()), 'reconnected to Redis');
    const otherOnB = await connectTo(b.wsBase, `/dispute/${otherDispute.id}/`, otherCustomer.token);
    await otherOnB.next('chat_history');
    await stopRedis();
    expect((await logout(a.app, otherCustomer.token)).statusCode).toBe(204);
    await redis.start();
    expect((await closedWithin(otherOnB.closed)).code).toBe(4401);
    await staffOnB.close();
  });
});
