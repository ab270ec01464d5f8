import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer, TestUser } from '../../test/harness.js';
import { startWithCardOnSale, submitCard } from './test-fixtures.js';

let server: TestServer;
let customer: TestUser;
let brandId: string;
beforeAll(async () => {
  const scene = await startWithCardOnSale();
  server = scene.server;
  customer = scene.customer;
  brandId = scene.brand.id;
});
afterAll(() => server.close());

const review = (user: TestUser, id: string, payload: object) =>
  server.call(user.token, { method: 'PATCH', url: `/api/v1/admin/giftcards/${id}`, payload });

const payments = (user: TestUser) =>
  server.call(user.token, {
    method: 'GET',
    url: '/api/v1/admin/giftcards/',
    query: { status: 'PAID' },
  });

describe('reviewing and paying are separate jobs', () => {
  it('lets a reviewer accept a card but not mark it paid', async () => {
    const reviewer = await server.login('reviewer');
    const card = await submitCard(server, customer.token, brandId);
    const accepted = await review(reviewer, card.id, {
      status: 'ORDER_ACCEPTED',
      expected_payout: '80.00',
      offered_rate: '80',
    });
    expect(accepted.statusCode).toBe(200);
    const paid = await review(reviewer, card.id, {
      status: 'PAID',
      expected_payout: '80.00',
      offered_rate: '80',
    });
    expect(paid.statusCode).toBe(403);
    expect(paid.json()).toEqual({
      message: 'You do not have permission to pay or reverse payouts.',
      message_code: 'permission.refused',
      message_params: { permission: 'transactions.pay' },
    });
  });

  it('lets finance mark a reviewed card paid, with a note, but not change the payout', async () => {
    const finance = await server.login('finance');
    const card = await submitCard(server, customer.token, brandId);
    const changed = await review(finance, card.id, {
      status: 'PENDING_REVIEW',
      expected_payout: '70.00',
      offered_rate: '70',
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe('You do not have permission to review transactions.');
    await review(await server.login('reviewer'), card.id, {
      status: 'ORDER_ACCEPTED',
      expected_payout: card.expected_payout,
      offered_rate: card.offered_rate,
    });
    const paid = await review(finance, card.id, {
      status: 'PAID',
      expected_payout: card.expected_payout,
      offered_rate: card.offered_rate,
      admin_notes: 'Paid by bank transfer',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'PAID', final_payout: card.expected_payout });
  });

  it('shows the payments list to finance and admins only', async () => {
    expect((await payments(await server.login('finance'))).statusCode).toBe(200);
    expect((await payments(await server.login('admin'))).statusCode).toBe(200);
    const reviewer = await payments(await server.login('reviewer'));
    expect(reviewer.statusCode).toBe(403);
    expect(reviewer.json().message).toBe('You do not have permission to view payments.');
  });
});
