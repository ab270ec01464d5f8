import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { CardCodeKeys } from '../config.js';
import { migrate } from './migrate.js';
import { keepStatementsPrepared } from './pglite-statements.js';
import { retryConflicts } from './retry.js';
import * as schema from './schema.js';
import { sealPlainCardCodes } from './seal-card-codes.js';
import type { Database } from './types.js';

export type { Database, Executor, Tx } from './types.js';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export { migrationsApplied } from './migrate.js';

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (in memory when `dataDir` is
 * null). Migrates it (server/db/migrate.ts: the migrations and the database objects), then the data steps SQL cannot do (sealing card codes).
 * With `ownerUrl` (PostgreSQL), all of that runs over the owner's connection, which then grants
 * the role of `databaseUrl` its least privileges (grant_app_role) and is closed: the server itself
 * never holds a connection that could truncate the audit trail or disable its triggers.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  ownerUrl?: string;
  dataDir: string | null;
  cardCodeKeys: CardCodeKeys;
  /**
   * PGlite only: a new database starts as this copy of another's data folder (a tar, as PGlite's
   * `dumpDataDir` writes it) instead of initdb; ignored when `dataDir` holds a database already.
   * The tests start each database from one migrated at the start of the run
   * (server/test/template.ts).
   */
  pgliteSnapshot?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl && options.ownerUrl) {
    const owner = openPostgres(options.ownerUrl);
    try {
      await prepare(owner, options.cardCodeKeys);
      await grantAppRole(owner.db, roleOf(options.databaseUrl));
    } finally {
      await owner.close();
    }
    return openPostgres(options.databaseUrl);
  }
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.pgliteSnapshot);
  await prepare(handle, options.cardCodeKeys);
  return handle;
}

async function prepare(handle: DatabaseHandle, keys: CardCodeKeys) {
  const applied = await migrate(handle.db);
  await sealPlainCardCodes(handle.db, keys);
  await createSearchIndexes(handle.db);
  // A migration can rebuild indexes and fill tables: the planner needs fresh statistics at once,
  // as nothing else refreshes them on PGlite (no autovacuum) or a server whose autovacuum is off.
  if (applied > 0) await handle.db.execute(sql`analyze`);
}

const roleOf = (url: string) => decodeURIComponent(new URL(url).username) || 'postgres';

/**
 * The app's role gets rows, not tables. Never the owner itself: revoking the owner's own
 * UPDATE and DELETE would break the migrations.
 */
async function grantAppRole(db: Database, role: string) {
  const { rows } = (await db.execute(sql`select current_user as owner`)) as unknown as {
    rows: { owner: string }[];
  };
  if (rows[0].owner === role) return;
  await db.execute(sql`select grant_app_role(${role})`);
}

/** A database that does not answer a new connection fails the request after 5 s (503). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A request waits this long for one of the pool's connections. Money operations on one customer
 * queue behind its row locks, each holding a connection while it waits: 80 at once on a loaded
 * machine took more than 5 s to pass, and were answered 503 although nothing was down.
 */
const CHECKOUT_TIMEOUT_MS = 30_000;

class ConnectTimedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

function openPostgres(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: ConnectTimedClient,
    connectionTimeoutMillis: CHECKOUT_TIMEOUT_MS,
    // The named statements (preparedPer) are planned once per connection. Left to choose,
    // PostgreSQL plans each execution anew while a custom plan looks cheaper than the generic one:
    // the brand search page took 3.6 ms a call that way at 1M rows, 0.8 ms with its generic plan.
    // Every named statement reads by id, or through an index whatever its parameters.
    // A generic plan does not know a LIMIT's value: it planned the dashboard's five latest
    // submissions as a parallel scan, and starting the workers took 40 of its 50 ms. A request
    // runs in one process; the server answers many at once.
    options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0',
  });
  // An idle connection can be cut (a database restart, an administrator, a network blip). The
  // pool drops it and opens another when needed; unhandled, the error would stop the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL: an idle connection was closed (${error.message})`);
  });
  // Deadlocks and serialization failures are run again here, the one place (retry.ts).
  const db = retryConflicts(drizzlePg(pool, { schema }) as unknown as Database);
  return {
    db,
    kind: 'postgres' as const,
    close: () => pool.end(),
  };
}

/**
 * PGlite's memory is WebAssembly memory in the server's own process, and WebAssembly memory never
 * shrinks: whatever PostgreSQL once touched stays resident. Its defaults are a server's: 128 MB of
 * shared buffers, touched whole at start (the process held 534 MB at rest with the demo data, 400
 * is the goal), and 64 MB per index build. Its files are read through the operating system's page
 * cache, which holds what the buffers no longer do without counting against the process; `npm run
 * bench` prints the process's memory at rest and under a burst (tools/bench/memory.ts).
 */
const PGLITE_MEMORY_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'];

/** Where PGlite keeps its database in the data folder. */
const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether the data folder holds a PGlite database already (initdb has run there). */
export const hasPgliteDatabase = (dataDir: string) =>
  existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));

async function openPglite(dataDir: string | null, snapshot?: Blob) {
  // PGlite refuses to load a snapshot over a database.
  const loadDataDir = dataDir && hasPgliteDatabase(dataDir) ? undefined : snapshot;
  let dir: string | undefined;
  if (dataDir) {
    dir = pgliteFolder(dataDir);
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
    ...(loadDataDir && { loadDataDir }),
  });
  keepStatementsPrepared(client);
  // As on the PostgreSQL pool's connections (openPostgres): the kept statements run their generic plan.
  await client.exec('set plan_cache_mode = force_generic_plan');
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite' as const,
    close: () => client.close(),
  };
}

/**
 * Trigram indexes serve the case-insensitive substring searches. They are optional: a
 * PostgreSQL without the pg_trgm extension still answers, by a scan of the (small) searched table.
 */
async function createSearchIndexes(db: Database) {
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
  } catch {
    return;
  }
  await db.execute(
    sql`create index if not exists users_search_trgm_idx on users using gin ((username || ' ' || first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)`,
  );
}
