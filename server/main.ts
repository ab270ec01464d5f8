import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
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

async function start(config: Config) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    dataDir: config.dataDir,
    cardCodeKeys: config.cardCodeKeys,
  });
  await ensureAdmin(database.db, config.admin);
  if (config.seed === 'demo') await seedDemo(config, database.db);
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
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
