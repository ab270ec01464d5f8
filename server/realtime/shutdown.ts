import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket, type WebSocketServer } from 'ws';
import { CLOSE } from '../../contract/live.js';

/**
 * Closes every socket with "service restart", which tells clients to reconnect (to this server
 * once it is back, or to another instance), gives them `graceMs` to answer the close frame, then
 * cuts off the rest so that shutdown never waits on a dead peer.
 */
export async function closeAllSockets(server: WebSocketServer, graceMs: number) {
  const sockets = [...server.clients];
  for (const socket of sockets) socket.close(CLOSE.restart, 'Server restarting');
  const closed = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) resolve();
        else socket.once('close', () => resolve());
      }),
  );
  await Promise.race([Promise.all(closed), sleep(graceMs, undefined, { ref: false })]);
  for (const socket of sockets) socket.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
