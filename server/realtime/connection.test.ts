import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { CLOSE } from '../../contract/live.js';
import { createConnection } from './connection.js';

/** Just what a connection reads of a socket, so a slow reader can be staged exactly. */
function fakeSocket() {
  return Object.assign(new EventEmitter(), {
    readyState: WebSocket.OPEN as number,
    bufferedAmount: 0,
    send: vi.fn(),
    close: vi.fn(),
  });
}
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('connection send buffer', () => {
  it('sends while the client keeps up, closes it with 1013 once too much is unread', () => {
    const socket = fakeSocket();
    const connection = createConnection(socket as unknown as WebSocket, 1_000, log);
    connection.send({ type: 'error', message: 'a' });
    expect(socket.send).toHaveBeenCalledWith('{"type":"error","message":"a"}');
    socket.bufferedAmount = 1_001;
    connection.send({ type: 'error', message: 'b' });
    expect(socket.send).toHaveBeenCalledTimes(1);
    expect(socket.close).toHaveBeenCalledWith(CLOSE.tryAgainLater, expect.any(String));
  });

  it('drops what is sent after the socket started closing, and runs close callbacks once', () => {
    const socket = fakeSocket();
    const connection = createConnection(socket as unknown as WebSocket, 1_000, log);
    const onClose = vi.fn();
    connection.onClose(onClose);
    socket.readyState = WebSocket.CLOSING;
    connection.send({ type: 'error', message: 'late' });
    expect(socket.send).not.toHaveBeenCalled();
    socket.emit('close');
    expect(onClose).toHaveBeenCalledTimes(1);
    const afterwards = vi.fn();
    connection.onClose(afterwards);
    expect(afterwards).toHaveBeenCalledTimes(1);
  });
});
