import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { CardCodeKeys } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

/** The card code keys of every test server and database (32 bytes each, base64). */
export const TEST_CARD_CODE_ENV = {
  CARD_CODE_KEY: Buffer.alloc(32, 7).toString('base64'),
  CARD_CODE_HASH_KEY: Buffer.alloc(32, 9).toString('base64'),
};
export const TEST_CARD_CODE_KEYS: CardCodeKeys = {
  seal: Buffer.from(TEST_CARD_CODE_ENV.CARD_CODE_KEY, 'base64'),
  hash: Buffer.from(TEST_CARD_CODE_ENV.CARD_CODE_HASH_KEY, 'base64'),
};

/** A fresh, migrated database for one test file: see createFreshDatabase. */
export function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') return createFreshDatabase(undefined);
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createFreshDatabase(process.env.TEST_DATABASE_URL);
}

/**
 * In-memory PGlite, or a new database created on the PostgreSQL server of `serverUrl` and
 * dropped when the handle is closed.
 */
export async function createFreshDatabase(
  serverUrl: string | undefined,
  /** The scratch database's name starts with it (a bench names its own). */
  prefix = 'gca_test',
): Promise<DatabaseHandle & { url?: string }> {
  if (!serverUrl) return openDatabase({ dataDir: null, cardCodeKeys: TEST_CARD_CODE_KEYS });
  const adminUrl = serverUrl;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: null,
    cardCodeKeys: TEST_CARD_CODE_KEYS,
  });
  return {
    ...handle,
    /** For other processes (the live benchmark's server instances) to open the same database. */
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
