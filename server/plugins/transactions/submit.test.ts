import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media, notifications } from '../../db/schema.js';
import type { BusEvent } from '../../realtime/bus.js';
import { type NotificationEvent, notificationHistory } from '../../realtime/notifications.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { type FilePart, multipartBody, PNG_1PX } from '../../test/multipart.js';
import { brands } from '../brands/table.js';
import { createBrand, submitCard } from './test-fixtures.js';

let server: TestServer;
let customer: TestUser;
let admins: TestUser[];
beforeAll(async () => {
  server = await startTestServer();
  admins = [await server.login('admin'), await server.login('admin')];
  customer = await server.login('customer', { username: 'jane_doe' });
});
afterAll(() => server.close());

const submit = (token: string, payload: Record<string, unknown>) =>
  server.call(token, { method: 'POST', url: '/api/v1/giftcards/', payload });

describe('POST /giftcards/', () => {
  it('creates a pending transaction at the brand rate and counts it on the brand', async () => {
    const brand = await createBrand(server.database.db, {
      name: 'Amazon',
      ratePercentage: '85.50',
    });
    const response = await submit(customer.token, {
      brand_id: brand.id,
      card_value: '100',
      card_code: 'ABCD-EFGH-7H2K',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      status: 'PENDING_REVIEW',
      status_display: 'Pending Review',
      card_value: '100.00',
      offered_rate: '85.50',
      expected_payout: '85.50',
      final_payout: null,
      paid_at: null,
      card_code_display: '****-****-7H2K',
      card_image: null,
      currency: 'USD',
      user: { id: customer.id, email: customer.email, first_name: 'Carl', last_name: 'Customer' },
      brand: {
        id: brand.id,
        name: 'Amazon',
        image: null,
        rate_percentage: '85.50',
        is_active: true,
        min_amount: '10.00',
        max_amount: '500.00',
      },
    });
    expect(JSON.stringify(data)).not.toContain('ABCD-EFGH');
    const [stored] = await server.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(stored.transactionCount).toBe(1);
  });

  it('notifies the staff in the same transaction and publishes after commit', async () => {
    const brand = await createBrand(server.database.db, { name: 'Steam' });
    const published: BusEvent[] = [];
    const unsubscribe = server.bus.subscribe((event) => published.push(event));
    const card = await submitCard(server, customer.token, brand.id, '100.00');
    const rows = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, card.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: 'jane_doe submitted a $100.00 Steam gift card',
      kind: 'giftcard_submitted',
    });
    // One event for all the staff, once committed, and in every admin's history.
    const events = await vi.waitFor(() => {
      const found = published.filter(
        (event): event is NotificationEvent =>
          event.type === 'notification' && event.notification.subject_id === card.id,
      );
      expect(found).toHaveLength(1);
      return found;
    });
    unsubscribe();
    expect(events[0].notification.id).toBe(rows[0].id);
    expect(events[0].readers).toEqual(expect.arrayContaining(['admin', 'reviewer', 'finance']));
    for (const admin of admins) {
      const history = await notificationHistory(server.database.db, {
        id: admin.id,
        role: 'admin',
      });
      expect(history).toContainEqual(expect.objectContaining({ id: rows[0].id, is_read: false }));
    }
  });

  it('refuses values outside the brand limits, inactive and unknown brands', async () => {
    const brand = await createBrand(server.database.db, {
      minAmount: '25.00',
      maxAmount: '200.00',
    });
    const low = await submit(customer.token, {
      brand_id: brand.id,
      card_value: '10.00',
      card_code: 'CODE-123456',
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      message: 'Card value must be between $25.00 and $200.00.',
      errors: { card_value: ['Card value must be between $25.00 and $200.00.'] },
    });
    const inactive = await createBrand(server.database.db, { isActive: false });
    const refused = await submit(customer.token, {
      brand_id: inactive.id,
      card_value: '50.00',
      card_code: 'CODE-123456',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This brand is not accepting cards.');
    const unknown = await submit(customer.token, {
      brand_id: '00000000-0000-4000-8000-000000000000',
      card_value: '50.00',
      card_code: 'CODE-123456',
    });
    expect(unknown.json().message).toBe('Brand not found.');
    const [untouched] = await server.database.db
      .select()
      .from(brands)
      .where(eq(brands.id, brand.id));
    expect(untouched.transactionCount).toBe(0);
  });

  it('validates the body with readable messages', async () => {
    const response = await submit(customer.token, { card_value: 'abc', card_code: '12' });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.brand_id).toEqual(['Brand is required']);
    expect(errors.card_value).toEqual(['Must be a valid number']);
    expect(errors.card_code).toEqual(['Card code must be at least 6 characters.']);
    const notAnObject = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/giftcards/',
      payload: ['a', 'list'],
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toBe('Send the card fields as a form or a JSON object.');
  });

  it('is for customers only', async () => {
    const brand = await createBrand(server.database.db);
    const response = await submit(admins[0].token, {
      brand_id: brand.id,
      card_value: '50.00',
      card_code: 'CODE-123456',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only customers can submit gift cards.');
    expect((await submit('', {})).statusCode).toBe(401);
  });

  describe('multipart with a card image', () => {
    const upload = async (cardImage?: FilePart) => {
      const brand = await createBrand(server.database.db);
      const fields = { brand_id: brand.id, card_value: '60', card_code: 'IMG-CODE-9999' };
      const form = await multipartBody(cardImage ? { ...fields, card_image: cardImage } : fields);
      return server.call(customer.token, { method: 'POST', url: '/api/v1/giftcards/', ...form });
    };

    it('stores a PNG in the media table and links it', async () => {
      const response = await upload({ filename: 'card.png', type: 'image/png', bytes: PNG_1PX });
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data.card_value).toBe('60.00');
      // A short-lived signed address (issue 24): the photo often shows the code.
      expect(data.card_image).toMatch(/^\/media\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
      const id = data.card_image.split('?')[0].split('/').pop();
      const [stored] = await server.database.db.select().from(media).where(eq(media.id, id));
      expect(stored.contentType).toBe('image/png');
      expect(Buffer.from(stored.bytes).equals(PNG_1PX)).toBe(true);
    });

    it('accepts the form without an image', async () => {
      const response = await upload();
      expect(response.statusCode).toBe(201);
      expect(response.json().data.card_image).toBeNull();
    });

    it('checks the content, not the name: a text file named .png is refused', async () => {
      const response = await upload({
        filename: 'card.png',
        type: 'image/png',
        bytes: Buffer.from('just some text, not an image'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please select a valid image file');
    });

    it('refuses an image over 5 MB with 413', async () => {
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(6 * 1024 * 1024)]);
      const response = await upload({ filename: 'big.png', type: 'image/png', bytes: big });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('Image size should be less than 5MB');
    });
  });
});

describe('GET /giftcards/', () => {
  it("lists only the caller's own submissions, newest first, paged", async () => {
    const other = await server.login('customer');
    const brand = await createBrand(server.database.db);
    const mine = [
      await submitCard(server, other.token, brand.id, '20.00'),
      await submitCard(server, other.token, brand.id, '30.00'),
      await submitCard(server, other.token, brand.id, '40.00'),
    ];
    await submitCard(server, customer.token, brand.id, '50.00');
    const response = await server.call(other.token, {
      method: 'GET',
      url: '/api/v1/giftcards/?page_size=2',
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(3);
    expect(page.results.map((row: { id: string }) => row.id)).toEqual([mine[2].id, mine[1].id]);
    expect(page.next).toMatch(/\/api\/v1\/giftcards\/\?page_size=2&page=2$/);
    expect(page.previous).toBeNull();
  });
});
