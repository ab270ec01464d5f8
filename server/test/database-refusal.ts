import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * The database's own message when it refuses `query` (drizzle wraps it as the error's cause), or
 * null when the query went through: for tests that the database, not the app, holds a rule.
 */
export async function databaseRefusal(db: Executor, query: SQL): Promise<string | null> {
  try {
    await db.execute(query);
    return null;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
}
