import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { TEST_CARD_CODE_KEYS } from './database.js';

/*
 * The global setup of the server projects (vitest.config.ts): one database migrated at the start
 * of the run, which every test file's database copies (createTestDatabase), instead of each file
 * replaying the migrations. On PGlite a tar of its data folder in a temporary folder, on
 * PostgreSQL a template database named for this run. Both are removed when the run ends.
 */

export default async function setup(project: TestProject) {
  const started = performance.now();
  const teardown =
    project.config.env?.TEST_DB === 'postgres'
      ? await postgresTemplate(project)
      : await pgliteTemplate(project);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${project.name}: the test databases' template is migrated (${seconds} s)`);
  return teardown;
}

async function pgliteTemplate(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'gca-template-'));
  try {
    const database = await openDatabase({ dataDir: null, cardCodeKeys: TEST_CARD_CODE_KEYS });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      // Written to the data files, so that a copy starts without replaying the write-ahead log.
      await client.exec('checkpoint');
      const tar = await client.dumpDataDir('none');
      const file = path.join(folder, 'pglite.tar');
      writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
      project.provide('pgliteTemplate', file);
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // A name of its own: runs in other checkouts share the server.
  const name = `gca_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      // Closed before any file copies it: PostgreSQL copies no database someone is connected to.
      const database = await openDatabase({
        databaseUrl: url.toString(),
        dataDir: null,
        cardCodeKeys: TEST_CARD_CODE_KEYS,
      });
      await database.close();
    } catch (error) {
      await admin.query(`drop database if exists ${name} with (force)`);
      throw error;
    }
  } finally {
    await admin.end();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}
