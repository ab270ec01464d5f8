import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand } from '../plugins/transactions/test-fixtures.js';
import { startTestServer, type TestServer, type TestUser } from '../test/harness.js';
import { GIF_1PX, multipartBody, PNG_1PX } from '../test/multipart.js';
import { checkImage, IMAGE_TOO_LARGE, IMAGE_TOO_WIDE, INVALID_IMAGE } from './images.js';

let server: TestServer;
let admin: TestUser;
let customer: TestUser;
let brandId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  customer = await server.login('customer');
  brandId = (await createBrand(server.database.db)).id;
});
afterAll(() => server.close());

/** A PNG whose header declares this size: the bytes of the pixels need not follow. */
function pngDeclaring(width: number, height: number) {
  const ihdr = Buffer.alloc(17);
  ihdr.write('IHDR', 0, 'latin1');
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  ihdr.set([8, 6, 0, 0, 0], 12);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(ihdr));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  const signature = PNG_1PX.subarray(0, 8);
  return Buffer.concat([signature, length, ihdr, crc, Buffer.alloc(437 * 1024)]);
}

/** The two upload forms: a brand logo and a customer's card image. */
const uploads = [
  {
    field: 'image',
    send: async (bytes: Buffer) =>
      server.call(admin.token, {
        method: 'POST',
        url: '/api/v1/admin/brands/',
        ...(await multipartBody({
          name: `Logo ${Math.random()}`,
          min_amount: '1',
          max_amount: '100',
          rate_percentage: '50',
          image: { bytes, filename: 'logo.png' },
        })),
      }),
  },
  {
    field: 'card_image',
    send: async (bytes: Buffer) =>
      server.call(customer.token, {
        method: 'POST',
        url: '/api/v1/giftcards/',
        ...(await multipartBody({
          brand_id: brandId,
          card_value: '100',
          card_code: 'ABCD-EFGH-1234',
          card_image: { bytes, filename: 'card.png' },
        })),
      }),
  },
];

describe.each(uploads)('the $field upload', ({ field, send }) => {
  it('accepts a real PNG and GIF', async () => {
    expect((await send(PNG_1PX)).statusCode).toBe(201);
    expect((await send(GIF_1PX)).statusCode).toBe(201);
  });

  it('refuses bytes that only start like a GIF or a PNG', async () => {
    const fakes = [
      Buffer.from('GIF<html><script>alert(1)</script></html>'),
      Buffer.from('GIF89a'),
      PNG_1PX.subarray(0, 12),
    ];
    for (const bytes of fakes) {
      const response = await send(bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: INVALID_IMAGE,
        errors: { [field]: ['The image must be a JPG, PNG or GIF file.'] },
      });
    }
  });

  it('refuses an image declaring 60000 × 60000 pixels', async () => {
    const response = await send(pngDeclaring(60_000, 60_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: IMAGE_TOO_WIDE,
      errors: { [field]: [IMAGE_TOO_WIDE] },
    });
    expect((await send(pngDeclaring(8000, 10))).statusCode).toBe(201);
  });

  it('refuses an image over 5 MB with 413 and the specific message', async () => {
    const response = await send(Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: IMAGE_TOO_LARGE,
      errors: { [field]: [IMAGE_TOO_LARGE] },
    });
  });
});

describe('a header cut short', () => {
  it('is refused whatever bytes sit next to it in memory', async () => {
    // Small Buffers share node's pool: fill it with bytes that read as a huge size, then check a
    // bare 'GIF89a' (six bytes, no size) from the same pool, until the pool wraps onto old filler.
    for (let round = 0; round < 2000; round += 1) {
      Buffer.from(`\xff\xff\xff\xff\xff\xff\xff\xff${round}`, 'latin1');
      await expect(checkImage(Buffer.from('GIF89a'), 'image')).rejects.toMatchObject({
        message: INVALID_IMAGE,
      });
    }
  });
});
