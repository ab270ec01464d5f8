import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedCardCode } from '../../db/card-codes.js';
import { transactions, users } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import { brands } from './table.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const call = (options: InjectOptions) => server.call(admin.token, options);
const list = (query: string) => call({ method: 'GET', url: `/api/v1/admin/brands/${query}` });
const create = (payload: object) => call({ method: 'POST', url: '/api/v1/admin/brands/', payload });
const patch = (id: string, payload: object) =>
  call({ method: 'PATCH', url: `/api/v1/admin/brands/${id}/`, payload });

const tag = () => `b${randomBytes(4).toString('hex')}`;
const valid = (name: string) => ({
  name,
  min_amount: '10',
  max_amount: '500',
  rate_percentage: '85.5',
});

async function seedBrands(prefix: string, rows: Partial<typeof brands.$inferInsert>[]) {
  return server.database.db
    .insert(brands)
    .values(
      rows.map((row, index) => ({
        name: `${prefix} ${String.fromCharCode(65 + index)}`,
        minAmount: '10',
        maxAmount: '500',
        ratePercentage: '80',
        ...row,
      })),
    )
    .returning();
}

describe('POST /admin/brands/', () => {
  it('creates a brand from JSON and answers it with money as two-place strings', async () => {
    const name = tag();
    const response = await create({ ...valid(`  ${name} `), description: 'Gift cards.' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(String),
      name,
      description: 'Gift cards.',
      image: null,
      currency: 'USD',
      min_amount: '10.00',
      max_amount: '500.00',
      rate_percentage: '85.50',
      is_active: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const fetched = await call({ method: 'GET', url: `/api/v1/admin/brands/${data.id}` });
    expect(fetched.json()).toEqual({ data });
  });

  it('creates a brand from a multipart form, as the admin app sends it', async () => {
    const name = tag();
    const form = await multipartBody({
      name,
      is_active: 'false',
      min_amount: '25.00',
      max_amount: '250',
      rate_percentage: '90',
      currency: 'USD',
    });
    const response = await call({ method: 'POST', url: '/api/v1/admin/brands', ...form });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name,
      is_active: false,
      min_amount: '25.00',
      max_amount: '250.00',
      rate_percentage: '90.00',
      image: null,
    });
  });

  it('names every missing field with the create form texts', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Brand name is required',
      errors: {
        name: ['Brand name is required'],
        min_amount: ['Minimum amount is required'],
        max_amount: ['Maximum amount is required'],
        rate_percentage: ['Rate percentage is required'],
      },
    });
    const blank = await call({
      method: 'POST',
      url: '/api/v1/admin/brands/',
      ...(await multipartBody({
        name: '   ',
        min_amount: '',
        max_amount: '',
        rate_percentage: '',
      })),
    });
    expect(blank.json().errors).toEqual(response.json().errors);
  });

  it.each([
    [{ min_amount: '-1' }, 'min_amount', 'Minimum amount must be 0 or higher'],
    [{ max_amount: '-0.5' }, 'max_amount', 'Maximum amount must be 0 or higher'],
    [{ rate_percentage: '-3' }, 'rate_percentage', 'Rate percentage must be 0 or higher'],
    [{ rate_percentage: '100.01' }, 'rate_percentage', 'Rate percentage cannot exceed 100%'],
    [
      { rate_percentage: '85.555' },
      'rate_percentage',
      'Rate percentage must be a number with at most two decimals.',
    ],
    [
      { min_amount: 'ten' },
      'min_amount',
      'Minimum amount must be a number with at most two decimals.',
    ],
    [{ max_amount: '99999999999' }, 'max_amount', 'Maximum amount must be 9999999999.99 or less.'],
    [{ currency: 'EUR' }, 'currency', 'Only USD is supported as currency.'],
    [{ is_active: 'perhaps' }, 'is_active', 'is_active must be true or false.'],
    [{ name: 123 }, 'name', 'Brand name must be text.'],
  ])('refuses %o: %s', async (change, field, message) => {
    const response = await create({ ...valid(tag()), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('accepts numbers from JSON and a lower-case currency', async () => {
    const response = await create({
      name: tag(),
      min_amount: 5,
      max_amount: 99.99,
      rate_percentage: 100,
      currency: 'usd',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      min_amount: '5.00',
      max_amount: '99.99',
      rate_percentage: '100.00',
      currency: 'USD',
    });
  });

  it('refuses a name that exists in any case', async () => {
    const name = tag();
    expect((await create(valid(name))).statusCode).toBe(201);
    const response = await create(valid(name.toUpperCase()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A brand with this name already exists.',
      errors: { name: ['A brand with this name already exists.'] },
    });
  });

  it('refuses a minimum above the maximum', async () => {
    const response = await create({ ...valid(tag()), min_amount: '600', max_amount: '500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Minimum amount cannot be greater than maximum amount.');
    const equal = await create({ ...valid(tag()), min_amount: '50', max_amount: '50' });
    expect(equal.statusCode).toBe(201);
  });

  it('is for admins only', async () => {
    const customer = await server.login('customer');
    const response = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/admin/brands/',
      payload: valid(tag()),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /admin/brands/', () => {
  it('answers a page ordered by name, with next and previous links', async () => {
    const prefix = tag();
    const created = await seedBrands(prefix, [{}, {}, {}]);
    const first = await list(`?search=${prefix}&page_size=2`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(3);
    expect(body.results.map((b: { id: string }) => b.id)).toEqual([created[0].id, created[1].id]);
    expect(body.results[0]).toMatchObject({ name: `${prefix} A`, rate_percentage: '80.00' });
    expect(body.previous).toBeNull();
    const next = new URL(body.next);
    expect(next.searchParams.get('page')).toBe('2');
    const second = (await list(next.search)).json();
    expect(second.results.map((b: { id: string }) => b.id)).toEqual([created[2].id]);
    expect(second.next).toBeNull();
    expect(second.previous).toEqual(expect.stringContaining('/api/v1/admin/brands/?'));
    const outOfRange = await list(`?search=${prefix}&page=3`);
    expect(outOfRange.statusCode).toBe(404);
    expect(outOfRange.json()).toEqual({ message: 'Invalid page.' });
  });

  it('searches the name case-insensitively, taking % and _ literally', async () => {
    const prefix = tag();
    const [plain, special] = await seedBrands(prefix, [{}, { name: `${prefix} 100%_Off` }]);
    const ids = async (term: string) =>
      (await list(`?search=${encodeURIComponent(term)}`))
        .json()
        .results.map((b: { id: string }) => b.id);
    expect(await ids(`${prefix.toUpperCase()} a`)).toEqual([plain.id]);
    expect(await ids('100%_off')).toEqual([special.id]);
    expect(await ids(`${prefix}%off`)).toEqual([]);
  });

  it('filters by is_active', async () => {
    const prefix = tag();
    const [active, inactive] = await seedBrands(prefix, [{}, { isActive: false }]);
    const ids = async (value: string) =>
      (await list(`?search=${prefix}&is_active=${value}`))
        .json()
        .results.map((b: { id: string }) => b.id);
    expect(await ids('true')).toEqual([active.id]);
    expect(await ids('false')).toEqual([inactive.id]);
    const bad = await list('?is_active=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('is_active must be true or false.');
  });

  it('orders by an allowed field and refuses any other', async () => {
    const prefix = tag();
    const [a, b, c] = await seedBrands(prefix, [
      { ratePercentage: '70', minAmount: '5' },
      { ratePercentage: '90', minAmount: '1' },
      { ratePercentage: '80', minAmount: '5' },
    ]);
    const ids = async (ordering: string) =>
      (await list(`?search=${prefix}&ordering=${ordering}`))
        .json()
        .results.map((row: { id: string }) => row.id);
    expect(await ids('rate_percentage')).toEqual([a.id, c.id, b.id]);
    expect(await ids('-rate_percentage')).toEqual([b.id, c.id, a.id]);
    expect(await ids('-min_amount,-name')).toEqual([c.id, a.id, b.id]);
    expect(await ids('-name')).toEqual([c.id, b.id, a.id]);
    const bad = await list('?ordering=submission_count');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Cannot order by 'submission_count'/);
  });
});

describe('GET /brands/ (customers)', () => {
  it('lists only active brands, to any signed-in customer', async () => {
    const prefix = tag();
    await seedBrands(prefix, [{ isActive: true }, { isActive: false }]);
    const customer = await server.login('customer');
    const response = await server.call(customer.token, {
      method: 'GET',
      url: `/api/v1/brands/?search=${prefix}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((brand: { name: string }) => brand.name)).toEqual([
      `${prefix} A`,
    ]);
  });
});

describe('GET /admin/brands/:id', () => {
  it('answers 404 with the brand text for an unknown id', async () => {
    const response = await call({
      method: 'GET',
      url: '/api/v1/admin/brands/00000000-0000-4000-8000-000000000000/',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Gift Card Brand not found.' });
    expect((await call({ method: 'GET', url: '/api/v1/admin/brands/42' })).statusCode).toBe(404);
  });
});

describe('PATCH /admin/brands/:id', () => {
  it('changes any subset and keeps the rest', async () => {
    const [brand] = await seedBrands(tag(), [{ description: 'Old.' }]);
    const response = await patch(brand.id, { is_active: false, rate_percentage: '92.25' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: brand.id,
      name: brand.name,
      description: 'Old.',
      is_active: false,
      rate_percentage: '92.25',
      min_amount: '10.00',
    });
    const form = await multipartBody({ name: `${brand.name} Renamed`, max_amount: '1000' });
    const multipart = await call({
      method: 'PATCH',
      url: `/api/v1/admin/brands/${brand.id}`,
      ...form,
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().data).toMatchObject({
      name: `${brand.name} Renamed`,
      max_amount: '1000.00',
      is_active: false,
    });
  });

  it('uses the edit form texts', async () => {
    const [brand] = await seedBrands(tag(), [{}]);
    const amounts = await patch(brand.id, { min_amount: '' });
    expect(amounts.statusCode).toBe(400);
    expect(amounts.json().message).toBe('Minimum and maximum amounts are required');
    const rate = await patch(brand.id, { rate_percentage: '120' });
    expect(rate.json().message).toBe('Rate percentage must be between 0 and 100');
    const name = await patch(brand.id, { name: ' ' });
    expect(name.json().message).toBe('Brand name is required');
  });

  it('checks the amounts against the stored ones', async () => {
    const [brand] = await seedBrands(tag(), [{ minAmount: '10', maxAmount: '100' }]);
    const response = await patch(brand.id, { min_amount: '150' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Minimum amount cannot be greater than maximum amount.',
      errors: { min_amount: ['Minimum amount cannot be greater than maximum amount.'] },
    });
    expect((await patch(brand.id, { max_amount: '5' })).statusCode).toBe(400);
    expect((await patch(brand.id, { min_amount: '150', max_amount: '200' })).statusCode).toBe(200);
  });

  it('refuses another brand’s name but lets a brand change its own name’s case', async () => {
    const prefix = tag();
    const [first, second] = await seedBrands(prefix, [{}, {}]);
    const taken = await patch(second.id, { name: first.name.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A brand with this name already exists.');
    const recased = await patch(first.id, { name: first.name.toLowerCase() });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().data.name).toBe(first.name.toLowerCase());
  });

  it('ignores fields it does not edit and answers 404 for an unknown brand', async () => {
    const [brand] = await seedBrands(tag(), [{}]);
    const same = await patch(brand.id, { id: 'x', created_at: 'yesterday', image: '/media/x' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.name).toBe(brand.name);
    const missing = await patch('00000000-0000-4000-8000-000000000000', { is_active: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Gift Card Brand not found.');
  });
});

describe('DELETE /admin/brands/:id', () => {
  const remove = (id: string) => call({ method: 'DELETE', url: `/api/v1/admin/brands/${id}/` });
  const REFUSAL = {
    message: 'This brand has gift card submissions and cannot be deleted. Deactivate it instead.',
  };

  it('deletes a brand without submissions', async () => {
    const [brand] = await seedBrands(tag(), [{}]);
    const response = await remove(brand.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await remove(brand.id)).statusCode).toBe(404);
  });

  it('refuses a brand with a submission or a submission count', async () => {
    const [withRow, counted] = await seedBrands(tag(), [{}, { transactionCount: 3 }]);
    const [seller] = await server.database.db
      .insert(users)
      .values({ email: `${tag()}@example.com`, username: tag(), passwordHash: 'x' })
      .returning();
    await server.database.db.insert(transactions).values({
      userId: seller.id,
      brandId: withRow.id,
      cardValue: '50',
      ...storedCardCode(server.config.cardCodeKeys, 'CODE-1'),
    });
    for (const brand of [withRow, counted]) {
      const response = await remove(brand.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(REFUSAL);
    }
    const [kept] = await server.database.db.select().from(brands).where(eq(brands.id, withRow.id));
    expect(kept).toBeDefined();
  });
});

describe('OpenAPI', () => {
  it('documents the brand form for both content types, image included', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const post = doc.paths['/api/v1/admin/brands/'].post;
    expect(post.tags).toEqual(['brands']);
    expect(Object.keys(post.requestBody.content)).toEqual([
      'multipart/form-data',
      'application/json',
    ]);
    const form = post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(['name', 'min_amount', 'max_amount', 'rate_percentage']);
  });

  it('still validates a body that is not an object of fields', async () => {
    const response = await create([1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send the brand fields as a form or a JSON object.');
  });
});
