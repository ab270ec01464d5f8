import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { multipartBody, PNG_1PX } from '../../test/multipart.js';
import { payoutScene } from '../payouts/test-scene.js';

let server: TestServer;
let admin: TestUser;
let finance: TestUser;
let support: TestUser;
let scene: ReturnType<typeof payoutScene>;
beforeAll(async () => {
  server = await startTestServer();
  [admin, finance, support] = [
    await server.login('admin'),
    await server.login('finance'),
    await server.login('support'),
  ];
  scene = payoutScene(server, admin);
});
afterAll(() => server.close());

const notificationsOf = async (customer: TestUser) => {
  const response = await scene.call(customer, 'GET', '/notifications/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("a customer's notifications", () => {
  it('tell the customer that a paid card of theirs was clawed back, and how much, once', async () => {
    const customer = await server.login('customer');
    const other = await server.login('customer');
    await scene.giveDestination(customer);
    const id = await scene.acceptedCard(customer, '80.00');
    const paid = await scene.call(finance, 'PATCH', `/admin/giftcards/${id}/`, {
      status: 'PAID',
      expected_payout: '80.00',
      offered_rate: '50.00',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await notificationsOf(customer)).count).toBe(0);

    const clawed = await scene.call(finance, 'POST', `/admin/giftcards/${id}/clawback/`, {
      reason: 'Card already redeemed',
      amount: '30.00',
    });
    expect(clawed.statusCode, clawed.body).toBe(200);
    // Refused a second time: no second notification.
    await scene.call(finance, 'POST', `/admin/giftcards/${id}/clawback/`, { reason: 'Again' });

    const page = await notificationsOf(customer);
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      kind: 'payout_clawed_back',
      subject_id: id,
      is_read: false,
      message_code: 'customer_notification.payout_clawed_back',
      message_params: { amount: '30.00', item: id.slice(0, 8), reason: 'Card already redeemed' },
      message: `Your payout of $30.00 for card #${id.slice(0, 8)} was clawed back: Card already redeemed. It will be deducted from your next payout.`,
    });
    // Nobody else is told.
    expect((await notificationsOf(other)).count).toBe(0);
  });

  it('tell the customer of each KYC decision: rejected with the reason, then approved', async () => {
    const customer = await server.login('customer');
    const send = async (type: string) => {
      const form = await multipartBody({
        type,
        file: { bytes: PNG_1PX, filename: `${type}.png`, type: 'image/png' },
      });
      const uploaded = await server.call(customer.token, {
        method: 'POST',
        url: '/api/v1/kyc/documents/',
        ...form,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    };
    await send('passport');
    const decide = (payload: object) =>
      scene.call(support, 'POST', `/admin/users/${customer.id}/kyc/decision/`, payload);

    expect(
      (await decide({ tier: 1, decision: 'reject', reason: 'The photo is blurred' })).statusCode,
    ).toBe(200);
    // Sent again, with the selfie tier 1 also asks for.
    await send('passport');
    await send('selfie');
    expect((await decide({ tier: 1, decision: 'approve' })).statusCode).toBe(200);

    const { count, results } = await notificationsOf(customer);
    expect(count).toBe(2);
    // Newest first.
    expect(results.map((entry: { kind: string }) => entry.kind)).toEqual([
      'kyc_approved',
      'kyc_rejected',
    ]);
    expect(results[0]).toMatchObject({
      subject_id: null,
      message: 'Your identity documents were approved: your account is now at tier 1.',
      message_params: { tier: 1 },
    });
    expect(results[1]).toMatchObject({
      message:
        'Your identity documents were not accepted: The photo is blurred. Please send them again.',
      message_params: { reason: 'The photo is blurred' },
    });
  });

  it('are the customer’s own: staff are refused the route', async () => {
    expect((await scene.call(admin, 'GET', '/notifications/')).statusCode).toBe(403);
  });
});
