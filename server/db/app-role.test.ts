import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../paths.js';
import { createBrand, submitCard } from '../plugins/transactions/test-fixtures.js';
import { createLocalBus } from '../realtime/bus.js';
import { TEST_CARD_CODE_KEYS } from '../test/database.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { openDatabase } from './client.js';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

/** The README's step: psql with the script, as `url`'s role. Answers psql's exit status. */
async function appRoleScript(url: string, role: string) {
  try {
    await run('psql', [url, '-v', `app_role=${role}`, '-f', projectPath('server/db/app-role.sql')]);
    return { status: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { status: failed.code, stderr: failed.stderr };
  }
}

const withUser = (url: string, name: string, database?: string) => {
  const changed = new URL(url);
  changed.username = name;
  if (database) changed.pathname = `/${database}`;
  return changed.toString();
};

// The role set-up is PostgreSQL's: PGlite has one user. .ci/run runs this with TEST_DATABASE_URL.
describe.skipIf(process.env.TEST_DB !== 'postgres' || !serverUrl)(
  "the README's least-privilege role on a new database",
  () => {
    // Names of their own: roles are shared by every database of the server, and runs overlap.
    const suffix = randomBytes(4).toString('hex');
    const role = `gca_app_${suffix}`;
    const powerless = `gca_owner_${suffix}`;
    const database = `gca_roles_${suffix}`;
    let admin: pg.Client;
    let ownerUrl: string;
    let server: TestServer;
    let asApp: pg.Client;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      const url = new URL(serverUrl as string);
      url.pathname = `/${database}`;
      ownerUrl = url.toString();
    });
    afterAll(async () => {
      await asApp?.end();
      await server?.close();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`drop role if exists ${role}`);
      await admin.query(`drop role if exists ${powerless}`);
      await admin.end();
    });

    it('creates the role before the first migration, grants it after, and fails loudly', async () => {
      expect(await appRoleScript(ownerUrl, role)).toEqual({ status: 0, stderr: '' });
      const database = await openDatabase({
        databaseUrl: withUser(ownerUrl, role),
        ownerUrl,
        dataDir: null,
        cardCodeKeys: TEST_CARD_CODE_KEYS,
      });
      server = await startTestServer({}, createLocalBus(), database);
      // Run again on the migrated database: it grants what the tables need.
      expect(await appRoleScript(ownerUrl, role)).toEqual({ status: 0, stderr: '' });

      await admin.query(`create role ${powerless} login`);
      const refused = await appRoleScript(withUser(ownerUrl, powerless), `${role}_other`);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/permission denied to create role/);
    });

    it('serves a payout and its reversal through the API as the role', async () => {
      const { rows } = (await server.database.db.execute(
        sql`select current_user as who`,
      )) as unknown as { rows: { who: string }[] };
      expect(rows[0].who).toBe(role);
      const finance = await server.login('admin');
      const customer = await server.login('customer');
      const brand = await createBrand(server.database.db);
      const card = await submitCard(server, customer.token, brand.id);
      const url = `/api/v1/admin/giftcards/${card.id}/`;
      const pay = { status: 'PAID', expected_payout: '80.00', offered_rate: '80.00' };
      // Only an accepted card is paid.
      const accept = { ...pay, status: 'ORDER_ACCEPTED' };
      await server.call(finance.token, { method: 'PATCH', url, payload: accept });
      const paid = await server.call(finance.token, { method: 'PATCH', url, payload: pay });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data).toMatchObject({ status: 'PAID', final_payout: '80.00' });
      const reversed = await server.call(finance.token, {
        method: 'POST',
        url: `${url}reverse_payout/`,
        payload: { reason: 'Returned by the bank' },
      });
      expect(reversed.statusCode).toBe(200);
      const repaid = await server.call(finance.token, { method: 'PATCH', url, payload: pay });
      expect(repaid.statusCode).toBe(200);
      const check = await server.call(finance.token, {
        method: 'GET',
        url: '/api/v1/admin/ledger/check/',
      });
      expect(check.json().data).toMatchObject({ ok: true });
    });

    it('refuses every statement that would change money, a roll-up, activity or a transfer', async () => {
      asApp = new pg.Client({ connectionString: withUser(ownerUrl, role) });
      await asApp.connect();
      const { rows } = await asApp.query(
        `select t.id, t.user_id, t.brand_id from gift_card_transactions t where status = 'PAID' limit 1`,
      );
      const [paid] = rows as { id: string; user_id: string; brand_id: string }[];
      const payout = `insert into ledger_transfers (kind, debit_account_id, credit_account_id, amount, transaction_id, payout_round)
        select 'payout', c.id, p.id, 5, '${paid.id}', 9 from ledger_accounts c, ledger_accounts p
        where c.customer_id = '${paid.user_id}' and p.kind = 'payouts'`;
      for (const statement of [
        'update ledger_accounts set credits = credits + 100',
        "insert into ledger_accounts (kind) values ('payouts')",
        "insert into ledger_transfer_rules values ('gift', 'payouts', 'customer_payable', 1, 0, 0, 'x')",
        'update ledger_transfer_rules set owed_effect = 0',
        'delete from ledger_account_kinds',
        'update ledger_daily_totals set amount = amount + 100',
        "insert into ledger_daily_totals values (current_date, 'payout', 'payouts', 'payouts', 1, 1)",
        'update transaction_brand_tallies set count = count + 1',
        'update transaction_customer_tallies set count = count + 1',
        'update transaction_day_tallies set count = count + 1',
        'update transaction_value_tallies set count = count + 1',
        'update transaction_daily_figures set paid_amount = paid_amount + 100',
        payout,
        'update ledger_transfers set amount = 0',
        'delete from ledger_transfers',
        'update activity_logs set notes = $$rewritten$$',
        'delete from activity_logs',
        'truncate activity_logs',
        "update gift_card_transactions set status = 'PAID', final_payout = expected_payout, paid_at = now() where status <> 'PAID'",
        "update gift_card_transactions set final_payout = 0 where status = 'PAID'",
        "update gift_card_transactions set status = 'ORDER_ACCEPTED' where status = 'PAID'",
        `insert into gift_card_transactions (user_id, brand_id, status, card_value, card_code_hash, card_code_sealed, card_code_last4)
          select user_id, brand_id, 'PAID', card_value, card_code_hash, card_code_sealed, card_code_last4 from gift_card_transactions limit 1`,
        `update brands set paid_count = 0, paid_payout_total = 0 where id = '${paid.brand_id}'`,
        "insert into brands (name, min_amount, max_amount, rate_percentage, paid_count) values ('Fake', 1, 2, 50, 9)",
        'truncate audit_logs',
        "update audit_logs set summary = 'y'",
        'delete from audit_logs',
        'alter table audit_logs disable trigger all',
        'alter table activity_logs disable trigger all',
        'create table audit_copy (id int)',
        // Service levels (migration 0022): a clock ends by its decision, the roll-ups follow.
        'update gift_card_transactions set sla_met_at = null',
        "update gift_card_transactions set sla_due_at = sla_due_at + interval '1 day'",
        "insert into sla_daily values ('2000-01-01', 'review', 1, 1, 0)",
        'update sla_daily set met = decided, missed = 0',
        'update sla_daily_minutes set minutes = 0',
      ]) {
        await expect(asApp.query(statement), statement).rejects.toThrow(
          /permission denied|must be owner|cannot be changed|starts PENDING_REVIEW|starts with nothing paid|written by triggers|clock is set/,
        );
      }
      const check = await server.call((await server.login('admin')).token, {
        method: 'GET',
        url: '/api/v1/admin/ledger/check/',
      });
      expect(check.json().data).toMatchObject({ ok: true });
    });
  },
);
