import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationHistory } from '../../realtime/notifications.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { payoutScene } from './test-scene.js';

let server: TestServer;
let admin: TestUser;
let finance: TestUser;
let reviewer: TestUser;
let customer: TestUser;
let scene: ReturnType<typeof payoutScene>;
beforeAll(async () => {
  server = await startTestServer();
  [admin, finance, reviewer, customer] = [
    await server.login('admin'),
    await server.login('finance'),
    await server.login('reviewer'),
    await server.login('customer'),
  ];
  scene = payoutScene(server, admin);
});
afterAll(() => server.close());

const auditOf = async (action: string) =>
  (await scene.call(admin, 'GET', `/admin/audit-logs/?action=${action}`)).json().results;

describe('payout destinations', () => {
  it('keeps a customer’s account number sealed and answers it masked', async () => {
    expect((await scene.call(customer, 'GET', '/payout-account/')).statusCode).toBe(404);
    const put = await scene.call(customer, 'PUT', '/payout-account/', {
      bank_code: '058',
      bank_name: 'First Test Bank',
      account_number: '0123456789',
      account_name: 'Carl Customer',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      bank_code: '058',
      bank_name: 'First Test Bank',
      account_number_masked: '******6789',
      account_name: 'Carl Customer',
    });
    expect(put.body).not.toContain('0123456789');
    expect((await scene.call(customer, 'GET', '/payout-account/')).json().data).toMatchObject({
      account_number_masked: '******6789',
    });
    const stored = await server.database.db.execute(
      sql`select account_number_sealed from payout_accounts where user_id = ${customer.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain('0123456789');
  });

  it('refuses an account number that is not 6 to 20 digits, and staff calling it', async () => {
    for (const accountNumber of ['12345', '1'.repeat(21), '12345a']) {
      const response = await scene.call(customer, 'PUT', '/payout-account/', {
        bank_code: '058',
        bank_name: 'First Test Bank',
        account_number: accountNumber,
        account_name: 'Carl Customer',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.account_number).toEqual([
        'Account number must be 6 to 20 digits.',
      ]);
    }
    expect((await scene.call(admin, 'GET', '/payout-account/')).statusCode).toBe(403);
  });

  it('shows staff the masked destination and reveals it to finance only, audited', async () => {
    const user = (await scene.call(reviewer, 'GET', `/admin/users/${customer.id}/`)).json().data;
    expect(user.payout_account).toMatchObject({ account_number_masked: '******6789' });
    expect(JSON.stringify(user)).not.toContain('0123456789');
    const reveal = (as: TestUser) =>
      scene.call(as, 'POST', `/admin/users/${customer.id}/reveal_payout_account/`);
    expect((await reveal(reviewer)).statusCode).toBe(403);
    const revealed = await reveal(finance);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json().data).toEqual({ account_number: '0123456789' });
    const [entry] = await auditOf('user.payout_account_revealed');
    expect(entry).toMatchObject({ actor: { id: finance.id }, target_id: customer.id });
    expect(JSON.stringify(entry)).not.toContain('0123456789');
    const withoutAccount = await server.login('customer');
    const none = await scene.call(
      finance,
      'POST',
      `/admin/users/${withoutAccount.id}/reveal_payout_account/`,
    );
    expect(none.statusCode).toBe(404);
  });

  it('audits a change with what changed, never the number', async () => {
    await scene.giveDestination(customer, '9999888877');
    const [entry] = await auditOf('user.payout_account_changed');
    expect(entry).toMatchObject({
      actor: { id: customer.id },
      target_id: customer.id,
      changes: { account_number: ['******6789', '******8877'] },
    });
    expect(JSON.stringify(entry)).not.toContain('9999888877');
  });

  it('tells the staff who send payouts that a destination changed, not when it is first given', async () => {
    const inbox = async (reader: TestUser, role: 'finance' | 'reviewer') =>
      (await notificationHistory(server.database.db, { id: reader.id, role })).filter(
        (entry) => entry.kind === 'payout_account_changed' && entry.subject_id === newcomer.id,
      );
    const newcomer = await server.login('customer');
    await scene.giveDestination(newcomer, '1111222233');
    expect(await inbox(finance, 'finance')).toEqual([]);
    await scene.giveDestination(newcomer, '4444555566');
    expect(await inbox(finance, 'finance')).toEqual([
      expect.objectContaining({
        message: `${newcomer.username} changed their payout account`,
        message_code: 'notification.payout_account_changed',
        message_params: { customer: newcomer.username },
        is_read: false,
      }),
    ]);
    expect(JSON.stringify(await inbox(finance, 'finance'))).not.toContain('4444555566');
    // A reviewer does not send payouts.
    expect(await inbox(reviewer, 'reviewer')).toEqual([]);
  });
});
