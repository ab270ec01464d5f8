import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../db/schema.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';

/** Who may call a route. Every API route is protected unless it says `public`. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/** Access of a route: its own `config.access`, else admin under /admin/, else any signed-in user. */
export function routeAccess(url: string, declared: Access | undefined): Access {
  if (declared) return declared;
  if (!url.startsWith('/api/')) return 'public';
  return url.startsWith('/api/v1/admin/') || url === '/api/v1/admin' ? 'admin' : 'user';
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function installGuard(app: FastifyInstance, tokens: AccessTokens) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = routeAccess(
      request.routeOptions.url ?? request.url,
      request.routeOptions.config.access,
    );
    const token = bearerToken(request);
    request.auth = token ? await tokens.verify(token) : null;
    if (access === 'public') return;
    if (!token) throw unauthorized();
    if (!request.auth) throw unauthorized('Given token not valid for any token type.');
    if (access === 'admin' && request.auth.role !== 'admin') throw forbidden();
  });
}

/** The signed-in caller of a protected route. */
export function caller(request: FastifyRequest): AccessClaims & { role: Role } {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
