import { randomBytes } from 'node:crypto';
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

/**
 * A class rather than an object of closures: with thousands of sockets open, methods shared on
 * the prototype keep each connection small.
 */
class SocketConnection implements Connection {
  // Random bytes as one flat string: randomUUID()'s is a rope of 14 pieces, some 450 bytes.
  readonly id = randomBytes(16).toString('base64url');
  private closed: boolean;
  private readonly closeCallbacks: Array<() => void> = [];

  constructor(
    private readonly socket: WebSocket,
    private readonly maxBufferedBytes: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.closed = socket.readyState === WebSocket.CLOSED;
    socket.once('close', () => {
      this.closed = true;
      for (const callback of this.closeCallbacks.splice(0)) callback();
    });
  }

  send(payload: DisputeServerFrame | NotificationsServerFrame) {
    const { socket } = this;
    if (socket.readyState !== WebSocket.OPEN) return;
    // Without this bound, a client that never reads would make the server queue for it forever.
    if (socket.bufferedAmount > this.maxBufferedBytes) {
      this.log.warn(
        { bufferedAmount: socket.bufferedAmount },
        'closing a live client that is too slow',
      );
      this.close(CLOSE.tryAgainLater, 'Too slow to keep up');
      return;
    }
    socket.send(JSON.stringify(payload));
  }

  close(code: number, reason: string) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(code, reason);
  }

  onClose(callback: () => void) {
    if (this.closed) callback();
    else this.closeCallbacks.push(callback);
  }
}

export const createConnection = (
  socket: WebSocket,
  maxBufferedBytes: number,
  log: FastifyBaseLogger,
): Connection => new SocketConnection(socket, maxBufferedBytes, log);
