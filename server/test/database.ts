import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with TEST_DB=postgres a new
 * database on TEST_DATABASE_URL's server, dropped when the handle is closed. A copy of the run's
 * template (server/test/template.ts) when there is one, else migrated from nothing.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({
      dataDir: null,
      cardCodeKeys: TEST_CARD_CODE_KEYS,
      pgliteSnapshot: await pgliteSnapshot(),
    });
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createFreshDatabase(
    process.env.TEST_DATABASE_URL,
    'gca_test',
    await provided('postgresTemplate'),
  );
}

/**
 * PGlite in the data folder `dataDir` (where a server process started with DATA_DIR keeps it),
 * started from the run's template when the folder holds no database yet.
 */
export async function openTestDataDir(dataDir: string): Promise<DatabaseHandle> {
  return openDatabase({
    dataDir,
    cardCodeKeys: TEST_CARD_CODE_KEYS,
    pgliteSnapshot: await pgliteSnapshot(),
  });
}

// What the run's global setup (template.ts) provides; declared here, where it is read, as the
// server's build also compiles this file.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The tar of a migrated PGlite data folder (PGlite's dumpDataDir). */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database on TEST_DATABASE_URL's server, with no connection to it. */
    postgresTemplate?: string;
  }
}

/** A value the global setup provides, when the file runs in Vitest (not in a bench script). */
async function provided<Key extends 'pgliteTemplate' | 'postgresTemplate'>(key: Key) {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}

let snapshot: Promise<Blob | undefined> | undefined;

/** The template's PGlite data folder, read once per test file. */
function pgliteSnapshot() {
  snapshot ??= provided('pgliteTemplate').then((file) =>
    file ? new Blob([readFileSync(file)]) : undefined,
  );
  return snapshot;
}

/**
 * In-memory PGlite, or a new database created on the PostgreSQL server of `serverUrl` and
 * dropped when the handle is closed.
 */
export async function createFreshDatabase(
  serverUrl: string | undefined,
  /** The scratch database's name starts with it (a bench names its own). */
  prefix = 'gca_test',
  /** A migrated database to copy (CREATE DATABASE … TEMPLATE) rather than migrate a new one. */
  template?: string,
): Promise<DatabaseHandle & { url?: string }> {
  if (!serverUrl) return openDatabase({ dataDir: null, cardCodeKeys: TEST_CARD_CODE_KEYS });
  const adminUrl = serverUrl;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
