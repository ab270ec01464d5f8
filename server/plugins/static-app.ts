import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectPath } from '../paths.js';

const appDir = projectPath('dist/app');
const serverPaths = /^\/(api|ws|media)(\/|$)/;

/**
 * Serves the built admin app when there is one. Any other GET of a page path falls back to
 * index.html (client-side routing); everything else is a JSON 404.
 */
export async function serveApp(app: FastifyInstance) {
  const hasApp = existsSync(appDir);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: ['index.html'],
      setHeaders(response, filePath) {
        // Vite names built assets by content hash, so they never change under the same name.
        if (filePath.includes('/assets/')) {
          response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = hasApp && request.method === 'GET' && !serverPaths.test(request.url);
    if (wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: 'Not found.' });
  });
}
