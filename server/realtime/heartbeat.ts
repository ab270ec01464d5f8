import type { WebSocket } from 'ws';

/**
 * Pings every watched socket each interval and terminates those that did not answer the previous
 * ping: a peer that vanished without closing (network loss, sleeping laptop) would otherwise hold
 * its socket and room membership forever.
 */
export function createHeartbeat(intervalMs: number) {
  const answered = new Map<WebSocket, boolean>();
  const timer = setInterval(() => {
    for (const [socket, alive] of answered) {
      if (!alive) {
        answered.delete(socket);
        socket.terminate();
        continue;
      }
      answered.set(socket, false);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return {
    watch(socket: WebSocket) {
      answered.set(socket, true);
      socket.on('pong', () => {
        if (answered.has(socket)) answered.set(socket, true);
      });
      socket.once('close', () => answered.delete(socket));
    },
    stop: () => clearInterval(timer),
  };
}
