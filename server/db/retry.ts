import type { Database } from './types.js';

/**
 * PostgreSQL ends one of two transactions that wait on each other (deadlock_detected) and, under
 * SERIALIZABLE or REPEATABLE READ, one whose reads another changed (serialization_failure). Both
 * are rolled back whole and succeed when run again: nothing of them was written.
 */
const RETRIED_CODES = new Set(['40P01', '40001']);

/**
 * Retried at most 3 times (the contract's "Round four"), after pauses below 50, 100 and 200 ms;
 * then the request is answered 503 with Retry-After (lib/errors.ts), never 500.
 */
const TRIES = 4;
const BASE_DELAY_MS = 25;

export function isRetriedConflict(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && RETRIED_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs every top-level database transaction again when the database ended it as a deadlock or a
 * serialization failure: the one place where such a conflict is retried, bounded, after a pause
 * that grows and is drawn at random (full jitter) so that the two parties do not meet again. The
 * callback runs whole each time; what it does outside the database (publishing, answering) comes
 * after the transaction, as everywhere in this server.
 */
export function retryConflicts(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await transaction(run, config);
      } catch (error) {
        if (attempt >= TRIES || !isRetriedConflict(error)) throw error;
        await pause(Math.random() * BASE_DELAY_MS * 2 ** attempt);
      }
    }
  }) as Database['transaction'];
  return db;
}
