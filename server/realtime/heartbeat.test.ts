import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createHeartbeat } from './heartbeat.js';

/** What the heartbeat uses of a socket: ping, terminate, and the pong and close events. */
function fakeSocket({ answers }: { answers: boolean }) {
  const socket = Object.assign(new EventEmitter(), {
    ping: vi.fn(() => {
      if (answers) queueMicrotask(() => socket.emit('pong'));
    }),
    terminate: vi.fn(() => socket.emit('close')),
  });
  return socket;
}
const asSocket = (fake: ReturnType<typeof fakeSocket>) => fake as unknown as WebSocket;

describe('heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every socket once per interval, a slice at a time', async () => {
    const heartbeat = createHeartbeat(1_000);
    const sockets = Array.from({ length: 100 }, () => fakeSocket({ answers: true }));
    for (const socket of sockets) heartbeat.watch(asSocket(socket));

    // Part of the way through the interval, only some sockets have been pinged yet.
    await vi.advanceTimersByTimeAsync(500);
    const pinged = sockets.filter((socket) => socket.ping.mock.calls.length === 1).length;
    expect(pinged).toBeGreaterThan(0);
    expect(pinged).toBeLessThan(sockets.length);

    await vi.advanceTimersByTimeAsync(500);
    expect(sockets.map((socket) => socket.ping.mock.calls.length)).toEqual(sockets.map(() => 1));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sockets.map((socket) => socket.ping.mock.calls.length)).toEqual(sockets.map(() => 4));
    expect(sockets.some((socket) => socket.terminate.mock.calls.length > 0)).toBe(false);
    heartbeat.stop();
  });

  it('terminates a socket that did not answer its previous ping, and forgets a closed one', async () => {
    const heartbeat = createHeartbeat(1_000);
    const dead = fakeSocket({ answers: false });
    const alive = fakeSocket({ answers: true });
    const closed = fakeSocket({ answers: true });
    for (const socket of [dead, alive, closed]) heartbeat.watch(asSocket(socket));
    closed.emit('close');

    await vi.advanceTimersByTimeAsync(1_000);
    expect(dead.terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(dead.terminate).toHaveBeenCalledTimes(1);
    expect(alive.terminate).not.toHaveBeenCalled();
    expect(closed.ping).not.toHaveBeenCalled();
    // Once terminated, it is no longer pinged.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(dead.ping).toHaveBeenCalledTimes(1);
    heartbeat.stop();
  });
});
