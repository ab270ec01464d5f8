import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bus, BusEvent } from './bus.js';
import { createRedisBus } from './redis-bus.js';

const redisUrl = process.env.TEST_REDIS_URL;

import { quiet } from './test/live-server.js';

/** A notification whose message tells the events apart. */
const notification = (message: string) => ({
  id: '00000000-0000-4000-8000-000000000000',
  message,
  message_code: null,
  message_params: null,
  created_at: '2026-01-01T00:00:00.000Z',
  is_read: false,
  kind: 'chat_message' as const,
  subject_id: null,
});

const event = (n: number): BusEvent => ({
  type: 'notification',
  notification: notification(String(n)),
  readers: ['admin'],
});

const buses: Bus[] = [];
async function bus(url: string, channel: string, readyTimeoutMs?: number) {
  const created = await createRedisBus(url, { channel, log: quiet, readyTimeoutMs });
  buses.push(created);
  return created;
}
function collect(target: Bus) {
  const seen: BusEvent[] = [];
  target.subscribe((received) => seen.push(received));
  return seen;
}
afterEach(async () => {
  await Promise.all(buses.splice(0).map((b) => b.close()));
});

describe('Redis bus without Redis', () => {
  it('publishes without throwing or waiting, and still delivers on this instance', async () => {
    const alone = await bus('redis://127.0.0.1:1', `gca-test:${randomUUID()}`, 100);
    const seen = collect(alone);
    const started = Date.now();
    await alone.publish(event(1));
    expect(Date.now() - started).toBeLessThan(500);
    expect(seen).toEqual([event(1)]);
  });
});

describe.skipIf(!redisUrl)('Redis bus', () => {
  const url = redisUrl!;

  it('delivers to every instance on the channel exactly once, and not to other channels', async () => {
    const channel = `gca-test:${randomUUID()}`;
    const [a, b, elsewhere] = [
      await bus(url, channel),
      await bus(url, channel),
      await bus(url, `${channel}:other`),
    ];
    const [seenA, seenB, seenElsewhere] = [collect(a), collect(b), collect(elsewhere)];
    await a.publish(event(1));
    await b.publish(event(2));
    await sleep(300);
    expect(seenA).toEqual([event(1), event(2)]);
    expect(seenB).toEqual([event(2), event(1)]);
    expect(seenElsewhere).toEqual([]);
  });

  it('resubscribes by itself after its Redis connection is killed', async () => {
    const channel = `gca-test:${randomUUID()}`;
    const [a, b] = [await bus(url, channel), await bus(url, channel)];
    const seenB = collect(b);
    const admin = new Redis(url);
    try {
      const clients = String(await admin.client('LIST'));
      const ids = clients
        .split('\n')
        .filter((line) => line.includes(`name=${channel}:`))
        .map((line) => /\bid=(\d+)/.exec(line)![1]);
      expect(ids.length).toBe(4);
      for (const id of ids) await admin.client('KILL', 'ID', id);
    } finally {
      admin.disconnect();
    }
    // Events published while the connections are down are lost between instances (pub/sub keeps
    // nothing); the clients reload history when they reconnect. What matters is that it recovers.
    for (
      let n = 0;
      n < 50 && !seenB.some((e) => e.type === 'notification' && e.notification.message === 'back');
      n += 1
    ) {
      await a.publish({
        type: 'notification',
        notification: notification('back'),
        readers: ['admin'],
      });
      await sleep(100);
    }
    expect(seenB).toContainEqual({
      type: 'notification',
      notification: notification('back'),
      readers: ['admin'],
    });
    // ...and tells its sockets to re-read what they may have missed meanwhile.
    expect(seenB).toContainEqual({ type: 'resync' });
  });
});
