import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../../contract/enums.js';
import { users } from '../../db/schema.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';

/** Who may call a route. Every API route is protected unless it says `public`. */
export type Access = 'public' | 'user' | 'admin';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** Every route with the access it was given: the guard's own record, walked by its tests. */
    routeRegistry: RegisteredRoute[];
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

/** Must be installed before any route is registered, so that every route gets its access. */
export function installGuard(app: FastifyInstance, tokens: AccessTokens) {
  const registry: RegisteredRoute[] = [];
  app.decorate('routeRegistry', registry);
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    const access = routeAccess(route.url, route.config?.access);
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) registry.push({ method, url: route.url, access });
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('Given token not valid for any token type.');
    request.auth = await currentAccount(app, claims.userId);
    if (!request.auth) throw unauthorized(ACCOUNT_INACTIVE);
    if (access === 'admin' && request.auth.role !== 'admin') throw forbidden();
  });
}

export const ACCOUNT_INACTIVE = 'User is inactive or deleted.';

/**
 * The token only says who signed in; whether that account may still act, and with which role,
 * is read from its row on every request (one primary-key lookup), so a deactivation or a role
 * change bites on the very next request instead of when the token expires.
 */
async function currentAccount(app: FastifyInstance, userId: string): Promise<AccessClaims | null> {
  const [user] = await app.db
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return user?.isActive ? { userId: user.id, role: user.role } : null;
}

/** The signed-in caller of a protected route. */
export function caller(request: FastifyRequest): AccessClaims & { role: Role } {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** An `onRequest` hook that turns away every role but `role`, before the body is even read. */
export const onlyFor = (role: Role, message: string) => async (request: FastifyRequest) => {
  if (caller(request).role !== role) throw forbidden(message);
};
