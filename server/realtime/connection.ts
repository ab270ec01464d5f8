import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import {
  CLOSE,
  type DisputeServerFrame,
  type NotificationsServerFrame,
} from '../../contract/live.js';

/** One client socket, as the channels and the hub see it. */
export interface Connection {
  readonly id: string;
  /** Sends JSON; drops it once the socket is closing, and closes a client that stopped reading. */
  send(payload: DisputeServerFrame | NotificationsServerFrame): void;
  close(code: number, reason: string): void;
  /** Runs `callback` when the socket closes, or at once if it already has. */
  onClose(callback: () => void): void;
}

export function createConnection(
  socket: WebSocket,
  maxBufferedBytes: number,
  log: FastifyBaseLogger,
): Connection {
  let closed = socket.readyState === WebSocket.CLOSED;
  const callbacks: Array<() => void> = [];
  socket.once('close', () => {
    closed = true;
    for (const callback of callbacks.splice(0)) callback();
  });
  const connection: Connection = {
    id: randomUUID(),
    send(payload) {
      if (socket.readyState !== WebSocket.OPEN) return;
      // Without this bound, a client that never reads would make the server queue for it forever.
      if (socket.bufferedAmount > maxBufferedBytes) {
        log.warn(
          { bufferedAmount: socket.bufferedAmount },
          'closing a live client that is too slow',
        );
        connection.close(CLOSE.tryAgainLater, 'Too slow to keep up');
        return;
      }
      socket.send(JSON.stringify(payload));
    },
    close(code, reason) {
      if (socket.readyState === WebSocket.OPEN) socket.close(code, reason);
    },
    onClose(callback) {
      if (closed) callback();
      else callbacks.push(callback);
    },
  };
  return connection;
}
