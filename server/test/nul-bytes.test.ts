import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_REFUSED } from '../../contract/common.js';
import { createBrand, submitCard } from '../plugins/transactions/test-fixtures.js';
import { createDispute, type LiveServer, startLiveServer } from '../realtime/test/live-server.js';
import type { TestUser } from './harness.js';
import { multipartBody } from './multipart.js';

// PostgreSQL cannot store U+0000 in text: every way text comes in must refuse it as bad input.
const NUL = '\u0000';

let server: LiveServer;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  server = await startLiveServer();
  admin = await server.login('admin');
  customer = await server.login('customer');
});
afterAll(() => server.close());

function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: string; errors: Record<string, string[]> };
  expect(body.message).toContain(NUL_REFUSED);
  expect(body.errors[field]).toEqual([NUL_REFUSED]);
}

describe('a NUL character', () => {
  it('is refused in a registration', async () => {
    const response = await server.call(null, {
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: {
        email: 'nul@example.com',
        password: 'longenough',
        username: 'nul_user',
        first_name: `A${NUL}`,
      },
    });
    expectRefused(response, 'first_name');
    // Said as a sentence naming the field in words, with no escape code.
    expect(response.json()).toMatchObject({
      message: 'First name: Text must not contain invisible control characters.',
    });
  });

  it('is refused in a brand, as JSON and as a form', async () => {
    const fields = {
      name: `Bad${NUL}Brand`,
      min_amount: '1',
      max_amount: '2',
      rate_percentage: '50',
    };
    const json = await server.call(admin.token, {
      method: 'POST',
      url: '/api/v1/admin/brands/',
      payload: fields,
    });
    expectRefused(json, 'name');
    const form = await server.call(admin.token, {
      method: 'POST',
      url: '/api/v1/admin/brands/',
      ...(await multipartBody({ ...fields, name: 'Fine', description: `x${NUL}` })),
    });
    expectRefused(form, 'description');
  });

  it('is refused in a user edit', async () => {
    const response = await server.call(admin.token, {
      method: 'PATCH',
      url: `/api/v1/admin/users/${customer.id}`,
      payload: { city: `Paris${NUL}` },
    });
    expectRefused(response, 'city');
  });

  it('is refused in a card code, review notes and a dispute message', async () => {
    const brand = await createBrand(server.database.db);
    const card = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/giftcards/',
      payload: { brand_id: brand.id, card_value: '100', card_code: `ABCDEF${NUL}` },
    });
    expectRefused(card, 'card_code');
    const submitted = await submitCard(server, customer.token, brand.id);
    const review = await server.call(admin.token, {
      method: 'PATCH',
      url: `/api/v1/admin/giftcards/${submitted.id}`,
      payload: {
        status: 'ORDER_ACCEPTED',
        expected_payout: '80',
        offered_rate: '80',
        admin_notes: `ok${NUL}`,
      },
    });
    expectRefused(review, 'admin_notes');
    const dispute = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/disputes/',
      payload: { message: `help${NUL}` },
    });
    expectRefused(dispute, 'message');
  });

  it('is refused in the search of every list', async () => {
    const lists = [
      [admin, '/api/v1/admin/users/'],
      [admin, '/api/v1/admin/brands/'],
      [customer, '/api/v1/brands/'],
      [admin, '/api/v1/admin/giftcards/'],
      [customer, '/api/v1/giftcards/'],
      [admin, '/api/v1/disputes/'],
    ] as const;
    for (const [user, url] of lists) {
      const response = await server.call(user.token, { method: 'GET', url: `${url}?search=%00` });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors.search, url).toEqual([NUL_REFUSED]);
    }
  });

  it('is refused in a chat message with an error frame, and the chat goes on', async () => {
    const dispute = await createDispute(server.database.db, customer.id);
    const socket = await server.connect(`/dispute/${dispute.id}/`, customer.token);
    await socket.next('chat_history');
    socket.send({ type: 'chat_message', message: `hi${NUL}`, client_id: 'n-1' });
    expect(await socket.next('error')).toEqual({ type: 'error', message: NUL_REFUSED });
    socket.send({ type: 'chat_message', message: 'hi', client_id: 'n-2' });
    expect((await socket.next('chat_message')).message.message).toBe('hi');
    await socket.close();
  });
});
