import http from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

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
 * The paths whose requests count: the API and the media. Probes and metrics must answer while
 * the instance is overloaded (a balancer reads them), live channels are long-lived and capped
 * per account by their own rules, and the app's files are static.
 */
const counted = (url: string | undefined) =>
  url !== undefined && (url.startsWith('/api/') || url.startsWith('/media/'));

/**
 * Caps the requests in flight on this instance. Past `max`, a request is refused with 503 and
 * Retry-After before Fastify sees it (no routing, hooks or request objects: the refusal must
 * cost next to nothing, as a burst is mostly refusals), so the admitted ones are answered
 * quickly, memory stays bounded and the refused ones know when to come back. A request leaves
 * the count when its answer ends or its connection closes, whichever first.
 *
 * The refusal carries the security headers every answer has: copied from helmet's answer to
 * the app's first request once it is ready (`securityHeadersFrom`).
 */
export function loadShedding(
  max: number,
  serverOptions: http.ServerOptions & { requestTimeout: number },
) {
  let inFlight = 0;
  let securityHeaders: http.OutgoingHttpHeaders = {};
  let busyAnswer = rawBusyAnswer(securityHeaders);
  const serverFactory: FastifyServerFactory = (handler) => {
    const server = http.createServer(serverOptions, (request, response) => {
      if (!counted(request.url)) return handler(request, response);
      if (inFlight >= max) {
        if (request.method === 'HEAD') {
          response.writeHead(503, busyHeaders(securityHeaders));
          response.end();
          return;
        }
        // The answer's bytes were written once: a burst is mostly refusals, and building each
        // through node's response (header checks, one write per part) took most of its time.
        // The connection closes with it, so no later request can wait on that socket.
        request.socket.end(busyAnswer);
        return;
      }
      inFlight += 1;
      response.once('close', () => {
        inFlight -= 1;
      });
      // Every request this turn of the event loop has read is counted before any of them runs:
      // work that never yields to the loop (PGlite's queries run on this thread, and a known
      // token's check no longer waits on the crypto thread pool) would otherwise finish one
      // request before the next is even read, so the count would never reach the cap and a
      // burst would queue for a minute instead of being refused.
      setImmediate(handler, request, response);
    });
    server.requestTimeout = serverOptions.requestTimeout;
    return server;
  };
  /** Takes the security headers of an answer of the app (they do not depend on the request). */
  const securityHeadersFrom = async (app: FastifyInstance) => {
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    securityHeaders = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => SECURITY_HEADERS.test(name)),
    );
    busyAnswer = rawBusyAnswer(securityHeaders);
  };
  return { serverFactory, securityHeadersFrom };
}

const busyHeaders = (securityHeaders: http.OutgoingHttpHeaders): http.OutgoingHttpHeaders => ({
  ...securityHeaders,
  'content-type': 'application/json; charset=utf-8',
  'content-length': Buffer.byteLength(BUSY_BODY),
  'retry-after': String(BUSY_RETRY_AFTER_S),
  connection: 'close',
});

/** The whole 503 answer as it goes on the wire. */
function rawBusyAnswer(securityHeaders: http.OutgoingHttpHeaders) {
  const lines = Object.entries(busyHeaders(securityHeaders)).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return Buffer.from(
    `HTTP/1.1 503 Service Unavailable\r\n${lines.join('\r\n')}\r\n\r\n${BUSY_BODY}`,
  );
}

/** Helmet's headers: what a refusal must carry like any other answer. */
const SECURITY_HEADERS =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)/;
