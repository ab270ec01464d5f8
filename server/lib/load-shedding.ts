import http from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { countArrivals, nextQuietTurn } from '../arrivals.js';
import type { RawAnswers } from './raw-answers.js';

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';
/** Seconds a refused client is asked to wait: the backlog of admitted requests clears by then. */
export const BUSY_RETRY_AFTER_S = 1;
const BUSY_BODY = JSON.stringify({ message: SERVER_BUSY });
/**
 * Connections the kernel holds before the server accepts them. Node's 511 drops the rest of a
 * burst of 1,000, whose clients then retry after 1, 3, 7 s (TCP's SYN back-off): the refusal
 * would come seconds late. The kernel caps it at net.core.somaxconn (4096 on current Linux).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * The longest a request may have waited, from its connection's accept to node reading it, and
 * still be admitted: half of the 2 s in which an answer is due, the other half being for its work
 * beside at most `max` others. One that waited longer (the event loop was held: a long statement,
 * a machine busy elsewhere) is refused like one past the cap, at once, rather than answered late.
 * Only a connection's first request is measured: on a kept-alive connection, when the next
 * request's bytes arrived is not known (the previous answer's end would count the client's pause).
 */
export const ADMISSION_BUDGET_MS = 1_000;

/**
 * The paths whose requests count: the API and the media. Probes and metrics must answer while
 * the instance is overloaded (a balancer reads them), live channels are long-lived and capped
 * per account by their own rules, and the app's files are static.
 */
const counted = (url: string | undefined) =>
  url !== undefined && (url.startsWith('/api/') || url.startsWith('/media/'));

/** A request that has a body: it is counted once the body is whole (`admitWholeBodies`). */
export const hasBody = (headers: http.IncomingHttpHeaders) =>
  (headers['content-length'] !== undefined && headers['content-length'] !== '0') ||
  headers['transfer-encoding'] !== undefined;

/**
 * Caps the requests in flight on this instance. Past `max`, or once it has waited past
 * ADMISSION_BUDGET_MS to be read, a request is refused with 503 and Retry-After before Fastify
 * sees it (no routing, hooks or request objects: the refusal must cost next to nothing, as a
 * burst is mostly refusals), so the admitted ones are answered quickly, memory stays bounded and
 * the refused ones know when to come back. A request leaves the count when its answer ends or its
 * connection closes, whichever first.
 *
 * A request with a body enters the count only once its body is whole: a client trickling its
 * body must not hold a slot (slow bodies are bounded by lib/slow-bodies.ts). Such requests go
 * through Fastify's routing, hooks and body parsing first and are refused, if need be, by
 * `admitWholeBodies`. A multipart form is read by its route, so it counts from then on.
 *
 * `guard` is given the server as it is made (the per-address connection cap).
 */
export function loadShedding(
  max: number,
  serverOptions: http.ServerOptions & { requestTimeout: number },
  answers: RawAnswers,
  guard: (server: http.Server) => void,
) {
  let inFlight = 0;
  /** When each connection not yet read from was accepted. */
  const acceptedAt = new WeakMap<Socket, number>();
  /** How long the connection's first request waited to be read; 0 for a later one. */
  const waitedToBeRead = (socket: Socket) => {
    const accepted = acceptedAt.get(socket);
    if (accepted === undefined) return 0;
    acceptedAt.delete(socket);
    return performance.now() - accepted;
  };
  /** Counts the request in, unless the cap is reached. */
  const admit = (response: http.ServerResponse) => {
    if (inFlight >= max) return false;
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
    return true;
  };
  const serverFactory: FastifyServerFactory = (handler) => {
    const server = http.createServer(serverOptions, (request, response) => {
      const waited = waitedToBeRead(request.socket);
      if (!counted(request.url)) return handler(request, response);
      if (!hasBody(request.headers) && (waited > ADMISSION_BUDGET_MS || !admit(response))) {
        if (request.method === 'HEAD') {
          response.writeHead(503, answers.headers(BUSY_BODY, BUSY_HEADERS));
          response.end();
          return;
        }
        // The answer's bytes were written once: a burst is mostly refusals, and building each
        // through node's response (header checks, one write per part) took most of its time.
        // The connection closes with it, so no later request can wait on that socket.
        answers.end(request.socket, 503, BUSY_BODY, BUSY_HEADERS);
        return;
      }
      // Every request this turn of the event loop has read is counted before any of them runs:
      // work that never yields to the loop (PGlite's queries run on this thread, and a known
      // token's check no longer waits on the crypto thread pool) would otherwise finish one
      // request before the next is even read, so the count would never reach the cap and a
      // burst would queue for a minute instead of being refused. A body sent with its headers
      // has been read by then too. While connections keep arriving, the admitted request waits
      // on (server/arrivals.ts): node accepts one connection per turn, and the admitted requests'
      // work made each turn long enough that a burst waited seconds in the kernel's queue.
      void nextQuietTurn().then(() => handler(request, response));
    });
    server.requestTimeout = serverOptions.requestTimeout;
    server.on('connection', (socket: Socket) => acceptedAt.set(socket, performance.now()));
    countArrivals(server);
    guard(server);
    return server;
  };
  /** Counts in, or refuses, each request with a body once the body is whole. */
  const admitWholeBodies = (app: FastifyInstance) => {
    app.addHook('preValidation', async (request, reply) => {
      // An injected request (tests, the server's own) never went through the server factory's
      // count either: it has no connection.
      if (!(request.raw.socket instanceof Socket)) return;
      if (!counted(request.raw.url) || !hasBody(request.headers) || admit(reply.raw)) return;
      return reply.code(503).headers(BUSY_HEADERS).send({ message: SERVER_BUSY });
    });
  };
  return { serverFactory, admitWholeBodies };
}

const BUSY_HEADERS = { 'retry-after': String(BUSY_RETRY_AFTER_S), connection: 'close' };
