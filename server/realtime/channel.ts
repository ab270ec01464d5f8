import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE } from '../../contract/live.js';
import { type DatabaseOutages, isDatabaseUnavailable } from '../db/availability.js';
import { type Connection, createConnection } from './connection.js';
import type { createHeartbeat } from './heartbeat.js';
import { ERRORS, parseFrame } from './protocol.js';
import { type createKeyedRateLimiter, createRateLimiter } from './rate-limit.js';
import type { RealtimeSettings } from './settings.js';

/** One kind of live channel: what happens on connect, and with each message. */
export interface Channel<Context extends { userId: string }> {
  /**
   * Checks the handshake, joins and sends the history; null once it has closed the socket. What
   * it keeps for later must not hold `request`: the socket outlives it.
   */
  open(connection: Connection, request: FastifyRequest): Promise<Context | null>;
  receive(context: Context, frame: { type: unknown }, connection: Connection): Promise<void>;
}

/** Closes a socket refused at the handshake; `open` returns its result. */
export function refuse(connection: Connection, code: number, reason: string): null {
  connection.close(code, reason);
  return null;
}

export interface ChannelDeps {
  settings: RealtimeSettings;
  heartbeat: ReturnType<typeof createHeartbeat>;
  /** Shared by every channel, so one account's sockets together stay under one rate. */
  allowUser: ReturnType<typeof createKeyedRateLimiter>;
  databaseOutages: DatabaseOutages;
  /** Messages being handled: shutdown waits for them before the bus and database close. */
  inFlight: InFlight;
  /** The instance's logger: a socket outlives the request that opened it, and its logger. */
  log: FastifyBaseLogger;
}

/**
 * The messages of every socket still being handled. A socket closed with 1012 may have a chat
 * message half stored: it is finished and published (the sender resends it on reconnect and gets
 * the stored one back), so the instance must not close its bus and database under it.
 */
export function createInFlight() {
  const pending = new Set<Promise<void>>();
  return {
    add(work: Promise<void>) {
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    async settled() {
      await Promise.allSettled([...pending]);
    },
  };
}
export type InFlight = ReturnType<typeof createInFlight>;

/**
 * Lets the HTTP exchange of the upgrade be collected once the socket is open. Two references
 * would otherwise keep all of it (Fastify's request and reply, node's request and response, the
 * headers, the token URL: about 6 KiB) for as long as the socket lives.
 */
function forgetUpgrade(
  socket: WebSocket,
  request: FastifyRequest,
  onError: (this: WebSocket, error: Error) => void,
) {
  // @fastify/websocket's error listener closes over the request and reply: ours does the same job.
  socket.removeAllListeners('error');
  socket.on('error', onError);
  // The response @fastify/websocket made for the upgrade stays attached to the TCP socket.
  const tcp = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
}

/**
 * The socket handler of a channel. Messages are listened to from the first moment (a client
 * that resends on reconnect writes before the history arrives) and handled one at a time, in
 * order, once `open` has admitted the client.
 */
export function serveChannel<Context extends { userId: string }>(
  deps: ChannelDeps,
  channel: Channel<Context>,
) {
  const { settings, heartbeat, allowUser, databaseOutages, inFlight, log } = deps;
  // Socket errors (an oversized frame, a peer that vanished) end that socket, not the server.
  function endSocket(this: WebSocket, error: Error) {
    log.warn({ err: error }, 'live channel socket error');
    this.terminate();
  }
  return (socket: WebSocket, request: FastifyRequest) => {
    forgetUpgrade(socket, request, endSocket);
    const connection = createConnection(socket, settings.maxBufferedBytes, log);
    heartbeat.watch(socket);
    /** A database outage is logged once for all sockets; anything else is a bug, logged each time. */
    const failed = (error: unknown, what: string) => {
      if (isDatabaseUnavailable(error)) databaseOutages.report(error);
      else log.error({ err: error }, what);
    };
    const opened = channel.open(connection, request).catch((error) => {
      failed(error, 'live channel failed to open');
      connection.close(CLOSE.internalError, 'Internal error');
      return null;
    });
    let admitted: Context | null = null;
    void opened.then((context) => {
      admitted = context;
    });
    const allow = createRateLimiter(settings.rateLimit.messages, settings.rateLimit.windowMs);
    const refuse = () => connection.send({ type: 'error', message: ERRORS.rateLimited });
    let queue = Promise.resolve();
    socket.on('message', (data) => {
      // Counted as they arrive, not as they are handled: a slow queue must not let a flood in.
      if (!allow() || (admitted && !allowUser(admitted.userId))) return refuse();
      const countedForUser = admitted !== null;
      queue = queue.then(() => handle(data, countedForUser));
      inFlight.add(queue);
    });

    async function handle(data: unknown, countedForUser: boolean) {
      const context = await opened;
      if (context === null) return;
      if (!countedForUser && !allowUser(context.userId)) return refuse();
      const frame = parseFrame(data);
      if (!frame) {
        connection.send({ type: 'error', message: ERRORS.notJson });
        return;
      }
      try {
        await channel.receive(context, frame, connection);
      } catch (error) {
        failed(error, 'live channel message failed');
        connection.send({ type: 'error', message: ERRORS.internal });
      }
    }
  };
}
