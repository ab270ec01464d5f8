import { type OutgoingHttpHeaders, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Helmet's headers: those every answer carries, the ones written outside Fastify included. */
const SECURITY_HEADER =
  /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)/;

/**
 * Answers written straight on a socket, before or outside Fastify: load shedding's 503, node's
 * own 400/408/431 and the cut of a slow body. They carry the security headers of the app's
 * answers, taken from helmet's answer to the app's first request once it listens (`takeFrom`), so
 * that helmet's configuration in app.ts stays the one list. Until then there is no answer: the
 * connection is closed without one.
 */
export function rawAnswers() {
  let securityHeaders: OutgoingHttpHeaders | null = null;
  /** Built once per status and body: a burst of refusals must cost next to nothing. */
  const built = new Map<string, Buffer>();

  /** The whole answer as it goes on the wire (it closes the connection), or null until known. */
  const build = (status: number, body: string, headers: OutgoingHttpHeaders = {}) => {
    if (!securityHeaders) return null;
    const key = `${status} ${body}`;
    let answer = built.get(key);
    if (!answer) {
      const lines = Object.entries(answerHeaders(securityHeaders, body, headers)).map(
        ([name, value]) => `${name}: ${value}`,
      );
      answer = Buffer.from(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`,
      );
      built.set(key, answer);
    }
    return answer;
  };

  return {
    build,
    /** The headers of such an answer, for one written through node's response (HEAD). */
    headers: (body: string, headers: OutgoingHttpHeaders = {}) =>
      answerHeaders(securityHeaders ?? {}, body, headers),
    /**
     * Answers and closes the connection; without the security headers yet, only closes it. A
     * client still sending (a slow body) is not waited for past a moment: destroying the socket
     * at once could reset it before the client reads the answer.
     */
    end(socket: Socket, status: number, body: string, headers?: OutgoingHttpHeaders) {
      const answer = build(status, body, headers);
      if (!answer || !socket.writable) {
        socket.destroy();
        return;
      }
      socket.end(answer);
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    },
    /** Takes the security headers of an answer of the app (they do not depend on the request). */
    async takeFrom(app: FastifyInstance) {
      const answer = await app.inject({ method: 'GET', url: '/healthz' });
      securityHeaders = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => SECURITY_HEADER.test(name)),
      );
      built.clear();
    },
  };
}

const LINGER_MS = 1_000;

export type RawAnswers = ReturnType<typeof rawAnswers>;

const answerHeaders = (
  securityHeaders: OutgoingHttpHeaders,
  body: string,
  headers: OutgoingHttpHeaders,
): OutgoingHttpHeaders => ({
  ...securityHeaders,
  'content-type': 'application/json; charset=utf-8',
  'content-length': Buffer.byteLength(body),
  ...headers,
  connection: 'close',
});
