import type { FastifyInstance } from 'fastify';
import { clientErrorHandler } from './errors.js';

/**
 * Node's requestTimeout stops counting once the headers are in and the request is dispatched, so
 * a client trickling its body would hold the request (and what it buffered) for as long as it
 * likes. Each request must have arrived whole within `ms`; otherwise it is answered 408 and its
 * connection closed, like a timeout before the headers.
 */
export function installBodyTimeout(app: FastifyInstance, ms: number) {
  app.addHook('onRequest', async (request, reply) => {
    const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    const hasBody = (length !== undefined && length !== '0') || chunked !== undefined;
    if (!hasBody || request.raw.complete) return;
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      const timeout = Object.assign(new Error('Request body timeout'), {
        code: 'ERR_HTTP_REQUEST_TIMEOUT',
      });
      clientErrorHandler(timeout, request.raw.socket);
    }, ms);
    timer.unref();
    request.raw.once('end', () => clearTimeout(timer));
    reply.raw.once('close', () => clearTimeout(timer));
  });
}
