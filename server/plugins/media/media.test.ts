import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema.js';
import { signedMediaUrl } from '../../lib/images.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { GIF_1PX, multipartBody, PNG_1PX } from '../../test/multipart.js';
import { createBrand, uniqueCardCode } from '../transactions/test-fixtures.js';
import { matchesEtag } from './routes.js';

let server: TestServer;
let url: string;
const etag = `"${createHash('sha256').update(GIF_1PX).digest('hex')}"`;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.database.db
    .insert(media)
    .values({ contentType: 'image/gif', bytes: GIF_1PX, etag: etag.slice(1, -1), isPrivate: false })
    .returning();
  url = `/media/${row.id}`;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: path, headers });

describe('GET /media/:id', () => {
  it('serves a public image (a brand logo) with its type, a strong ETag and a year of caching', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers.etag).toBe(etag);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(GIF_1PX)).toBe(true);
    expect((await get(`${url}/`)).statusCode).toBe(200);
  });

  it('answers 304 when the client has the current copy', async () => {
    const cached = await get(url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.rawPayload.length).toBe(0);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    const missing = await get('/media/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Image not found.' });
    expect((await get('/media/logo.png')).statusCode).toBe(404);
  });
});

describe('card images', () => {
  async function cardWithImage() {
    const brand = await createBrand(server.database.db);
    const customer = await server.login('customer');
    const form = await multipartBody({
      brand_id: brand.id,
      card_value: '120.00',
      card_code: uniqueCardCode(),
      card_image: { bytes: PNG_1PX, filename: 'card.png', type: 'image/png' },
    });
    const submitted = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/giftcards/',
      ...form,
    });
    expect(submitted.statusCode).toBe(201);
    return submitted.json().data as { id: string; card_image: string };
  }

  it('are served only on a signed URL valid at most 15 minutes, cached privately no longer', async () => {
    const card = await cardWithImage();
    const signed = new URL(card.card_image, 'http://server');
    const expires = Number(signed.searchParams.get('expires'));
    const left = expires - Date.now() / 1000;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(15 * 60);

    const image = await get(card.card_image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(image.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(expires - Math.floor(Date.now() / 1000) + 1);

    // The staff detail gives a working URL too.
    const admin = await server.login('admin');
    const detail = await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/giftcards/${card.id}`,
    });
    expect((await get(detail.json().data.card_image)).statusCode).toBe(200);
  });

  it('answer 404 without the signature, with a forged or moved one, and once expired', async () => {
    const card = await cardWithImage();
    const signed = new URL(card.card_image, 'http://server');
    const bare = signed.pathname;
    const signature = signed.searchParams.get('signature') ?? '';
    const expires = Number(signed.searchParams.get('expires'));
    const forged = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const path of [
      bare,
      `${bare}?expires=${expires}`,
      `${bare}?expires=${expires}&signature=${forged}`,
      // Its signature does not stretch to a later expiry.
      `${bare}?expires=${expires + 300}&signature=${signature}`,
    ]) {
      const refused = await get(path);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json()).toEqual({ message: 'Image not found.' });
    }
    const lapsed = signedMediaUrl(bare.split('/').pop() ?? '', Date.now() - 16 * 60_000);
    expect((await get(lapsed ?? '')).statusCode).toBe(404);
  });
});

describe('matchesEtag', () => {
  it('understands lists, weak tags and *', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
  });
});
