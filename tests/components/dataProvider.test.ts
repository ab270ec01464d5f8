import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { fakeApi, json, type RecordedRequest } from './support/fakeApi';

const page = (results: object[], count: number, { next = false, previous = false } = {}) => ({
  count,
  next: next ? 'http://localhost/api/v1/next?page=3' : null,
  previous: previous ? 'http://localhost/api/v1/previous?page=1' : null,
  results,
});

const listParams = {
  pagination: { page: 1, perPage: 20 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

const queryOf = (request: RecordedRequest) => Object.fromEntries(request.query.entries());

const formOf = (request: RecordedRequest) => {
  expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  return request.body as FormData;
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('dataProvider.getList', () => {
  it('users: only customers, filters, page, page size and ordering; total from count', async () => {
    const { requests } = fakeApi(() =>
      json(200, page([{ id: 'u1' }, { id: 'u2' }], 42, { next: true, previous: true })),
    );

    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'date_joined', order: 'DESC' },
      filter: { search: 'ann', is_active: 'true', unknown: 'x' },
    });

    expect(requests[0].path).toBe('/api/v1/admin/users/');
    expect(queryOf(requests[0])).toEqual({
      search: 'ann',
      is_active: 'true',
      role: 'customer',
      page: '2',
      page_size: '20',
      ordering: '-date_joined',
    });
    expect(result).toEqual({
      data: [{ id: 'u1' }, { id: 'u2' }],
      total: 42,
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
    });
  });

  it('giftcard-brands: is_active false is sent, an empty search is not', async () => {
    const { requests } = fakeApi(() => json(200, page([], 0)));
    const result = await dataProvider.getList('giftcard-brands', {
      ...listParams,
      sort: { field: 'name', order: 'ASC' },
      filter: { is_active: false, search: '' },
    });
    expect(requests[0].path).toBe('/api/v1/admin/brands/');
    expect(queryOf(requests[0])).toEqual({
      is_active: 'false',
      page: '1',
      page_size: '20',
      ordering: 'name',
    });
    expect(result.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('transactions: status filter; a sort field the server does not know is not sent', async () => {
    const { requests } = fakeApi(() => json(200, page([], 0)));
    await dataProvider.getList('transactions', {
      ...listParams,
      filter: { status: 'PENDING_REVIEW' },
    });
    expect(requests[0].path).toBe('/api/v1/admin/giftcards/');
    expect(queryOf(requests[0])).toEqual({ status: 'PENDING_REVIEW', page: '1', page_size: '20' });
  });

  it('payments: always status=PAID, whatever the filter says', async () => {
    const { requests } = fakeApi(() => json(200, page([], 0)));
    await dataProvider.getList('payments', {
      ...listParams,
      filter: { status: 'REJECTED', search: 'amazon' },
    });
    expect(requests[0].path).toBe('/api/v1/admin/giftcards/');
    expect(queryOf(requests[0])).toEqual({
      search: 'amazon',
      status: 'PAID',
      page: '1',
      page_size: '20',
    });
  });

  it('disputes: status and search', async () => {
    const { requests } = fakeApi(() => json(200, page([], 0)));
    await dataProvider.getList('disputes', {
      ...listParams,
      filter: { status: 'open', search: 'bob' },
    });
    expect(requests[0].path).toBe('/api/v1/disputes/');
    expect(queryOf(requests[0])).toEqual({
      status: 'open',
      search: 'bob',
      page: '1',
      page_size: '20',
    });
  });

  it('getManyReference: the target travels as a filter', async () => {
    const { requests } = fakeApi(() => json(200, page([{ id: 't1' }], 1)));
    const result = await dataProvider.getManyReference('transactions', {
      ...listParams,
      target: 'user',
      id: 'u1',
    });
    expect(queryOf(requests[0])).toMatchObject({ user: 'u1' });
    expect(result.total).toBe(1);
  });

  it('a nested list takes its path’s id from the reference’s target', async () => {
    const { requests } = fakeApi(() => json(200, page([{ id: 'i1' }], 1)));
    await dataProvider.getManyReference('payout-batch-items', {
      ...listParams,
      filter: { state: 'failed' },
      target: 'id',
      id: 'b1',
    });
    expect(requests[0].path).toBe('/api/v1/admin/payout-batches/b1/items/');
    expect(queryOf(requests[0])).toMatchObject({ state: 'failed' });
    expect(queryOf(requests[0])).not.toHaveProperty('id');
  });

  it('a failure carries the spec’s fallback text for the resource', async () => {
    fakeApi(() => json(500));
    await expect(dataProvider.getList('users', listParams)).rejects.toMatchObject({
      message: 'Failed to fetch users. Session might be expired.',
    });
  });

  it('refuses a resource that has no configuration', async () => {
    await expect(dataProvider.getList('posters', listParams)).rejects.toThrow(/posters/);
  });
});

describe('dataProvider.getOne', () => {
  it.each([
    ['users', '/api/v1/admin/users/abc/'],
    ['giftcard-brands', '/api/v1/admin/brands/abc/'],
    ['transactions', '/api/v1/admin/giftcards/abc/'],
    ['payments', '/api/v1/admin/giftcards/abc/'],
    ['disputes', '/api/v1/disputes/abc/'],
    ['accounts', '/api/v1/admin/accounts/abc/'],
  ])('%s: GET %s, unwrapping {data}', async (resource, path) => {
    const { requests } = fakeApi(() => json(200, { data: { id: 'abc', name: 'A' } }));
    const { data } = await dataProvider.getOne(resource, { id: 'abc' });
    expect(requests[0]).toMatchObject({ method: 'GET', path });
    expect(data).toEqual({ id: 'abc', name: 'A' });
  });

  it('accepts an unwrapped object', async () => {
    fakeApi(() => json(200, { id: 'abc', name: 'A' }));
    const { data } = await dataProvider.getOne('giftcard-brands', { id: 'abc' });
    expect(data).toEqual({ id: 'abc', name: 'A' });
  });

  it('getMany reads each record', async () => {
    const { requests } = fakeApi(({ path }) => json(200, { data: { id: path.split('/')[5] } }));
    const { data } = await dataProvider.getMany('users', { ids: ['a', 'b'] });
    expect(requests.map(({ path }) => path)).toEqual([
      '/api/v1/admin/users/a/',
      '/api/v1/admin/users/b/',
    ]);
    expect(data).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('a failure carries the spec’s fallback text', async () => {
    fakeApi(() => json(404, {}));
    await expect(dataProvider.getOne('transactions', { id: 'x' })).rejects.toMatchObject({
      status: 404,
      message: 'Failed to fetch giftcard. Session might be expired.',
    });
  });
});

describe('dataProvider writes', () => {
  const brand = {
    id: 'b1',
    name: 'Amazon',
    description: 'read only',
    created_at: '2025-01-05T14:03:00.000Z',
    is_active: true,
    min_amount: '10.00',
    max_amount: '500.00',
    rate_percentage: '85.50',
    currency: 'USD',
  };

  it('giftcard-brands create: multipart with the writable fields and the chosen image', async () => {
    const { requests } = fakeApi(() => json(201, { data: { ...brand, id: 'new' } }));
    const file = new File(['gif'], 'logo.gif', { type: 'image/gif' });
    const { id: _id, ...fields } = brand;

    const { data } = await dataProvider.create('giftcard-brands', {
      data: { ...fields, image: { rawFile: file, src: 'blob:x', title: 'logo.gif' } },
    });

    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/admin/brands/' });
    const form = formOf(requests[0]);
    expect([...form.keys()].sort()).toEqual(
      [
        'currency',
        'image',
        'is_active',
        'max_amount',
        'min_amount',
        'name',
        'rate_percentage',
      ].sort(),
    );
    expect(form.get('name')).toBe('Amazon');
    expect(form.get('is_active')).toBe('true');
    expect(form.get('rate_percentage')).toBe('85.50');
    // jsdom's File loses its bytes on the way through Node's fetch; the browser tests upload real ones.
    expect((form.get('image') as Blob).type).toBe('image/gif');
    expect(data.id).toBe('new');
  });

  it('giftcard-brands update: PATCH multipart; an unchanged image URL is not sent', async () => {
    const { requests } = fakeApi(() => json(200, { data: brand }));
    await dataProvider.update('giftcard-brands', {
      id: 'b1',
      data: { ...brand, is_active: false, image: 'http://localhost/media/brands/b1.png' },
      previousData: brand,
    });
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/admin/brands/b1/' });
    const form = formOf(requests[0]);
    expect(form.get('is_active')).toBe('false');
    expect(form.has('image')).toBe(false);
    expect(form.has('description')).toBe(false);
    expect(form.has('id')).toBe(false);
  });

  it('users update: PATCH JSON with the writable fields only', async () => {
    const { requests } = fakeApi(() => json(200, { data: { id: 'u1', is_active: false } }));
    const { data } = await dataProvider.update('users', {
      id: 'u1',
      data: { id: 'u1', email: 'x@y.z', is_active: false, date_joined: '2025-01-01' },
      previousData: { id: 'u1' },
    });
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/admin/users/u1/' });
    expect(JSON.parse(String(requests[0].body))).toEqual({ is_active: false });
    expect(data).toEqual({ id: 'u1', is_active: false });
  });

  it('transactions update: PATCH {status, expected_payout, offered_rate}', async () => {
    const { requests } = fakeApi(() => json(200, { data: { id: 't1' } }));
    await dataProvider.update('transactions', {
      id: 't1',
      data: {
        id: 't1',
        status: 'PAID',
        expected_payout: '80.00',
        offered_rate: '80.00',
        card_value: '100.00',
      },
      previousData: { id: 't1' },
    });
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/admin/giftcards/t1/' });
    expect(JSON.parse(String(requests[0].body))).toEqual({
      status: 'PAID',
      expected_payout: '80.00',
      offered_rate: '80.00',
    });
  });

  it('disputes update: PUT {status}', async () => {
    const { requests } = fakeApi(() => json(200, { data: { id: 'd1', status: 'closed' } }));
    await dataProvider.update('disputes', {
      id: 'd1',
      data: { id: 'd1', status: 'closed', customer_username: 'bob' },
      previousData: { id: 'd1' },
    });
    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/api/v1/disputes/d1/' });
    expect(JSON.parse(String(requests[0].body))).toEqual({ status: 'closed' });
  });

  it('delete: DELETE, answering with the deleted record', async () => {
    const { requests } = fakeApi(() => json(204));
    const { data } = await dataProvider.delete('giftcard-brands', {
      id: 'b1',
      previousData: brand,
    });
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/api/v1/admin/brands/b1/' });
    expect(data).toEqual(brand);
  });

  it('a refused delete carries the server message', async () => {
    fakeApi(() => json(409, { message: 'This brand has submissions: deactivate it instead.' }));
    await expect(dataProvider.delete('giftcard-brands', { id: 'b1' })).rejects.toMatchObject({
      status: 409,
      message: 'This brand has submissions: deactivate it instead.',
    });
  });

  it('deleteMany deletes each record', async () => {
    const { requests } = fakeApi(() => json(204));
    const { data } = await dataProvider.deleteMany('users', { ids: ['a', 'b'] });
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/v1/admin/users/a/',
      'DELETE /api/v1/admin/users/b/',
    ]);
    expect(data).toEqual(['a', 'b']);
  });
});

describe('a resource named by a field of its own (service levels, KYC tiers)', () => {
  const policy = {
    id: '0b8f7a4e-1111-4111-8111-111111111111',
    target: 'review',
    minutes: 60,
    warn_before_minutes: 15,
    high_value_minutes: null,
    business_hours: { timezone: 'Africa/Lagos', days: [1, 2], start: '09:00', end: '17:00' },
    version: 1,
  };

  it('lists, reads and saves a policy by its target, sending it whole with PUT', async () => {
    const { requests } = fakeApi((request) =>
      request.method === 'PUT'
        ? json(200, { data: { ...policy, minutes: 30, version: 2 } })
        : json(200, page([policy], 1)),
    );
    const list = await dataProvider.getList('sla', listParams);
    expect(list.data.map((record) => record.id)).toEqual(['review']);
    const one = await dataProvider.getOne('sla', { id: 'review' });
    expect(one.data).toMatchObject({ id: 'review', minutes: 60 });

    const saved = await dataProvider.update('sla', {
      id: 'review',
      data: { ...one.data, minutes: 30 },
      previousData: one.data,
    });
    const put = requests.at(-1);
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe('/api/v1/admin/sla/policies/review/');
    expect(JSON.parse(String(put?.body))).toEqual({
      minutes: 30,
      warn_before_minutes: 15,
      high_value_minutes: null,
      business_hours: policy.business_hours,
    });
    expect(saved.data).toMatchObject({ id: 'review', version: 2 });
  });
});
