import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../paths.js';
import { payoutScene } from '../plugins/payouts/test-scene.js';
import { sendDueAlerts } from '../plugins/sla/alerts.js';
import { createBrand, submitCard } from '../plugins/transactions/test-fixtures.js';
import { createLocalBus } from '../realtime/bus.js';
import { TEST_CARD_CODE_KEYS } from '../test/database.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { multipartBody, PNG_1PX } from '../test/multipart.js';
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

/** What the role gets on a table of public not named below. */
const FULL_PRIVILEGES = 'DELETE, INSERT, SELECT, UPDATE';

/**
 * The role's privileges on each table that has fewer (as information_schema lists them; '' is
 * none): the append-only tables, and those of app_role_grants (migration 0036).
 */
const TABLE_PRIVILEGES: Record<string, string> = {
  activity_logs: 'INSERT, SELECT',
  app_role_grants: '',
  audit_logs: 'INSERT, SELECT',
  brands: 'DELETE, INSERT, SELECT',
  disputes: 'DELETE, INSERT, SELECT',
  gift_card_transactions: 'DELETE, INSERT, SELECT',
  kyc_documents: 'INSERT, SELECT',
  kyc_settings: 'SELECT, UPDATE',
  kyc_tiers: 'SELECT, UPDATE',
  ledger_account_kinds: 'SELECT',
  ledger_accounts: 'SELECT',
  ledger_daily_totals: 'SELECT',
  ledger_transfer_rules: 'SELECT',
  ledger_transfers: 'SELECT',
  payout_accounts: 'INSERT, SELECT, UPDATE',
  payout_batch_items: 'INSERT, SELECT',
  payout_batches: 'INSERT, SELECT',
  rate_ends: 'INSERT, SELECT',
  rate_margin_days: 'SELECT',
  rates: 'INSERT, SELECT',
  sla_alert_schedule: 'DELETE, SELECT',
  sla_daily: 'SELECT',
  sla_daily_minutes: 'SELECT',
  sla_open_due_hours: 'SELECT',
  sla_policies: 'INSERT, SELECT',
  transaction_brand_tallies: 'SELECT',
  transaction_customer_tallies: 'SELECT',
  transaction_daily_figures: 'SELECT',
  transaction_day_tallies: 'SELECT',
  transaction_value_id_tallies: 'SELECT',
  transaction_value_tallies: 'SELECT',
};

