import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codedRefusal,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { createBrand, submitCard } from './test-fixtures.js';

let server: TestServer;
let admin: TestUser;
let finance: TestUser;
let secondFinance: TestUser;
let customer: TestUser;
let brandId: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, finance, secondFinance, customer] = [
    await server.login('admin'),
    await server.login('finance'),
    await server.login('finance'),
    await server.login('customer'),
  ];
  brandId = (await createBrand(server.database.db, { maxAmount: '5000.00' })).id;
});
afterAll(() => server.close());

const url = (id: string, action = '') => `/api/v1/admin/giftcards/${id}/${action}`;
const patch = (as: TestUser, id: string, payload: Record<string, unknown>) =>
  server.call(as.token, { method: 'PATCH', url: url(id), payload });
const post = (as: TestUser, id: string, action: string, payload?: Record<string, unknown>) =>
  server.call(as.token, { method: 'POST', url: url(id, action), payload });
const detail = async (id: string) => {
  const response = await server.call(admin.token, { method: 'GET', url: url(id) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('a transaction’s detail', () => {
  it('shows the 20 newest activity rows, newest first', async () => {
    const { id } = await submitCard(server, customer.token, brandId, '200.00');
    const accepted = { status: 'ORDER_ACCEPTED', expected_payout: '160.00', offered_rate: '80.00' };
    expect((await patch(admin, id, accepted)).statusCode).toBe(200);
    for (let note = 1; note <= 21; note += 1) {
      const noted = await patch(admin, id, { ...accepted, admin_notes: `Note ${note}` });
      expect(noted.statusCode).toBe(200);
    }
    const { recent_logs: logs, admin_notes } = await detail(id);
    expect(admin_notes).toBe('Note 21');
    expect(logs).toHaveLength(20);
    expect(logs.map((log: { notes: string }) => log.notes)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Note ${21 - index}`),
    );
    expect(logs[0]).toEqual({
      id: expect.any(String),
      performed_by_name: expect.any(String),
      action: 'other',
      new_status: 'ORDER_ACCEPTED',
      notes: 'Note 21',
      notes_code: null,
      notes_params: null,
      time_ago: 'just now',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('shows its ledger: what is owed and paid, its transfers newest first, who approved a reversal', async () => {
    const { id } = await submitCard(server, customer.token, brandId, '1000.00');
    const accept = { status: 'ORDER_ACCEPTED', expected_payout: '500.00', offered_rate: '50.00' };
    expect((await patch(admin, id, accept)).statusCode).toBe(200);
    expect((await post(finance, id, 'approve_payout/')).statusCode).toBe(200);
    const paid = await patch(secondFinance, id, { ...accept, status: 'PAID' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await post(secondFinance, id, 'approve_reversal/')).statusCode).toBe(200);

    const before = await detail(id);
    expect(before.reversal_approval).toEqual({
      approved_by: { id: secondFinance.id, username: secondFinance.username },
      approved_at: expect.any(String),
    });
    expect(before.ledger).toMatchObject({ owed: '0.00', paid: '500.00' });
    const [payout, purchase] = before.ledger.transfers;
    expect(payout).toEqual({
      id: expect.any(String),
      kind: 'payout',
      debit_account_id: expect.any(String),
      credit_account_id: expect.any(String),
      amount: '500.00',
      transaction_id: id,
      reverses_id: null,
      performed_by: { id: secondFinance.id, username: secondFinance.username },
      reason: null,
      reason_code: null,
      reason_params: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(purchase).toMatchObject({ kind: 'purchase', amount: '500.00', reverses_id: null });

    const reversed = await post(finance, id, 'reverse_payout/', { reason: 'Bounced' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const after = await detail(id);
    expect(after.reversal_approval).toBeNull();
    expect(after.ledger).toMatchObject({ owed: '500.00', paid: '0.00' });
    expect(after.ledger.transfers.map((transfer: { kind: string }) => transfer.kind)).toEqual([
      'payout_reversal',
      'payout',
      'purchase',
    ]);
    expect(after.ledger.transfers[0]).toMatchObject({ reverses_id: payout.id, reason: 'Bounced' });
  });

  it('answers 404 for a transaction that does not exist', async () => {
    const response = await server.call(admin.token, {
      method: 'GET',
      url: url('00000000-0000-4000-8000-000000000000'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(codedRefusal('transaction.not_found'));
  });
});
