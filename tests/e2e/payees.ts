import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { adminToken } from './customer';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface Payee {
  username: string;
  transactionId: string;
  payout: number;
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/**
 * `count` new customers, each with a payout account and one card a reviewer accepted: what a
 * payout batch pays. All through the API, as the customers' app and a reviewer would.
 */
export async function seedOwedCustomers(
  request: APIRequestContext,
  count: number,
): Promise<Payee[]> {
  const admin = await adminToken(request);
  const run = randomUUID().slice(0, 6);
  return inParallel(
    Array.from({ length: count }, (_, index) => index),
    6,
    async (index) => {
      const username = `payee-${run}-${index}`;
      const email = `${username}@example.com`;
      const password = 'payee-pass-1234';
      const registered = await request.post('/api/v1/auth/register/', {
        data: { email, username, password, first_name: 'Payee', last_name: String(index) },
      });
      expect(registered.status(), `register ${username}`).toBe(201);
      const login = await request.post('/api/v1/auth/login/', { data: { email, password } });
      expect(login.ok(), `login ${username}`).toBe(true);
      const token = (await login.json()).data.access_token as string;
      const account = await request.put('/api/v1/payout-account/', {
        headers: bearer(token),
        data: {
          bank_code: '058',
          bank_name: 'First Test Bank',
          account_number: `40${String(index).padStart(8, '0')}`,
          account_name: `Payee ${index}`,
        },
      });
      expect(account.ok(), `payout account of ${username}`).toBe(true);
      const brands = await request.get('/api/v1/brands/', { headers: bearer(token) });
      const brand = (
        (await brands.json()).results as { id: string; min_amount: string; max_amount: string }[]
      ).find(
        (candidate) => Number(candidate.min_amount) <= 100 && Number(candidate.max_amount) >= 100,
      );
      expect(brand, 'a brand taking a 100.00 card').toBeDefined();
      const submitted = await request.post('/api/v1/giftcards/', {
        headers: bearer(token),
        data: {
          brand_id: brand?.id,
          card_value: '100.00',
          card_code: `PAYEE-${run}-${index}-${randomUUID().slice(0, 8)}`.toUpperCase(),
        },
      });
      expect(submitted.status(), `card of ${username}`).toBe(201);
      // Accepted at the rate it was quoted at submission: no override, no reason needed.
      const { id, expected_payout, offered_rate } = (await submitted.json()).data as {
        id: string;
        expected_payout: string;
        offered_rate: string;
      };
      const accepted = await request.patch(`/api/v1/admin/giftcards/${id}/`, {
        headers: bearer(admin),
        data: { status: 'ORDER_ACCEPTED', expected_payout, offered_rate },
      });
      expect(accepted.ok(), `accept ${id}: ${await accepted.text()}`).toBe(true);
      const accepted_ = (await accepted.json()).data as { expected_payout: string };
      return { username, transactionId: id, payout: Number(accepted_.expected_payout) };
    },
  );
}
