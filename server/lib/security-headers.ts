import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once: with no per-request directive (no nonce, no function) they
 * are the same for every answer, so helmet's middleware runs once against a response that only
 * records them. @fastify/helmet built helmet's middleware anew on every request (parsing the
 * policy again each time), a share of every answer's CPU time.
 */
function helmetHeaders(options: Readonly<HelmetOptions>) {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    // helmet drops X-Powered-By, which nothing here sets.
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer carries helmet's headers for `options`, the refusals of later hooks included. */
export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
