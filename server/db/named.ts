import { createHash } from 'node:crypto';

/** A query drizzle has built: its text, and how to prepare it under a name. */
interface Preparable<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/**
 * Runs a query drizzle has built as a statement named after its text, so that PostgreSQL parses
 * and plans it once per connection (node-postgres keeps a connection's named statements; the
 * pool's connections force generic plans) instead of at every request: for reads built per
 * request whose planning costs more than their execution (a list's deep page, its total). Its
 * values travel as parameters, so the text depends on the list's shape (filters, ordering), not on
 * what it is asked for: only for queries with a few shapes, as every shape is kept per connection.
 * On PGlite every text is kept prepared anyway (pglite-statements.ts).
 */
export function runNamed<Result>(query: Preparable<Result>): Promise<Result> {
  const { sql } = query.toSQL();
  const name = `by_text_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  return query.prepare(name).execute();
}
