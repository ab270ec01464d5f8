import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { disputes } from '../../db/schema.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { Bus } from '../bus.js';
import { createRedisBus } from '../redis-bus.js';
import { LiveClient } from './live-client.js';

export interface LiveServer extends TestServer {
  /** ws://host:port/ws */
  wsBase: string;
  connect(
    path: string,
    token?: string | null,
    options?: { origin?: string; autoPong?: boolean },
  ): Promise<LiveClient>;
}

/**
 * The test server of the harness, listening on a free port so real WebSocket clients can connect;
 * with TEST_REDIS_URL set, its events go through Redis (on a channel of its own).
 */
export async function startLiveServer(
  overrides: Partial<Config> = {},
  bus?: Bus,
): Promise<LiveServer> {
  const server = await startTestServer(overrides, bus ?? (await testBus()));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const wsBase = `ws://127.0.0.1:${portOf(server.app.server.address())}/ws`;
  return {
    ...server,
    wsBase,
    connect: (path, token, options) => connectTo(wsBase, path, token, options),
  };
}

async function testBus() {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return undefined;
  return createRedisBus(url, { channel: `gca-test:${randomUUID()}`, log: quiet });
}

/** Keeps the test output clean; the Redis bus tests check what it reports. */
export const quiet = { info: () => {}, warn: () => {} };

export function portOf(address: ReturnType<import('node:net').Server['address']>) {
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

export function connectTo(
  wsBase: string,
  path: string,
  token?: string | null,
  options?: { origin?: string; autoPong?: boolean },
) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return LiveClient.open(`${wsBase}${path}${query}`, options);
}

/** Disputes are the REST side's; the channels only need the row. */
export async function createDispute(db: Database, customerId: string) {
  const [dispute] = await db.insert(disputes).values({ customerId }).returning();
  return dispute;
}
