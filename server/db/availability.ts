import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';

/** Node's network errors, and PostgreSQL's connection exceptions (class 08) and shutdowns. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is clos(ed|ing)|Cannot use a pool after calling end/i;

/** Did this error come from the database being out of reach (rather than from the query)? */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export const RETRY_AFTER_SECONDS = 5;

/**
 * Tracks outages of the database so that each is logged twice (when it starts and when it ends)
 * rather than once per failed request: while it is down, a probe retries every `probeMs` and
 * notices its return without waiting for traffic.
 */
export function createDatabaseOutages(db: Database, log: FastifyBaseLogger, probeMs = 1_000) {
  let downSince: number | null = null;
  let probe: NodeJS.Timeout | undefined;

  async function check() {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return;
    }
    clearInterval(probe);
    const seconds = Math.round((Date.now() - (downSince ?? Date.now())) / 1000);
    downSince = null;
    log.info(`Database reachable again after about ${seconds} s`);
  }

  return {
    get down() {
      return downSince !== null;
    },
    report(error: unknown) {
      if (downSince !== null) return;
      downSince = Date.now();
      log.error(
        { err: error },
        'Database unreachable: answering 503 until it is back (logged once per outage)',
      );
      probe = setInterval(() => void check(), probeMs);
      probe.unref();
    },
    close() {
      clearInterval(probe);
    },
  };
}

export type DatabaseOutages = ReturnType<typeof createDatabaseOutages>;
