import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { brands } from '../server/plugins/brands/table.js';
import { ensureAdmin } from '../server/plugins/users/accounts.js';
import { seedDemo } from '../server/seed/demo.js';

const usage = `Usage: npm run seed -- [--transactions N] [--customers N] [--disputes N] [--reset]

Loads the demo data set into the configured database (DATABASE_URL, else PGlite in DATA_DIR).
--reset   drops every table and migrates anew first, staff accounts and audit trail included
          (refused with NODE_ENV=production).`;

async function main() {
  const { values } = parseArgs({
    options: {
      transactions: { type: 'string' },
      customers: { type: 'string' },
      disputes: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(usage);
  const count = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0)
      throw new ConfigError(`--${name} must be a whole number, got '${value}'.\n\n${usage}`);
    return n;
  };
  const options = {
    transactions: count('transactions', values.transactions),
    customers: count('customers', values.customers),
    disputes: count('disputes', values.disputes),
  };
  const config = loadConfig();
  const open = () =>
    openDatabase({
      // Emptying tables (--reset) is the owner's right, not the server's role's.
      databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl,
      dataDir: config.dataDir,
      cardCodeKeys: config.cardCodeKeys,
    });
  let database = await open();
  try {
    if (values.reset) {
      if (config.env === 'production')
        throw new ConfigError('--reset is refused with NODE_ENV=production.');
      // The ledger and the audit trail refuse to be emptied: a reset starts a new database.
      for (const statement of [
        sql`drop schema public cascade`,
        sql`drop schema if exists drizzle cascade`,
        sql`create schema public`,
      ]) {
        await database.db.execute(statement);
      }
      await database.close();
      database = await open();
    }
    const [existing] = await database.db.select({ id: brands.id }).from(brands).limit(1);
    if (existing) {
      throw new ConfigError('The database already has data. Run with --reset to empty it first.');
    }
    await ensureAdmin(database.db, config.admin);
    const started = Date.now();
    await seedDemo(database.db, {
      ...options,
      log: console.log,
      cardCodeKeys: config.cardCodeKeys,
    });
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
