import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '../../contract/enums.js';
import { CLOSE } from '../../contract/live.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { Bus } from './bus.js';
import type { Connection } from './connection.js';

/** The session a socket was admitted in: ended once the account's row says otherwise. */
export interface SocketSession {
  userId: string;
  role: Role;
  epoch: number;
}

/** Whether the account's row still holds the session: active, same role, same epoch. */
export const sessionHolds = (
  session: SocketSession,
  row: { role: Role; isActive: boolean; epoch: number } | undefined,
) => row?.isActive === true && row.role === session.role && row.epoch === session.epoch;

/**
 * The sessions of this instance's open sockets, checked against the database when the
 * `account_changed` events that end them may have been lost: when the bus comes back after an
 * outage (`resync`), and every `intervalMs` while it is away. A socket whose session has ended
 * (logout, password change, deactivation, role change, deletion) is closed with 4401, so that it
 * stops receiving within one interval on every instance, Redis up or down. The accounts of all
 * sockets are read in one statement.
 */
export function createSessionWatch(deps: {
  db: Database;
  bus: Bus;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  const { db, bus, intervalMs, log } = deps;
  const open = new Map<Connection, SocketSession>();
  let checking: Promise<void> | null = null;

  async function checkAll() {
    if (open.size === 0) return;
    const ids = [...new Set([...open.values()].map((session) => session.userId))];
    const rows = await db
      .select({
        id: users.id,
        role: users.role,
        isActive: users.isActive,
        epoch: users.sessionEpoch,
      })
      .from(users)
      .where(inArray(users.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [connection, session] of open) {
      if (!sessionHolds(session, byId.get(session.userId))) {
        open.delete(connection);
        connection.close(CLOSE.unauthorized, 'Session ended');
      }
    }
  }

  /** One check at a time: a slow database does not pile them up. */
  const check = () => {
    checking ??= checkAll()
      .catch((error) => log.warn({ err: error }, 'live session check failed'))
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'resync') void check();
  });
  const timer = setInterval(() => {
    if (!bus.connected()) void check();
  }, intervalMs);
  timer.unref();

  return {
    /** Watches an admitted socket's session until the socket closes. */
    watch(connection: Connection, session: SocketSession) {
      open.set(connection, session);
      connection.onClose(() => open.delete(connection));
    },
    /** Checks every watched socket now (the timer and the bus's return call it). */
    check,
    close() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}

export type SessionWatch = ReturnType<typeof createSessionWatch>;
