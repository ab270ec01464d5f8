import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { projectPath } from '../paths.js';
import { sqlStatements } from './sql-statements.js';
import type { Database, Tx } from './types.js';

export const migrationsFolder = projectPath('server/db/migrations');

/**
 * The database's code: one file per function (with the triggers that run it) and per view. The
 * file is what runs: applied after the migrations on every start, each skipped while its hash is
 * the one recorded. Functions first, then the views that may read them.
 */
const OBJECT_FOLDERS = ['functions', 'views'];

/**
 * Migrations 0000-0034 were folded into one baseline (0034_baseline.sql) for new databases; a
 * database from before it must first be brought to 0034 by the release that shipped those files.
 */
export const SQUASHED_AT_COMMIT = 'b047893b7a756d5f218aa16b01d4b3a0fcac4609';

/** Serialises concurrent starts on one database (several instances behind a load balancer). */
const MIGRATION_LOCK = 7_205_651;

interface DatabaseObject {
  /** The file's path below server/db, e.g. functions/transaction_move_money.sql. */
  name: string;
  text: string;
  hash: string;
}

export function databaseObjects(): DatabaseObject[] {
  return OBJECT_FOLDERS.flatMap((folder) =>
    readdirSync(projectPath('server/db', folder))
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => {
        const text = readFileSync(projectPath('server/db', folder, file), 'utf8');
        const hash = createHash('sha256').update(text).digest('hex');
        return { name: path.posix.join(folder, file), text, hash };
      }),
  );
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The pending migrations, then every database object whose file changed, in one transaction:
 * a start that fails leaves the database as it found it. Returns how many migrations it applied.
 */
export async function migrate(db: Database, folder = migrationsFolder): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const [last] = rowsOf<{ created_at: string }>(
      await tx.execute(
        sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    const lastApplied = last ? Number(last.created_at) : undefined;
    if (lastApplied !== undefined && lastApplied < migrations[0].folderMillis) {
      throw new Error(
        `This database was migrated by a release older than migration 0034. Start the release of commit ${SQUASHED_AT_COMMIT} on it once, then this one.`,
      );
    }
    const pending = migrations.filter(
      (migration) => lastApplied === undefined || lastApplied < migration.folderMillis,
    );
    for (const migration of pending) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
    await applyObjects(tx);
    return pending.length;
  });
}

async function applyObjects(tx: Tx) {
  await tx.execute(
    sql`create table if not exists drizzle.database_objects (name text primary key, hash text not null)`,
  );
  const recorded = new Map(
    rowsOf<{ name: string; hash: string }>(
      await tx.execute(sql`select name, hash from drizzle.database_objects`),
    ).map((row) => [row.name, row.hash]),
  );
  const changed = databaseObjects().filter((object) => recorded.get(object.name) !== object.hash);
  // A function's body may call one whose file comes later: all are created first, unchecked...
  await tx.execute(sql`set local check_function_bodies = off`);
  for (const object of changed) {
    await runNaming(object, sqlStatements(object.text), tx);
    await tx.execute(
      sql`insert into drizzle.database_objects (name, hash) values (${object.name}, ${object.hash})
        on conflict (name) do update set hash = excluded.hash`,
    );
  }
  // ...then each function is created again, checked, so that a file that does not parse (or names
  // a table that is not there) stops the start, naming it, instead of failing when first called.
  await tx.execute(sql`set local check_function_bodies = on`);
  for (const object of changed) {
    await runNaming(object, sqlStatements(object.text).filter(isFunction), tx);
  }
}

const isFunction = (statement: string) =>
  /^CREATE\s+OR\s+REPLACE\s+FUNCTION\b/i.test(statement.replace(/^(\s*--[^\n]*\n)*\s*/, ''));

async function runNaming(object: DatabaseObject, statements: string[], tx: Tx) {
  for (const statement of statements) {
    try {
      await tx.execute(sql.raw(statement));
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new Error(`server/db/${object.name}: ${cause ?? (error as Error).message}`, {
        cause: error,
      });
    }
  }
}

/** The `when` of the last migration this build ships, read once (the readiness probe asks often). */
let lastShipped: number | undefined;

/** Whether the database has every migration this build ships (drizzle records each it applies). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  lastShipped ??= readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  const [recorded] = rowsOf<{ recorded: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as recorded`,
    ),
  );
  if (!recorded.recorded) return false;
  const [last] = rowsOf<{ created_at: string | null }>(
    await db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`),
  );
  return Number(last.created_at ?? 0) >= lastShipped;
}
