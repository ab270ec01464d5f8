import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { type FilePart, GIF_1PX, multipartBody, PNG_1PX } from '../../test/multipart.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const fields = () => ({
  name: `Brand ${randomBytes(4).toString('hex')}`,
  min_amount: '10',
  max_amount: '500',
  rate_percentage: '85',
});

async function send(
  method: 'POST' | 'PATCH',
  url: string,
  parts: Record<string, string | FilePart>,
) {
  const form = await multipartBody(parts);
  return server.call(admin.token, { method, url: `/api/v1/admin/brands/${url}`, ...form });
}
const upload = (parts: Record<string, string | FilePart>) => send('POST', '', parts);
const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('brand images', () => {
  it('stores a GIF and serves it back from /media', async () => {
    const response = await upload({
      ...fields(),
      image: { bytes: GIF_1PX, filename: 'logo.gif', type: 'image/gif' },
    });
    expect(response.statusCode).toBe(201);
    const { image } = response.json().data;
    expect(image).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const served = await fetchMedia(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.equals(GIF_1PX)).toBe(true);
  });

  it('judges the type by content: a PNG named .gif is stored as a PNG', async () => {
    const response = await upload({
      ...fields(),
      image: { bytes: PNG_1PX, filename: 'logo.gif', type: 'image/gif' },
    });
    expect(response.statusCode).toBe(201);
    const served = await fetchMedia(response.json().data.image);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const cached = await fetchMedia(response.json().data.image, {
      'if-none-match': served.headers.etag as string,
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('refuses a text file named .png', async () => {
    const response = await upload({
      ...fields(),
      image: { bytes: Buffer.from('just some text'), filename: 'logo.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please select a valid image file',
      errors: { image: ['The image must be a JPG, PNG or GIF file.'] },
    });
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload({
      ...fields(),
      image: { bytes: big, filename: 'big.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Image size should be less than 5MB',
      errors: { image: ['Image size should be less than 5MB'] },
    });
  });

  it('treats an empty file input as no image', async () => {
    const response = await upload({
      ...fields(),
      image: { bytes: new Uint8Array(), filename: '', type: 'application/octet-stream' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.image).toBeNull();
  });

  it('refuses a second file and a file under another name', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields())) form.append(key, value);
    form.append('image', new Blob([PNG_1PX]), 'a.png');
    form.append('image', new Blob([GIF_1PX]), 'b.gif');
    const body = new Response(form);
    const twice = await server.call(admin.token, {
      method: 'POST',
      url: '/api/v1/admin/brands/',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type') ?? '' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Send at most one image.');
    const elsewhere = await upload({ ...fields(), logo: { bytes: PNG_1PX, filename: 'a.png' } });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(
      "Unexpected file field 'logo'. Send the image as 'image'.",
    );
  });

  it('replaces the image on edit and deletes the old one; a text image field changes nothing', async () => {
    const created = await upload({ ...fields(), image: { bytes: GIF_1PX, filename: 'a.gif' } });
    const { id, image: oldImage } = created.json().data;
    const kept = await send('PATCH', id, { image: oldImage, rate_percentage: '70' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ image: oldImage, rate_percentage: '70.00' });
    const replaced = await send('PATCH', `${id}/`, {
      image: { bytes: PNG_1PX, filename: 'b.png' },
    });
    expect(replaced.statusCode).toBe(200);
    const newImage = replaced.json().data.image;
    expect(newImage).not.toBe(oldImage);
    expect((await fetchMedia(oldImage)).statusCode).toBe(404);
    expect((await fetchMedia(newImage)).headers['content-type']).toBe('image/png');
    const invalid = await send('PATCH', id, {
      image: { bytes: Buffer.from('GIF? no'), filename: 'c.gif' },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await fetchMedia(newImage)).statusCode).toBe(200);
  });

  it('deletes the image with its brand', async () => {
    const created = await upload({ ...fields(), image: { bytes: PNG_1PX, filename: 'a.png' } });
    const { id, image } = created.json().data;
    const mediaId = image.split('/').pop();
    const removed = await server.call(admin.token, {
      method: 'DELETE',
      url: `/api/v1/admin/brands/${id}`,
    });
    expect(removed.statusCode).toBe(204);
    const rows = await server.database.db.select().from(media).where(eq(media.id, mediaId));
    expect(rows).toEqual([]);
  });

  it('does not store the image when the fields are refused', async () => {
    const before = await server.database.db.select({ id: media.id }).from(media);
    const response = await upload({
      ...fields(),
      min_amount: '900',
      image: { bytes: PNG_1PX, filename: 'a.png' },
    });
    expect(response.statusCode).toBe(400);
    const after = await server.database.db.select({ id: media.id }).from(media);
    expect(after.length).toBe(before.length);
  });
});
