import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithCardOnSale } from '../plugins/transactions/test-fixtures.js';
import type { TestServer, TestUser } from '../test/harness.js';
import { multipartBody, PNG_1PX } from '../test/multipart.js';
import { MALFORMED_FORM, TOO_MANY_FIELDS } from './multipart.js';

let server: TestServer;
let admin: TestUser;
let customer: TestUser;
let uploadRoutes: Array<{ method: 'POST' | 'PATCH'; url: string; user: () => TestUser }>;

beforeAll(async () => {
  const scene = await startWithCardOnSale();
  ({ server, admin, customer } = scene);
  const { brand, card } = scene;
  uploadRoutes = [
    { method: 'POST', url: '/api/v1/admin/brands/', user: () => admin },
    { method: 'PATCH', url: `/api/v1/admin/brands/${brand.id}`, user: () => admin },
    { method: 'POST', url: '/api/v1/giftcards/', user: () => customer },
    { method: 'PATCH', url: `/api/v1/admin/giftcards/${card.id}`, user: () => admin },
  ];
});
afterAll(() => server.close());

const boundary = 'xyzBOUNDARYxyz';
const part = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** Broken forms as a bad network or a hostile client sends them. */
const malformed: Record<string, { contentType: string; body: string }> = {
  'a truncated body': {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${part('name', 'Cut')}--${boundary}\r\nContent-Disposition: form-da`,
  },
  'no boundary': { contentType: 'multipart/form-data', body: part('name', 'x') },
  'an empty boundary': { contentType: 'multipart/form-data; boundary=', body: part('name', 'x') },
  'a boundary that never comes': {
    contentType: 'multipart/form-data; boundary=other',
    body: part('name', 'x'),
  },
};

describe('every upload route', () => {
  for (const [kind, { contentType, body }] of Object.entries(malformed)) {
    it(`answers ${kind} with a 4xx and a message`, async () => {
      for (const route of uploadRoutes) {
        const response = await server.call(route.user().token, {
          method: route.method,
          url: route.url,
          headers: { 'content-type': contentType },
          payload: body,
        });
        const where = `${route.method} ${route.url}`;
        expect([400, 413], where).toContain(response.statusCode);
        expect(response.json().message, where).toEqual(expect.any(String));
      }
    });
  }

  it('refuses a truncated form to the form routes with the form message', async () => {
    for (const route of uploadRoutes.slice(0, 3)) {
      const response = await server.call(route.user().token, {
        method: route.method,
        url: route.url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: malformed['a truncated body'].body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MALFORMED_FORM });
    }
  });

  it('answers too many parts with 413 and too many files with 400, on brands and cards alike', async () => {
    const fields = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']));
    for (const route of uploadRoutes.slice(0, 3)) {
      const crowded = await server.call(route.user().token, {
        method: route.method,
        url: route.url,
        ...(await multipartBody(fields)),
      });
      expect(crowded.statusCode).toBe(413);
      expect(crowded.json()).toEqual({ message: TOO_MANY_FIELDS });
    }
    const image = { bytes: PNG_1PX, filename: 'a.png' };
    const form = new FormData();
    form.append('card_image', new Blob([image.bytes]), 'a.png');
    form.append('card_image', new Blob([image.bytes]), 'b.png');
    const encoded = new Response(form);
    const twoFiles = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/giftcards/',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().errors.card_image).toEqual(['Send at most one card_image.']);
  });
});
