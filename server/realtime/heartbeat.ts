import type { WebSocket } from 'ws';

/**
 * How often the heartbeat wakes. Each wake pings one slice of the sockets, so that every socket
 * is pinged once per interval without the whole round in one go: pinging 10,000 sockets in one
 * synchronous loop stopped the event loop for 380 ms.
 */
const SLICE_MS = 50;

/**
 * Pings every watched socket each interval and terminates those that did not answer the previous
 * ping: a peer that vanished without closing (network loss, sleeping laptop) would otherwise hold
 * its socket and room membership forever. Each socket gets a fixed slice, so it is pinged exactly
 * one interval after its previous ping whatever other sockets come and go.
 */
export function createHeartbeat(intervalMs: number) {
  const sliceCount = Math.max(1, Math.floor(intervalMs / SLICE_MS));
  /** Per slice, each socket and whether it answered its last ping. */
  const slices = Array.from({ length: sliceCount }, () => new Map<WebSocket, boolean>());
  const sliceOf = new Map<WebSocket, Map<WebSocket, boolean>>();
  let nextSlice = 0;
  let due = 0;

  const timer = setInterval(() => {
    const slice = slices[due];
    due = (due + 1) % sliceCount;
    for (const [socket, alive] of slice) {
      if (!alive) {
        forget(socket);
        socket.terminate();
        continue;
      }
      slice.set(socket, false);
      socket.ping();
    }
  }, intervalMs / sliceCount);
  timer.unref();

  function forget(socket: WebSocket) {
    sliceOf.get(socket)?.delete(socket);
    sliceOf.delete(socket);
  }
  // Shared by every socket (`this` is the socket), rather than two closures per socket.
  function answered(this: WebSocket) {
    sliceOf.get(this)?.set(this, true);
  }
  function closed(this: WebSocket) {
    forget(this);
  }

  return {
    watch(socket: WebSocket) {
      const slice = slices[nextSlice];
      nextSlice = (nextSlice + 1) % sliceCount;
      slice.set(socket, true);
      sliceOf.set(socket, slice);
      socket.on('pong', answered);
      socket.once('close', closed);
    },
    stop: () => clearInterval(timer),
  };
}
