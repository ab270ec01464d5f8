import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, hasPgliteDatabase, openDatabase } from './db/client.js';
import { startMaintenance } from './db/maintenance.js';
import { LISTEN_BACKLOG } from './lib/load-shedding.js';
import { startSlaAlerts } from './plugins/sla/alerts.js';
import { ensureAdmin } from './plugins/users/accounts.js';
import { createBus } from './realtime/create-bus.js';
import { seedIfEmpty } from './seed/seed-if-empty.js';
import { DEMO_STAFF } from './seed/staff.js';

/**
 * The demo seed writes paid cards and their opening ledger directly, which only the tables' owner
 * may (migration 0014): over the owner's connection when the server serves as another role.
 */
async function seedDemo(config: Config, db: Database) {
  if (!config.databaseOwnerUrl) return seedIfEmpty(db, config.cardCodeKeys, console.log);
  const owner = await openDatabase({
    databaseUrl: config.databaseOwnerUrl,
    dataDir: null,
    cardCodeKeys: config.cardCodeKeys,
  });
  try {
    await seedIfEmpty(owner.db, config.cardCodeKeys, console.log);
  } finally {
    await owner.close();
  }
}

/** The database migrated, with its admin and, if asked, the demo data. */
async function prepareDatabase(config: Config) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    dataDir: config.dataDir,
    cardCodeKeys: config.cardCodeKeys,
  });
  await ensureAdmin(database.db, config.admin);
  if (config.seed === 'demo') await seedDemo(config, database.db);
  return database;
}

/** How this file is started to prepare a new data folder, and only that. */
const PREPARE_ONLY = '--prepare-data-folder';

/**
 * A new PGlite data folder is prepared (initdb, the migrations, the admin, the demo data) by a
 * process of its own, which then exits, and the server opens the prepared folder. Done by the
 * server itself, that work left it holding memory it had freed but never gave back to the system:
 * 435 MB at rest after a first start, 271 MB after a restart on the same folder
 * (docs/benchmarks.md). PostgreSQL's work happens in its own server either way.
 */
async function prepareNewFolderApart(config: Config) {
  if (config.databaseUrl || hasPgliteDatabase(config.dataDir)) return;
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1], PREPARE_ONLY], {
    stdio: 'inherit',
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`Preparing the data folder ${config.dataDir} failed.`);
}

async function start(config: Config) {
  await prepareNewFolderApart(config);
  const database = await prepareDatabase(config);
  const bus = await createBus(config);
  const app = await buildApp({ config, db: database.db, bus });
  const maintenance = await startMaintenance(database, app.log);
  const slaAlerts = startSlaAlerts({ db: database.db, bus, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.closeGracefully(config.shutdownDrainMs);
    await slaAlerts.stop();
    await maintenance.stop();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`\nGift Card Admin is running at http://${host}:${port}/`);
  console.log(
    `  database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
  console.log(`  live channels: ${config.redisUrl ? 'Redis pub/sub' : 'in-process'}`);
  if (config.admin && config.env !== 'production') {
    console.log(`  sign in as ${config.admin.email} / ${config.admin.password} (admin)`);
  }
  if (config.seed === 'demo' && config.env !== 'production') {
    for (const member of DEMO_STAFF) {
      console.log(`          or ${member.email} / ${member.password} (${member.role})`);
    }
  }
  console.log('');
}

try {
  const config = loadConfig();
  if (process.argv.includes(PREPARE_ONLY)) await (await prepareDatabase(config)).close();
  else await start(config);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