/** The tables whose UPDATE the role has on some columns only. */
const UPDATED_COLUMNS: Record<string, { only: string[] } | { allBut: string[] }> = {
  brands: { allBut: ['paid_count', 'paid_payout_total'] },
  disputes: {
    allBut: [
      'first_response_due_at',
      'first_response_warn_at',
      'first_response_met_at',
      'first_response_policy_version',
      'resolution_due_at',
      'resolution_warn_at',
      'resolution_met_at',
      'resolution_policy_version',
    ],
  },
  gift_card_transactions: {
    allBut: [
      'status',
      'expected_payout',
      'final_payout',
      'paid_at',
      'clawback_amount',
      'clawback_reason',
      'clawback_by_id',
      'clawback_by_username',
      'clawback_at',
      'rate_lock_rate_id',
      'rate_lock_percentage',
      'rate_locked_at',
      'sla_due_at',
      'sla_warn_at',
      'sla_met_at',
      'sla_policy_version',
    ],
  },
  kyc_documents: { only: ['status', 'reviewed_at'] },
  payout_batch_items: { only: ['open'] },
  payout_batches: {
    only: [
      'state',
      'approved_by_id',
      'approved_by_username',
      'approved_at',
      'settled_at',
      'cancelled_at',
    ],
  },
  sla_alert_schedule: { only: ['fire_at'] },
  sla_policies: { only: ['updated_at'] },
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
    let asOwner: pg.Client;

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
      await asOwner?.end();
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

    it('grants the role exactly these privileges, and no table more', async () => {
      const owner = new pg.Client({ connectionString: ownerUrl });
      await owner.connect();
      try {
        // Each query names the role as $1, or asks about the tables alone.
        const query = async <Row>(text: string) =>
          (await owner.query(text, text.includes('$1') ? [role] : [])).rows as Row[];
        const granted = await query<{ schema: string; table: string; privileges: string }>(
          `select table_schema as schema, table_name as table,
             string_agg(privilege_type, ', ' order by privilege_type) as privileges
           from information_schema.role_table_grants where grantee = $1
           group by 1, 2 order by 1, 2`,
        );
        const tables = await query<{ schema: string; table: string }>(
          `select table_schema as schema, table_name as table from information_schema.tables
           where table_schema in ('public', 'drizzle') order by 1, 2`,
        );
        const expected = tables
          .map(({ schema, table }) => ({
            schema,
            table,
            privileges:
              schema === 'drizzle' ? 'SELECT' : (TABLE_PRIVILEGES[table] ?? FULL_PRIVILEGES),
          }))
          .filter((row) => row.privileges !== '');
        expect(granted).toEqual(expected);

        // UPDATE of some columns only, beyond the table's privileges.
        const columns = await query<{ table: string; columns: string[] }>(
          `select table_name as table, array_agg(column_name::text order by column_name collate "C") as columns
           from information_schema.column_privileges
           where grantee = $1 and privilege_type = 'UPDATE' and table_schema = 'public'
             and (table_name) not in (select table_name from information_schema.role_table_grants
               where grantee = $1 and privilege_type = 'UPDATE' and table_schema = 'public')
           group by 1 order by table_name collate "C"`,
        );
        const updatable = await query<{ table: string; columns: string[] }>(
          `select table_name as table, array_agg(column_name::text order by column_name collate "C") as columns
           from information_schema.columns
           where table_schema = 'public' and is_generated = 'NEVER' group by 1`,
        );
        const all = new Map(updatable.map((row) => [row.table, row.columns]));
        expect(columns).toEqual(
          Object.entries(UPDATED_COLUMNS)
            .map(([table, updated]) => ({
              table,
              columns:
                'allBut' in updated
                  ? (all.get(table) ?? []).filter((column) => !updated.allBut.includes(column))
                  : [...updated.only].sort(),
            }))
            .sort((a, b) => (a.table < b.table ? -1 : 1)),
        );
        const [database] = await query<{ connect: boolean; schemas: boolean }>(
          `select has_database_privilege($1, current_database(), 'CONNECT') as connect,
             has_schema_privilege($1, 'public', 'USAGE') and has_schema_privilege($1, 'drizzle', 'USAGE') as schemas`,
        );
        expect(database).toEqual({ connect: true, schemas: true });
      } finally {
        await owner.end();
      }
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

    it("serves this round's features as the role: rates, batches, clawbacks, KYC, service levels", async () => {
      const admin = await server.login('admin');
      const finance = await server.login('finance');
      const colleague = await server.login('finance');
      const support = await server.login('support');
      const scene = payoutScene(server, admin);
      const { call } = scene;

      // Rate cards: added, listed, quoted to a customer, retired.
      const brand = await createBrand(server.database.db);
      const rate = await call(finance, 'POST', '/admin/rates/', {
        brand: brand.id,
        country: 'US',
        form: 'physical',
        receipt: 'with_receipt',
        min_value: '50',
        max_value: '100',
        rate_percentage: '80',
      });
      expect(rate.statusCode, rate.body).toBe(201);
      const rates = await call(finance, 'GET', `/admin/rates/?brand=${brand.id}`);
      expect(rates.json().results).toEqual([expect.objectContaining({ id: rate.json().data.id })]);
      const quoter = await server.login('customer');
      const quote = await call(
        quoter,
        'GET',
        `/rates/quote/?brand_id=${brand.id}&card_value=75&form=physical&receipt=with_receipt`,
      );
      expect(quote.json().data).toMatchObject({ rate_percentage: '80.00', payout: '60.00' });
      const retired = await call(finance, 'POST', `/admin/rates/${rate.json().data.id}/retire/`);
      expect(retired.statusCode, retired.body).toBe(200);

      // A paid card found spent is clawed back (approved by a colleague first); the customer's
      // next card is paid in a batch that recovers it; another customer's item fails and is owed
      // again, then drafted in a batch that is cancelled.
      const spender = await server.login('customer');
      const other = await server.login('customer');
      await scene.giveDestination(spender);
      await scene.giveDestination(other, '9876543210');
      const spent = await scene.acceptedCard(spender);
      await call(colleague, 'POST', `/admin/giftcards/${spent}/approve_payout/`);
      const paid = await call(admin, 'PATCH', `/admin/giftcards/${spent}/`, {
        status: 'PAID',
        expected_payout: '80.00',
        offered_rate: '50.00',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const approval = await call(colleague, 'POST', `/admin/giftcards/${spent}/approve_clawback/`);
      expect(approval.statusCode, approval.body).toBe(200);
      const clawed = await call(finance, 'POST', `/admin/giftcards/${spent}/clawback/`, {
        reason: 'Card already redeemed',
        amount: '30.00',
      });
      expect(clawed.statusCode, clawed.body).toBe(200);
      expect(clawed.json().data).toMatchObject({ clawback: { amount: '30.00' } });

      const owed = [await scene.acceptedCard(spender), await scene.acceptedCard(other)];
      const created = await call(finance, 'POST', '/admin/payout-batches/', {
        transaction_ids: owed,
      });
      expect(created.statusCode, created.body).toBe(201);
      const batch = created.json().data;
      const approved = await call(colleague, 'POST', `/admin/payout-batches/${batch.id}/approve/`);
      expect(approved.statusCode, approved.body).toBe(200);
      const submitted = await call(finance, 'POST', `/admin/payout-batches/${batch.id}/submit/`);
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json().data).toMatchObject({ state: 'submitted' });
      const items = (await call(finance, 'GET', `/admin/payout-batches/${batch.id}/items/`)).json()
        .results as { reference: string; transaction_id: string }[];
      const referenceOf = (id: string) =>
        items.find((item) => item.transaction_id === id)?.reference;
      const results = await call(finance, 'POST', `/admin/payout-batches/${batch.id}/results/`, {
        results: [
          { reference: referenceOf(owed[0]), status: 'success' },
          { reference: referenceOf(owed[1]), status: 'failed', reason: 'Account closed' },
        ],
      });
      expect(results.json().data).toMatchObject({ applied: 2, conflicts: [], unmatched: [] });
      expect(
        (await call(finance, 'GET', `/admin/payout-batches/${batch.id}/`)).json().data,
      ).toMatchObject({ state: 'settled' });
      expect(await scene.detail(owed[0])).toMatchObject({ status: 'PAID', final_payout: '80.00' });
      expect(await scene.detail(owed[1])).toMatchObject({
        status: 'ORDER_ACCEPTED',
        ledger: { owed: '80.00' },
      });
      const account = (await call(admin, 'GET', `/admin/users/${spender.id}/`)).json().data;
      expect(account.balance_receivable).toBe('0.00');
      const again = await call(finance, 'POST', '/admin/payout-batches/', {
        transaction_ids: [owed[1]],
      });
      expect(again.statusCode, again.body).toBe(201);
      const draft = again.json().data;
      const cancelled = await call(finance, 'POST', `/admin/payout-batches/${draft.id}/cancel/`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      // KYC: a customer's document, decided by support; the limits turned on and off.
      const applicant = await server.login('customer');
      // Tier 1 asks for an identity document and a selfie.
      for (const type of ['passport', 'selfie']) {
        const form = await multipartBody({
          type,
          file: { bytes: PNG_1PX, filename: `${type}.png`, type: 'image/png' },
        });
        const uploaded = await server.call(applicant.token, {
          method: 'POST',
          url: '/api/v1/kyc/documents/',
          ...form,
        });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
      }
      const queue = await call(support, 'GET', '/admin/kyc/queue/');
      expect(queue.json().results).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: applicant.id })]),
      );
      const decided = await call(support, 'POST', `/admin/users/${applicant.id}/kyc/decision/`, {
        tier: 1,
        decision: 'approve',
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json().data.kyc).toMatchObject({ tier: 1, status: 'approved' });
      for (const enforced of [true, false]) {
        const settings = await call(admin, 'PUT', '/admin/kyc/settings/', { enforced });
        expect(settings.statusCode, settings.body).toBe(200);
      }

      // Service levels: a new policy version; a card's alert falls due and is sent once.
      const policy = await call(admin, 'PUT', '/admin/sla/policies/review/', {
        minutes: 90,
        warn_before_minutes: 20,
      });
      expect(policy.statusCode, policy.body).toBe(200);
      expect(policy.json().data).toMatchObject({ minutes: 90, version: 2 });
      const waiting = await submitCard(server, quoter.token, brand.id);
      asOwner = new pg.Client({ connectionString: ownerUrl });
      await asOwner.connect();
      await asOwner.query(
        `update sla_alert_schedule set fire_at = now() - interval '1 second' where item_id = $1`,
        [waiting.id],
      );
      const bus = createLocalBus();
      expect(await sendDueAlerts(server.database.db, bus)).toBeGreaterThan(0);
      expect(await sendDueAlerts(server.database.db, bus)).toBe(0);
      const summary = await call(admin, 'GET', '/admin/sla/summary/');
      expect(summary.statusCode, summary.body).toBe(200);

      expect(await scene.check()).toMatchObject({ ok: true, problems: [] });
    });

    it('refuses every statement that would change money, a roll-up, activity or a transfer', async () => {
      asApp = new pg.Client({ connectionString: withUser(ownerUrl, role) });
      await asApp.connect();
      const { rows } = await asApp.query(
        `select t.id, t.user_id, t.brand_id from gift_card_transactions t where status = 'PAID' limit 1`,
      );
      const [paid] = rows as { id: string; user_id: string; brand_id: string }[];
      // A card waiting for review: its service-level alerts are in the schedule, its clock in its
      // due hour (the app's role reads that count, written by the owner's trigger).
      await submitCard(server, (await server.login('customer')).token, paid.brand_id);
      const hours = await asApp.query(
        'select sum(open_count)::int as open from sla_open_due_hours',
      );
      expect(hours.rows[0].open).toBeGreaterThan(0);
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
        // This round's tables (migration 0028): roll-ups, history, batches, items, clawbacks, KYC.
        'update rate_margin_days set payout = 0',
        'delete from rate_margin_days',
        'update rates set rate_percentage = 100',
        'delete from rate_ends',
        'delete from sla_daily',
        'delete from sla_daily_minutes',
        // The open clocks by due hour (migration 0034): read, written by its triggers only.
        "insert into sla_open_due_hours values (date_trunc('hour', now()), 1)",
        'update sla_open_due_hours set open_count = 0',
        'delete from sla_open_due_hours',
        'truncate sla_open_due_hours',
        'update sla_policies set minutes = 1',
        'update sla_policies set updated_at = now()',
        'delete from sla_policies',
        "insert into sla_alert_schedule values ('review', gen_random_uuid(), 'breached', now(), now())",
        "update sla_alert_schedule set fire_at = now() + interval '1 year'",
        "update payout_batch_items set state = 'paid', open = false",
        'update payout_batch_items set amount = 1',
        "update payout_batch_items set account_number_sealed = 'elsewhere'",
        'update payout_batch_items set open = true where not open',
        'delete from payout_batch_items',
        `insert into payout_batch_items (batch_id, transaction_id, customer_id, amount, bank_code, bank_name,
            account_number_sealed, account_number_last4, account_name, state)
          select b.id, t.id, t.user_id, t.expected_payout, 'x', 'x', 'x', '1234', 'x', 'sent'
          from payout_batches b, gift_card_transactions t where t.status = 'ORDER_ACCEPTED' limit 1`,
        "insert into payout_batches (state) values ('settled')",
        "update payout_batches set state = 'submitted' where state = 'cancelled'",
        "update payout_batches set state = 'draft'",
        'update payout_batches set submitted_at = null',
        'delete from payout_batches',
        'select payout_item_pays_transaction(id) from payout_batch_items limit 1',
        'update gift_card_transactions set clawback_amount = 0 where clawback_at is not null',
        'update gift_card_transactions set clawback_at = null',
        'update gift_card_transactions set rate_lock_percentage = 100',
        'update disputes set resolution_met_at = now()',
        "insert into kyc_tiers (tier, name) values (3, 'Fake')",
        'delete from kyc_tiers',
        'delete from kyc_settings',
        'delete from kyc_documents',
        'update kyc_documents set user_id = gen_random_uuid()',
        'delete from payout_accounts',
      ]) {
        await expect(asApp.query(statement), statement).rejects.toThrow(
          /permission denied|must be owner|cannot be changed|starts PENDING_REVIEW|starts with nothing paid|written by triggers|clock is set|is a draft|does not move|payout batch item is closed|are versions|alert schedule/,
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
