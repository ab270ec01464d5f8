import type { TestServer, TestUser } from '../../test/harness.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

/** Calls and cards the payout runs' tests share: a card accepted at a payout, destinations. */
export function payoutScene(server: TestServer, admin: TestUser) {
  let brandId: string | null = null;
  const call = (
    as: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    payload?: unknown,
  ) =>
    server.call(as.token, {
      method,
      url: `/api/v1${path}`,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    /** A card of `customer` that a reviewer accepted at `payout`: what a batch pays. */
    async acceptedCard(customer: TestUser, payout = '80.00') {
      brandId ??= (await createBrand(server.database.db, { maxAmount: '5000.00' })).id;
      const { id } = await submitCard(server, customer.token, brandId, '1000.00');
      const response = await call(admin, 'PATCH', `/admin/giftcards/${id}/`, {
        status: 'ORDER_ACCEPTED',
        expected_payout: payout,
        offered_rate: '50.00',
      });
      if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
      return id;
    },
    async giveDestination(customer: TestUser, accountNumber = '0123456789') {
      const response = await call(customer, 'PUT', '/payout-account/', {
        bank_code: '058',
        bank_name: 'First Test Bank',
        account_number: accountNumber,
        account_name: customer.username,
      });
      if (response.statusCode !== 200) throw new Error(`destination failed: ${response.body}`);
    },
    detail: async (id: string) => (await call(admin, 'GET', `/admin/giftcards/${id}/`)).json().data,
    check: async () => (await call(admin, 'GET', '/admin/ledger/check/')).json().data,
  };
}
