import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { GIF_1PX } from '../../test/multipart.js';
import { matchesEtag } from './routes.js';

let server: TestServer;
let url: string;
const etag = `"${createHash('sha256').update(GIF_1PX).digest('hex')}"`;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.database.db
    .insert(media)
    .values({ contentType: 'image/gif', bytes: GIF_1PX, etag: etag.slice(1, -1) })
    .returning();
  url = `/media/${row.id}`;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: path, headers });

describe('GET /media/:id', () => {
  it('serves the bytes publicly with their type, a strong ETag and a year of caching', async () => {
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

describe('matchesEtag', () => {
  it('understands lists, weak tags and *', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
  });
});
