import type { Database } from '../../db/client.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { brands } from '../brands/table.js';

let brandCounter = 0;
let codeCounter = 0;

/** A card code no other test card has, so that no submission is flagged as a duplicate by chance. */
export function uniqueCardCode() {
  codeCounter += 1;
  return `TEST-${Date.now().toString(36).toUpperCase()}-${codeCounter}`;
}

/** A brand row inserted directly, so these suites do not depend on the brands routes. */
export async function createBrand(db: Database, fields: Partial<typeof brands.$inferInsert> = {}) {
  brandCounter += 1;
  const [brand] = await db
    .insert(brands)
    .values({
      name: `Test Brand ${brandCounter} ${Date.now().toString(36)}`,
      minAmount: '10.00',
      maxAmount: '500.00',
      ratePercentage: '85.00',
      ...fields,
    })
    .returning();
  return brand;
}

/** Submits a card as a customer through the API and answers the created transaction. */
export async function submitCard(
  server: TestServer,
  token: string,
  brandId: string,
  cardValue = '100.00',
  cardCode = uniqueCardCode(),
) {
  const response = await server.call(token, {
    method: 'POST',
    url: '/api/v1/giftcards/',
    payload: { brand_id: brandId, card_value: cardValue, card_code: cardCode },
  });
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.body}`);
  return response.json().data as { id: string; [field: string]: unknown };
}

/** A server with an admin, a customer and one card of theirs on sale: the usual scene. */
export async function startWithCardOnSale() {
  const server = await startTestServer();
  const admin = await server.login('admin');
  const customer = await server.login('customer');
  const brand = await createBrand(server.database.db);
  const card = await submitCard(server, customer.token, brand.id);
  return { server, admin, customer, brand, card };
}
