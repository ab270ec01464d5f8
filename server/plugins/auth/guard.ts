import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { isStaffRole, type Role } from '../../../contract/enums.js';
import { hasPermission, type Permission } from '../../../contract/permissions.js';
import { users } from '../../db/schema.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import type { AccessClaims, AccessTokens } from './access-tokens.js';
import { notAllowedTo } from './permission-phrases.js';

/**
 * Who may call a route. Every API route is protected unless it says `public`; `staff` turns
 * customers away.
 */
export type Access = 'public' | 'user' | 'staff';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** What a member of staff needs to call it (any one of these); customers are not asked. */
  permissions: readonly Permission[];
  /** Its schemas as the route declared them: the contract's own zod objects. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The permission a member of staff needs for this route, declared here and nowhere else;
     * several mean any one of them. Every `/admin/` route must declare one.
     */
    permission?: Permission | readonly Permission[];
  }
  interface FastifyRequest {
    auth: SignedIn | null;
  }
  interface FastifyInstance {
    /** Every route with the access it was given: the guard's own record, walked by its tests. */
    routeRegistry: RegisteredRoute[];
  }
}

/** The caller of a protected route, as their account row says now. */
export interface SignedIn extends AccessClaims {
  username: string;
}

/** Access of a route: its own `config.access`, else staff under /admin/, else any signed-in user. */
export function routeAccess(url: string, declared: Access | undefined): Access {
  if (declared) return declared;
  if (!url.startsWith('/api/')) return 'public';
  return isAdminUrl(url) ? 'staff' : 'user';
}

const isAdminUrl = (url: string) => url.startsWith('/api/v1/admin/') || url === '/api/v1/admin';

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
    const permissions = [route.config?.permission ?? []].flat();
    if (isAdminUrl(route.url) && permissions.length === 0) {
      throw new Error(`${route.url} is an admin route: it must declare its permission.`);
    }
    route.config = { ...route.config, access, permission: permissions };
    if (permissions.length > 0 && route.schema) {
      // The OpenAPI document says what each operation needs, from this one declaration.
      const schema = route.schema as { description?: string };
      const needs = `Staff need the permission ${permissions.map((name) => `\`${name}\``).join(' or ')}.`;
      schema.description = schema.description ? `${schema.description} ${needs}` : needs;
    }
    for (const method of [route.method].flat()) {
      registry.push({ method, url: route.url, access, permissions, schema: route.schema });
    }
  });
  const currentAccount = accountReader(app);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('Given token not valid for any token type.');
    const account = await currentAccount(claims.userId);
    if (!account) throw unauthorized(ACCOUNT_INACTIVE);
    // Signed out, or the password changed, since this token was signed.
    if (account.epoch !== claims.epoch) throw unauthorized(SESSION_ENDED);
    request.auth = account;
    const { role } = request.auth;
    const permissions = [request.routeOptions.config.permission ?? []].flat();
    const refusal = () =>
      forbidden(permissions.length > 0 ? notAllowedTo(permissions[0]) : undefined);
    if (access === 'staff' && !isStaffRole(role)) throw refusal();
    // Customers are not asked for permissions: a route open to them decides what they see.
    const allowed = permissions.some((permission) => hasPermission(role, permission));
    if (isStaffRole(role) && permissions.length > 0 && !allowed) throw refusal();
  });
}

export const ACCOUNT_INACTIVE = 'User is inactive or deleted.';
export const SESSION_ENDED = 'This session has ended. Please log in again.';

/**
 * The token only says who signed in; whether that account may still act, with which role and
 * in which session epoch, is its row's say, so that a deactivation, a role change, a logout or a
 * password change bites on the very next request instead of when the token expires.
 *
 * The row is kept per instance rather than read on every request (it was one database round trip
 * of every API call): each of those changes publishes `account_changed` on the bus once written,
 * which drops the account here on every instance (Redis pub/sub between instances), and
 * `resync` (the link between instances was down, events may be lost) drops them all. While the
 * bus does not reach the other instances every request reads the row, and a kept row is read
 * again after ACCOUNT_KEPT_MS at most, in case the row was changed by hand in the database.
 */
function accountReader(app: FastifyInstance) {
  const kept = new Map<string, { account: SignedIn; readAt: number }>();
  // Bumped by every drop: a read that began before one may hold the old row and is not kept.
  let drops = 0;
  const unsubscribe = app.bus.subscribe((event) => {
    if (event.type === 'account_changed') kept.delete(event.userId);
    else if (event.type === 'resync') kept.clear();
    else return;
    drops += 1;
  });
  app.addHook('onClose', async () => unsubscribe());
  return async (userId: string): Promise<SignedIn | null> => {
    if (!app.bus.connected()) {
      kept.clear();
      return readAccount(app, userId);
    }
    const entry = kept.get(userId);
    if (entry && performance.now() - entry.readAt < ACCOUNT_KEPT_MS) return entry.account;
    const dropsBefore = drops;
    const readAt = performance.now();
    const account = await readAccount(app, userId);
    if (account && drops === dropsBefore && app.bus.connected()) {
      if (kept.size >= MAX_KEPT_ACCOUNTS) kept.clear();
      kept.set(userId, { account, readAt });
    } else kept.delete(userId);
    return account;
  };
}

/** A backstop for changes that bypass the app (an administrator's SQL): the bus carries the rest. */
const ACCOUNT_KEPT_MS = 5_000;
/** Staff and signed-in customers: far fewer than this; past it, the rows are read afresh. */
const MAX_KEPT_ACCOUNTS = 10_000;

async function readAccount(app: FastifyInstance, userId: string): Promise<SignedIn | null> {
  const [user] = await app.db
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      username: users.username,
      epoch: users.sessionEpoch,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.isActive) return null;
  return { userId: user.id, role: user.role, username: user.username, epoch: user.epoch };
}

/** The signed-in caller of a protected route. */
export function caller(request: FastifyRequest): SignedIn {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * For a rule that depends on the request itself (a payout marked paid, the payments filter):
 * the caller must hold `permission`.
 */
export function requirePermission(request: FastifyRequest, permission: Permission) {
  if (!hasPermission(caller(request).role, permission)) throw forbidden(notAllowedTo(permission));
}

/** Whether the caller is a member of staff allowed `permission`. */
export const callerMay = (request: FastifyRequest, permission: Permission) =>
  hasPermission(caller(request).role, permission);

/** An `onRequest` hook that turns away every role but `role`, before the body is even read. */
export const onlyFor = (role: Role, message: string) => async (request: FastifyRequest) => {
  if (caller(request).role !== role) throw forbidden(message);
};
