import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis, type RedisOptions } from 'ioredis';
import { type Bus, type BusEvent, createLocalBus } from './bus.js';

export interface BusLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface RedisBusOptions {
  /** The pub/sub channel; instances that should hear each other share it. */
  channel?: string;
  log?: BusLogger;
  /** How long start-up waits for the subscription before going on without Redis for now. */
  readyTimeoutMs?: number;
}

interface Envelope {
  /** The publishing instance, which has already delivered the event to its own sockets. */
  origin: string;
  event: BusEvent;
}

/** Retry forever, at most every 5 s: the bus must come back by itself when Redis does. */
const retryStrategy = (attempt: number) => Math.min(attempt * 250, 5_000);

/**
 * Several server instances: each event is delivered to this instance's sockets at once and
 * published on one Redis channel for the others. Redis being away never fails a publish (the
 * REST request that caused it stays successful) and never stops local delivery; ioredis
 * reconnects and resubscribes by itself.
 */
export async function createRedisBus(url: string, options: RedisBusOptions = {}): Promise<Bus> {
  const { channel = 'gift-card-admin:live', log = console, readyTimeoutMs = 3_000 } = options;
  const instanceId = randomUUID();
  const local = createLocalBus();
  const base: RedisOptions = { retryStrategy, lazyConnect: false };
  // A publish while disconnected fails at once rather than queueing behind a dead connection.
  const publisher = new Redis(url, {
    ...base,
    connectionName: `${channel}:pub`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
  });
  // The subscription is queued until the first connection, however long that takes.
  const subscriber = new Redis(url, {
    ...base,
    connectionName: `${channel}:sub`,
    maxRetriesPerRequest: null,
  });
  watchConnection(publisher, 'publisher', log);
  // One warning per outage, not one per event published during it.
  let publishFailing = false;
  publisher.on('ready', () => {
    if (!publishFailing) return;
    publishFailing = false;
    // Some events of this instance never reached the others: they re-read their history.
    const envelope: Envelope = { origin: instanceId, event: { type: 'resync' } };
    publisher.publish(channel, JSON.stringify(envelope)).catch(() => undefined);
  });
  watchConnection(subscriber, 'subscriber', log);
  // After the first connection, every 'ready' follows an outage during which events from the
  // other instances were lost: once subscribed again, this instance's sockets re-read history.
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (!connectedOnce) {
      connectedOnce = true;
      return;
    }
    subscriber.subscribe(channel).then(
      () => local.publish({ type: 'resync' }),
      () => undefined,
    );
  });

  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw);
    } catch {
      log.warn('Ignored a malformed live event from Redis');
      return;
    }
    if (envelope.origin !== instanceId) void local.publish(envelope.event);
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => true,
    () => false,
  );
  if (!(await Promise.race([subscribed, sleep(readyTimeoutMs, false, { ref: false })]))) {
    log.warn('Redis is not reachable yet: live events stay on this instance until it is');
  }

  return {
    async publish(event) {
      await local.publish(event);
      const envelope: Envelope = { origin: instanceId, event };
      // Not awaited: a REST request or a chat message never waits on Redis.
      publisher.publish(channel, JSON.stringify(envelope)).catch((error: Error) => {
        if (publishFailing) return;
        publishFailing = true;
        log.warn(`Live events reach this instance only until Redis is back (${error.message})`);
      });
    },
    subscribe: (listener) => local.subscribe(listener),
    connected: () => subscriber.status === 'ready' && publisher.status === 'ready',
    async close() {
      await local.close();
      await Promise.all([closeClient(publisher), closeClient(subscriber)]);
    },
  };
}

/** One line when a connection drops and one when it is back, not one per retry. */
function watchConnection(client: Redis, name: string, log: BusLogger) {
  let down = false;
  const lost = (reason: string) => {
    if (down) return;
    down = true;
    log.warn(`Redis ${name} connection lost (${reason}); reconnecting`);
  };
  client.on('error', (error: Error) => lost(error.message));
  client.on('reconnecting', () => lost('closed'));
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis ${name} connection restored`);
  });
}

/** QUIT flushes what is pending; a connection that is down is simply dropped. */
async function closeClient(client: Redis) {
  if (client.status === 'ready') {
    await Promise.race([
      client.quit().catch(() => undefined),
      sleep(1_000, undefined, { ref: false }),
    ]);
  }
  client.disconnect();
}
