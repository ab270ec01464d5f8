import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

const ROWS_PER_STATEMENT = 10_000;

const toParam = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * Bulk insert: one array parameter per column, expanded by `unnest`, so a statement carries
 * thousands of rows with a handful of parameters (PostgreSQL and PGlite alike). Every row must
 * have the same keys; column defaults do not apply, so give every value.
 */
export async function insertInBatches<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]);
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const arrays: SQL[] = keys.map(
      (key) =>
        sql`${sql.param(batch.map((row) => toParam(row[key])))}::${sql.raw(columns[key].getSQLType())}[]`,
    );
    await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}
