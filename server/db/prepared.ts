import type { Executor } from './types.js';

/**
 * Statements built once per database handle, by `build`, and prepared under a name: drizzle does
 * not build their SQL again, and PostgreSQL parses and plans them once per connection (node-postgres
 * keeps a connection's named statements) instead of once per request. For the hot reads whose
 * planning costs more than their execution.
 */
export function preparedPer<Statements>(build: (db: Executor) => Statements) {
  const built = new WeakMap<Executor, Statements>();
  return (db: Executor): Statements => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
