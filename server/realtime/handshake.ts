import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CLOSE } from '../../contract/live.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { AccessTokens } from '../plugins/auth/access-tokens.js';
import type { Sender } from './chat.js';
import type { Connection } from './connection.js';
import { accountRoom, type Hub } from './hub.js';
import { originAllowed } from './origin.js';
import type { SessionWatch } from './session-watch.js';

export type Refusal = { refused: number; reason: string };

export interface HandshakeDeps {
  db: Database;
  tokens: AccessTokens;
  allowedOrigins: readonly string[];
  hub: Hub;
  /** Sockets one account may hold open on this instance; more are refused (1013, try later). */
  maxSocketsPerUser: number;
  /** Closes the sockets of ended sessions when their `account_changed` may have been lost. */
  sessions: SessionWatch;
}

/**
 * Who is on the other end of a new socket: the origin must be allowed and the `token` query
 * parameter a valid access token of an active account. The role comes from the account, so a
 * demoted admin loses admin channels at once rather than when the token expires, and a later
 * deactivation, role change, logout or password change (an `account_changed` event, from any
 * instance, or the session watch when such events may have been lost) closes the socket.
 */
export async function admit(
  request: FastifyRequest,
  connection: Connection,
  { db, tokens, allowedOrigins, hub, maxSocketsPerUser, sessions }: HandshakeDeps,
): Promise<Sender | Refusal> {
  // request.host honours X-Forwarded-Host behind a trusted proxy (TRUST_PROXY).
  if (!originAllowed(request.headers.origin, request.host, allowedOrigins)) {
    return { refused: CLOSE.forbidden, reason: 'Origin not allowed' };
  }
  const { token } = request.query as { token?: unknown };
  const claims = typeof token === 'string' && token ? await tokens.verify(token) : null;
  if (!claims) return { refused: CLOSE.unauthorized, reason: 'Invalid or missing token' };
  if (hub.size(accountRoom(claims.userId)) >= maxSocketsPerUser) {
    return { refused: CLOSE.tryAgainLater, reason: 'Too many open connections' };
  }
  // Joined before the account is read, so a deactivation published meanwhile is not missed.
  const account = hub.join(accountRoom(claims.userId), connection, (event) => {
    if (event.type === 'account_changed') connection.close(CLOSE.unauthorized, 'Account changed');
  });
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      isActive: users.isActive,
      epoch: users.sessionEpoch,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  // A token of an ended session (logout, password change) opens nothing either.
  if (!user?.isActive || user.epoch !== claims.epoch) {
    return { refused: CLOSE.unauthorized, reason: 'Invalid or missing token' };
  }
  closeWhenTokenExpires(connection, claims.expiresAt);
  sessions.watch(connection, { userId: user.id, role: user.role, epoch: user.epoch });
  account.release(() => true);
  return { id: user.id, username: user.username, role: user.role, epoch: user.epoch };
}

/**
 * A socket lives no longer than the token that opened it: it then closes with 4401, and the
 * client refreshes its token and reconnects. A deactivated account is refused at that point.
 */
function closeWhenTokenExpires(connection: Connection, expiresAt: number) {
  // setTimeout takes at most a 32-bit delay; an access token lives minutes.
  const delay = Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1);
  const timer = setTimeout(() => connection.close(CLOSE.unauthorized, 'Token expired'), delay);
  timer.unref();
  connection.onClose(() => clearTimeout(timer));
}

export const isRefusal = (value: Sender | Refusal): value is Refusal => 'refused' in value;
