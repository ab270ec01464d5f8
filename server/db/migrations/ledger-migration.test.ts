import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../plugins/ledger/check.js';
import { migrationHistory } from '../../test/migration-history.js';
import type { Database } from '../client.js';
import { migrate, migrationsFolder } from '../migrate.js';

/*
 * A database made by the release before the ledger (migrations up to 0010) holds accepted, paid
 * and rejected cards. Migrating it writes the transfers that data would have had, so that the
 * ledger adds up from the first start; the objects of today's files then replace the bodies those
 * migrations wrote, and it still adds up. On PGlite, and on PostgreSQL when TEST_DB=postgres.
 */

const migrations = migrationHistory();
const LAST_BEFORE_LEDGER = 10;

/** The migrations folder as the previous release shipped it. */
function previousRelease() {
  const folder = mkdtempSync(path.join(tmpdir(), 'gca-previous-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_BEFORE_LEDGER);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function openOne(): Promise<{
  db: Database;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const db = drizzlePglite(client) as unknown as Database;
    return {
      db,
      migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `gca_migration_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  const db = drizzlePg(pool) as unknown as Database;
  return {
    db,
    migrate: (folder) => migratePg(db as never, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

const cleanups: (() => Promise<void> | void)[] = [
  () => rmSync(path.join(migrations, '../../..'), { recursive: true, force: true }),
];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('migrating a database of the previous release', () => {
  it('writes the transfers existing cards would have had, and the ledger adds up', async () => {
    const folder = previousRelease();
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const database = await openOne();
    cleanups.push(() => database.close());
    const { db } = database;
    await database.migrate(folder);

    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [ann, bob] = await rows<{ id: string }>(sql`
      insert into users (email, username, password_hash) values
        ('ann@example.com', 'ann', 'x'), ('bob@example.com', 'bob', 'x') returning id`);
    const [brand] = await rows<{ id: string }>(sql`
      insert into brands (name, min_amount, max_amount, rate_percentage)
      values ('Legacy', 10, 1000, 80) returning id`);
    const card = (
      owner: string,
      status: string,
      expected: string | null,
      final: string | null,
      paidAt: string | null,
    ) =>
      sql`(${owner}, ${brand.id}, 100, 'sealed', md5(random()::text), 'ABCD', ${status}, ${expected}, ${final}, ${paidAt}::timestamptz, '2025-12-01T00:00:00Z')`;
    await db.execute(sql`
      insert into gift_card_transactions
        (user_id, brand_id, card_value, card_code_sealed, card_code_hash, card_code_last4, status,
         expected_payout, final_payout, paid_at, created_at)
      values ${sql.join(
        [
          card(ann.id, 'ORDER_ACCEPTED', '80.00', null, null),
          card(ann.id, 'REDEEMED', '70.50', null, null),
          card(ann.id, 'PAID', '80.00', '75.25', '2026-01-02T10:00:00Z'),
          card(bob.id, 'PAID', '60.00', '60.00', null),
          card(bob.id, 'PAID', '50.00', '0.00', '2026-01-03T10:00:00Z'),
          card(bob.id, 'REJECTED', '80.00', null, null),
          card(bob.id, 'PENDING_REVIEW', '80.00', null, null),
          card(bob.id, 'ORDER_ACCEPTED', null, null, null),
        ],
        sql`, `,
      )}`);

    await database.migrate(migrations);

    const check = await checkLedger(db);
    expect(check.problems).toEqual([]);
    // The business's three accounts (inventory, payouts, payouts in flight) and two customers'.
    expect(check).toMatchObject({ ok: true, accounts: 5 });
    const balances = await rows<{ kind: string; username: string | null; balance: string }>(sql`
      select a.kind, u.username, a.balance::text from ledger_accounts a
      left join users u on u.id = a.customer_id order by a.kind, u.username`);
    expect(balances).toEqual([
      { kind: 'card_inventory', username: null, balance: '285.75' },
      { kind: 'customer_payable', username: 'ann', balance: '150.50' },
      { kind: 'customer_payable', username: 'bob', balance: '0.00' },
      { kind: 'payouts', username: null, balance: '135.25' },
      { kind: 'payouts_in_flight', username: null, balance: '0.00' },
    ]);
    // Dated as they happened: the payout at its paid_at, the purchase at the card's creation.
    const [paid] = await rows<{ day: string }>(sql`
      select (created_at at time zone 'UTC')::date::text as day from ledger_transfers
      where kind = 'payout' and amount = 75.25`);
    expect(paid.day).toBe('2026-01-02');
    // Migrating again writes nothing twice.
    await database.migrate(migrations);
    await db.execute(sql`select ledger_open_unposted_transactions()`);
    expect((await checkLedger(db)).transfers).toBe(check.transfers);
    // Today's release on that database: the baseline is skipped, the migrations after it and the
    // objects' files applied.
    const afterBaseline = readMigrationFiles({ migrationsFolder }).length - 1;
    expect(await migrate(db)).toBe(afterBaseline);
    expect(await checkLedger(db)).toMatchObject({ ok: true, transfers: check.transfers });
  }, 60_000);
});
