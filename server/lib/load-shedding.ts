import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';
/** Seconds a refused client is asked to wait: the backlog of admitted requests clears by then. */
export const BUSY_RETRY_AFTER_S = 1;

/**
 * The paths whose requests count: the API and the media. Probes and metrics must answer while
 * the instance is overloaded (a balancer reads them), live channels are long-lived and capped
 * per account by their own rules, and the app's files are static.
 */
const counted = (url: string) => url.startsWith('/api/') || url.startsWith('/media/');

/**
 * Caps the requests in flight on this instance. Past `max`, a request is refused at once with
 * 503 and Retry-After instead of queueing for the database pool: under a burst, the admitted ones
 * are answered quickly and memory stays bounded, and the refused ones know when to come back.
 * A request leaves the count when its answer ends or its connection closes, whichever first.
 */
export function installLoadShedding(app: FastifyInstance, max: number) {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!counted(request.url)) return;
    if (inFlight >= max) {
      throw new HttpError(503, SERVER_BUSY, undefined, {
        'retry-after': String(BUSY_RETRY_AFTER_S),
      });
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
