import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../paths.js';
import { createAccount } from '../plugins/users/accounts.js';
import { createFreshDatabase, createTestDatabase, TEST_CARD_CODE_KEYS } from '../test/database.js';
import { openDatabase } from './client.js';

/** The database's own message of a refused statement (drizzle wraps it in a cause). */
const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

const auditRow = sql`insert into audit_logs (action, summary) values ('auth.logout', 'probe')`;

describe('the audit trail as the database owner sees it', () => {
  it('refuses TRUNCATE, as it refuses UPDATE and DELETE', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.execute(auditRow);
      expect(await refusal(database.db.execute(sql`truncate audit_logs`))).toBe(
        'audit_logs is append-only: it cannot be truncated',
      );
      expect(await refusal(database.db.execute(sql`truncate audit_logs cascade`))).toMatch(
        /append-only/,
      );
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as n from audit_logs`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0].n).toBe(1);
    } finally {
      await database.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
// The role set-up is PostgreSQL's: PGlite has one user. .ci/run runs this with TEST_DATABASE_URL.
describe.skipIf(process.env.TEST_DB !== 'postgres' || !serverUrl)(
  'the least-privilege role of server/db/app-role.sql',
  () => {
    // A name of its own: roles are shared by every database of the server, and runs overlap.
    const role = `gca_app_${randomBytes(4).toString('hex')}`;
    let owner: Awaited<ReturnType<typeof createFreshDatabase>>;
    let appUrl: string;
    let asApp: pg.Client;

    beforeAll(async () => {
      owner = await createFreshDatabase(serverUrl);
      const script = readFileSync(projectPath('server/db/app-role.sql'), 'utf8');
      await owner.db.execute(sql.raw(script.replaceAll('gca_app', role)));
      const url = new URL(owner.url as string);
      url.username = role;
      appUrl = url.toString();
      asApp = new pg.Client({ connectionString: appUrl });
      await asApp.connect();
    });
    afterAll(async () => {
      await asApp?.end();
      await owner?.close();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    });

    it('may insert and read audit rows, and nothing else on them', async () => {
      await asApp.query(`insert into audit_logs (action, summary) values ('auth.logout', 'x')`);
      const { rows } = await asApp.query('select count(*)::int as n from audit_logs');
      expect(rows[0].n).toBe(1);
      for (const statement of [
        'truncate audit_logs',
        "update audit_logs set summary = 'y'",
        'delete from audit_logs',
        'alter table audit_logs disable trigger audit_logs_append_only',
        'alter table audit_logs disable trigger all',
        'drop trigger audit_logs_no_truncate on audit_logs',
        'create table audit_copy (id int)',
        'truncate ledger_transfers',
        'update ledger_transfers set amount = 0',
        'delete from ledger_transfers',
        'delete from ledger_accounts',
      ]) {
        await expect(asApp.query(statement), statement).rejects.toThrow(
          /permission denied|must be owner/,
        );
      }
    });

    it('runs the server: it migrates as the owner, then works as the role', async () => {
      const handle = await openDatabase({
        databaseUrl: appUrl,
        ownerUrl: owner.url,
        dataDir: null,
        cardCodeKeys: TEST_CARD_CODE_KEYS,
      });
      try {
        const { rows } = (await handle.db.execute(sql`select current_user as who`)) as unknown as {
          rows: { who: string }[];
        };
        expect(rows[0].who).toBe(role);
        const user = await createAccount(handle.db, {
          email: `${role}@example.com`,
          username: role,
          password: 'password123',
          role: 'admin',
          firstName: 'Ada',
          lastName: 'Admin',
        });
        expect(user.role).toBe('admin');
        await handle.db.execute(sql`update users set first_name = 'Ida' where id = ${user.id}`);
        await handle.db.execute(auditRow);
        expect(await refusal(handle.db.execute(sql`truncate refresh_tokens`))).toMatch(
          /permission denied/,
        );
      } finally {
        await handle.close();
      }
    });
  },
);
