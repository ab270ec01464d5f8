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

  // One check at a time, so that a slow database does not pile them up; one asked for meanwhile
  // runs after it, as it may follow a change the running one read too early. A failed check (the
  // database away too) is retried by the timer even once the bus is back.
  let running = false;
  let again = false;
  let failed = false;
  async function check() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        failed = false;
        await checkAll().catch((error) => {
          failed = true;
          log.warn({ err: error }, 'live session check failed');
        });
      } while (again);
    } finally {
      running = false;
    }
  }

  /**
   * A check of every socket begun after this call: the calls made before it starts share it. Its
   * failure (the database away too) is logged and the event goes on; the timer retries.
   */
  let scheduled: Promise<void> | null = null;
  function recheck() {
    scheduled ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        scheduled = null;
        checkAll()
          .catch((error) => log.warn({ err: error }, 'live session check failed'))
          .finally(resolve);
      });
    });
    return scheduled;
  }

  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'resync') void check();
  });
  const timer = setInterval(() => {
    if (!bus.connected() || failed) void check();
  }, intervalMs);
  timer.unref();

  return {
    recheck,
    /** Watches an admitted socket's session until the socket closes. */
    watch(connection: Connection, session: SocketSession) {
      open.set(connection, session);
      connection.onClose(() => open.delete(connection));
    },
    close() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}

export type SessionWatch = ReturnType<typeof createSessionWatch>;
