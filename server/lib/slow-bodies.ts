import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { endSlowRequest } from './errors.js';
import { hasBody } from './load-shedding.js';
import type { RawAnswers } from './raw-answers.js';

export interface SlowBodyLimits {
  /** Requests of one client address whose body is still arriving. */
  perAddress: number;
  /** Below this rate over `windowMs`, a body is cut. */
  minBytesPerSecond: number;
  windowMs: number;
  /** Time a request has to arrive whole (headers and body). */
  timeoutMs: number;
}

interface ArrivingBody {
  socket: Socket;
  address: string;
  started: number;
  windowStarted: number;
  bytesReadAtWindowStart: number;
}

/**
 * Bounds the requests whose body is still arriving once Fastify has them. Node's requestTimeout
 * stops counting once the headers are in, so a client trickling its body would hold its
 * connection (and what it buffered) as long as it likes. Here a body must arrive whole within
 * the request timeout and at `minBytesPerSecond` over each window, else its request is answered
 * 408 and its connection closed; and one address has at most `perAddress` of them: past that, its
 * oldest gives way (a legitimate client's body arrives at once, a slow one waits).
 */
export function installSlowBodies(
  app: FastifyInstance,
  limits: SlowBodyLimits,
  answers: RawAnswers,
) {
  /** By client address, oldest first. */
  const arriving = new Map<string, Set<ArrivingBody>>();
  const forget = (body: ArrivingBody) => {
    const bodies = arriving.get(body.address);
    bodies?.delete(body);
    if (bodies?.size === 0) arriving.delete(body.address);
  };
  const cut = (body: ArrivingBody) => {
    forget(body);
    endSlowRequest(answers, body.socket);
  };

  app.addHook('onRequest', async (request, reply) => {
    const { socket } = request.raw;
    // An injected request (tests, the server's own) has no connection to bound.
    if (!hasBody(request.headers) || request.raw.complete || !(socket instanceof Socket)) return;
    const now = performance.now();
    const body: ArrivingBody = {
      socket,
      address: request.ip,
      started: now,
      windowStarted: now,
      bytesReadAtWindowStart: socket.bytesRead,
    };
    let bodies = arriving.get(body.address);
    if (!bodies) {
      bodies = new Set();
      arriving.set(body.address, bodies);
    }
    const oldest = bodies.values().next().value;
    if (oldest && bodies.size >= limits.perAddress) cut(oldest);
    bodies.add(body);
    // Whole, answered (refused before its body was read: node throws the rest away, and the
    // connection, idle from then, is the connection cap's), or closed.
    request.raw.once('end', () => forget(body));
    request.raw.once('close', () => forget(body));
    reply.raw.once('close', () => forget(body));
  });

  const minBytesPerWindow = (limits.minBytesPerSecond * limits.windowMs) / 1000;
  const sweep = setInterval(
    () => {
      const now = performance.now();
      for (const bodies of arriving.values()) {
        for (const body of bodies) {
          if (now - body.started >= limits.timeoutMs) {
            cut(body);
          } else if (now - body.windowStarted >= limits.windowMs) {
            // Bytes on the connection: the body's, as nothing else arrives on it meanwhile.
            const received = body.socket.bytesRead - body.bytesReadAtWindowStart;
            if (received < minBytesPerWindow) {
              cut(body);
            } else {
              body.windowStarted = now;
              body.bytesReadAtWindowStart = body.socket.bytesRead;
            }
          }
        }
      }
    },
    // Often enough that a cut comes close to its time.
    Math.min(1_000, limits.windowMs / 5, limits.timeoutMs / 10),
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
