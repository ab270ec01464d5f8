import { cpSync, existsSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { type Config, loadConfig } from '../../server/config.js';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.js';
import { users } from '../../server/db/schema.js';
import { createAccessTokens } from '../../server/plugins/auth/access-tokens.js';
import { brands } from '../../server/plugins/brands/table.js';
import { ensureAdmin } from '../../server/plugins/users/accounts.js';
import { seedDemo } from '../../server/seed/demo.js';
import { createFreshDatabase, TEST_CARD_CODE_ENV } from '../../server/test/database.js';

const benchConfig = () =>
  loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR: '/tmp/gca-bench',
    ...TEST_CARD_CODE_ENV,
  });

const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password' };

/** A token of the database's first admin, created when there is none. */
async function adminToken(database: DatabaseHandle, config: Config) {
  await ensureAdmin(database.db, BENCH_ADMIN);
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (!admin) throw new Error('the bench administrator could not be created');
  return createAccessTokens(config.jwtSecret).sign({ userId: admin.id, role: 'admin', epoch: 0 });
}

/**
 * What the live benchmarks start from: a scratch database (PGlite, or a database created and
 * dropped on the PostgreSQL server of BENCH_DATABASE_URL), a test configuration, and an admin's token.
 */
export async function benchSetup() {
  const database = await createFreshDatabase(process.env.BENCH_DATABASE_URL);
  const config = benchConfig();
  return { database, config, adminToken: await adminToken(database, config) };
}

/** Creates database `name` on the PostgreSQL server of `serverUrl` unless it exists; its URL. */
async function ensurePostgresDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The PGlite folder of the data set of `transactions` rows (BENCH_DATA_SET names another). */
const pgliteDataDir = (transactions: number, name = process.env.BENCH_DATA_SET) =>
  name ? `/tmp/${name}` : `/tmp/gca-bench-${transactions}`;

/**
 * A PGlite data set can be opened by one process at a time. For servers measured side by side, a
 * fresh copy of it (closed, as it is between benchmarks) under the name `<data set>-<suffix>`:
 * what BENCH_DATA_SET is to be in that server's environment.
 */
export function pgliteDataSetCopy(transactions: number, suffix: string) {
  const source = pgliteDataDir(transactions);
  const name = `${source.slice('/tmp/'.length)}-${suffix}`;
  const copy = pgliteDataDir(transactions, name);
  rmSync(copy, { recursive: true, force: true });
  cpSync(source, copy, { recursive: true });
  return {
    name,
    remove: () => rmSync(copy, { recursive: true, force: true }),
  };
}

/**
 * The list benchmark's data set of `transactions` rows, built once and kept: seeding a million
 * rows takes minutes. PGlite in /tmp/gca-bench-<rows>, or database gca_bench_<rows> on the
 * PostgreSQL server of BENCH_DATABASE_URL; BENCH_DATA_SET=<name> names another (/tmp/<name>, or
 * database <name>), so that branches under test do not migrate each other's. Opening it applies
 * any new migration.
 */
export async function benchDatabase(transactions: number, log: (line: string) => void) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const name = process.env.BENCH_DATA_SET;
  const dataDir = pgliteDataDir(transactions);
  const databaseName = name ?? `gca_bench_${transactions}`;
  const where = serverUrl ? `database ${databaseName}` : `PGlite in ${dataDir}`;
  if (!serverUrl && !existsSync(dataDir)) log(`creating ${where}`);
  const config = benchConfig();
  const database = await openDatabase(
    serverUrl
      ? {
          databaseUrl: await ensurePostgresDatabase(serverUrl, databaseName),
          dataDir: null,
          cardCodeKeys: config.cardCodeKeys,
        }
      : { dataDir, cardCodeKeys: config.cardCodeKeys },
  );
  await ensureAdmin(database.db, BENCH_ADMIN);
  const [seeded] = await database.db.select({ id: brands.id }).from(brands).limit(1);
  if (seeded) {
    log(`reusing ${where}`);
  } else {
    log(`seeding ${transactions.toLocaleString('en-US')} transactions into ${where} (once)…`);
    const started = performance.now();
    await seedDemo(database.db, {
      transactions,
      customers: 2000,
      log: () => {},
      cardCodeKeys: config.cardCodeKeys,
    });
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // Signed once the data set is there: seeding a PGlite one outlasts an access token's 15 minutes.
  return { database, config, adminToken: await adminToken(database, config), where };
}
