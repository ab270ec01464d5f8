import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectPath } from '../paths.js';

// Not pages: server paths, and built files that do not exist (an old release's chunk), which must
// not be answered with index.html.
const notPages = /^\/(api|ws|media|assets)(\/|$)/;

/** Vite names built assets by content hash, so a file never changes under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the assets of the current release: checked with the server on every visit. */
export const REVALIDATE = 'no-cache';

export interface ServeAppOptions {
  /** The built app (Vite's output); `dist/app` unless a test gives another. */
  root?: string;
}

/**
 * Serves the built admin app when there is one, each file as the brotli or gzip copy written at
 * build time when the request accepts it. Any other GET of a page path falls back to index.html
 * (client-side routing); everything else is a JSON 404.
 */
export async function serveApp(app: FastifyInstance, { root }: ServeAppOptions = {}) {
  const appDir = root ?? projectPath('dist/app');
  const assetsDir = path.join(appDir, 'assets') + path.sep;
  const hasApp = existsSync(appDir);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      // Off, or send's own `max-age=0` replaces the header set below.
      cacheControl: false,
      setHeaders(response, filePath) {
        response.setHeader(
          'cache-control',
          filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE,
        );
        // Caches keep the brotli, gzip and plain answers apart.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = hasApp && request.method === 'GET' && !notPages.test(request.url);
    if (wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: 'Not found.' });
  });
}
