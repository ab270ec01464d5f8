import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateByHistory } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, TEST_CARD_CODE_KEYS } from '../test/database.js';
import { migrationHistory } from '../test/migration-history.js';
import { openDatabase } from './client.js';

/*
 * A database made by the release before the baseline (migrations 0000-0034, each function as the
 * last of them re-created it), then started by this one, equals a database this release makes
 * from nothing: the same schema as pg_dump prints it, and the same starting rows.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const schemaOf = (url: string) =>
  execFileSync('pg_dump', ['--schema-only', '--no-owner', '--schema=public', url], {
    encoding: 'utf8',
  })
    // pg_dump 15.14+ brackets its output with a random key.
    .replace(/^\\(un)?restrict .*$/gm, '');

const STARTING_ROWS = sql`select json_build_object(
  'kinds', (select json_agg(k order by k.kind) from ledger_account_kinds k),
  'rules', (select json_agg(r order by r.kind, r.debit_kind) from ledger_transfer_rules r),
  'accounts', (select json_agg(json_build_array(a.kind, a.balance) order by a.kind) from ledger_accounts a),
  'tiers', (select json_agg(json_build_array(t.tier, t.name, t.daily_limit, t.monthly_limit, t.requires) order by t.tier) from kyc_tiers t),
  'kyc', (select json_agg(json_build_array(s.enforced)) from kyc_settings s),
  'policies', (select json_agg(json_build_array(p.target, p.minutes, p.warn_before_minutes, p.version) order by p.target) from sla_policies p),
  'grants', (select json_agg(g order by g.table_name) from app_role_grants g)
) as rows`;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !serverUrl)('upgrading a database', () => {
  it('made by the migrations before the baseline equals a new one', async () => {
    const history = migrationHistory();
    cleanups.push(() => rmSync(path.join(history, '../../..'), { recursive: true, force: true }));

    const previous = await createEmptyDatabase(serverUrl as string);
    cleanups.push(previous.drop);
    const pool = new pg.Pool({ connectionString: previous.url });
    await migrateByHistory(drizzle(pool), { migrationsFolder: history });
    await pool.end();
    const upgraded = await openDatabase({
      databaseUrl: previous.url,
      dataDir: null,
      cardCodeKeys: TEST_CARD_CODE_KEYS,
    });
    cleanups.push(() => upgraded.close());

    const fresh = await createFreshDatabase(serverUrl);
    cleanups.push(() => fresh.close());

    expect(schemaOf(previous.url)).toBe(schemaOf(fresh.url as string));
    const rowsOf = async (db: typeof fresh.db) =>
      ((await db.execute(STARTING_ROWS)) as unknown as { rows: unknown[] }).rows;
    expect(await rowsOf(upgraded.db)).toEqual(await rowsOf(fresh.db));
  }, 120_000);
});

async function createEmptyDatabase(adminUrl: string) {
  const name = `gca_upgrade_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
