import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** PostgreSQL takes at most 65,535 parameters a statement: size each batch by its column count. */
export async function insertInBatches<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length;
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as never);
  }
}
