import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import { createBrand } from '../transactions/test-fixtures.js';

// Rate cards (api-contract.md, "Rate cards") as a client of the API sees them, on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.

let server: TestServer;
let admin: TestUser;
let finance: TestUser;
let customer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  finance = await server.login('finance');
  customer = await server.login('customer');
});
afterAll(() => server.close());

const api = (path: string) => `/api/v1${path}`;
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const rate = (brand: string, fields: Record<string, unknown> = {}) => ({
  brand,
  country: 'US',
  form: 'physical',
  receipt: 'with_receipt',
  min_value: '50',
  max_value: '100',
  rate_percentage: '80',
  ...fields,
});

async function post(token: string, path: string, payload: unknown) {
  return server.call(token, { method: 'POST', url: api(path), payload: payload as object });
}
async function get(token: string, path: string) {
  return server.call(token, { method: 'GET', url: api(path) });
}

describe('rates as history', () => {
  it('supersedes the open version of a band and answers what was in effect at any moment', async () => {
    const brand = await createBrand(server.database.db);
    const first = await post(finance.token, '/admin/rates/', rate(brand.id));
    expect(first.statusCode, first.body).toBe(201);
    const before = first.json().data;
    expect(before).toMatchObject({
      brand: { id: brand.id, name: brand.name },
      rate_percentage: '80.00',
      min_value: '50.00',
      effective_to: null,
      created_by: { username: expect.any(String) },
    });
    const from = later(60);
    const second = await post(
      admin.token,
      '/admin/rates/',
      rate(brand.id, { rate_percentage: '82.5', effective_from: from }),
    );
    expect(second.statusCode, second.body).toBe(201);

    const now = (await get(admin.token, `/admin/rates/?brand=${brand.id}`)).json();
    expect(now.results.map((row: { id: string }) => row.id)).toEqual([before.id]);
    const then = (await get(admin.token, `/admin/rates/?brand=${brand.id}&at=${later(61)}`)).json();
    expect(then.results.map((row: { rate_percentage: string }) => row.rate_percentage)).toEqual([
      '82.50',
    ]);
    const history = (await get(admin.token, `/admin/rates/?brand=${brand.id}&history=true`)).json();
    expect(history.results.map((row: { rate_percentage: string }) => row.rate_percentage)).toEqual([
      '82.50',
      '80.00',
    ]);
    expect(history.results[1].effective_to).toBe(from);
    const audit = (await get(admin.token, `/admin/audit-logs/?target_id=${before.id}`)).json();
    expect(audit.results.map((row: { action: string }) => row.action)).toEqual(['rate.create']);
    // Coded, for the app to word it in the reader's language; the English stays the API's.
    expect(audit.results[0]).toMatchObject({
      summary_code: 'audit.rate_created',
      summary_params: { country: before.country, form: before.form, rate: '80.00' },
    });
    expect(audit.results[0].summary).toMatch(/: 80\.00% from /);
  });

  it('refuses an overlapping band in effect with 409 naming it, and a start in the past', async () => {
    const brand = await createBrand(server.database.db);
    expect((await post(admin.token, '/admin/rates/', rate(brand.id))).statusCode).toBe(201);
    const overlap = await post(
      admin.token,
      '/admin/rates/',
      rate(brand.id, { min_value: '100', max_value: '200' }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toContain('50.00 to 100.00');
    // Coded, so the app says it in French: the two bands by their values.
    expect(overlap.json()).toMatchObject({
      message_code: 'rates.band_overlaps',
      message_params: { min_value: '100', max_value: '200', other_min: '50.00' },
    });
    const otherReceipt = await post(
      admin.token,
      '/admin/rates/',
      rate(brand.id, { receipt: 'no_receipt', min_value: '100', max_value: '200' }),
    );
    expect(otherReceipt.statusCode).toBe(201);
    const past = await post(
      admin.token,
      '/admin/rates/',
      rate(brand.id, {
        effective_from: '2020-01-01T00:00:00Z',
        min_value: '300',
        max_value: '400',
      }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toHaveProperty('effective_from');
    expect(past.json().message_code).toBe('rates.starts_in_past');
  });

  it('starts a rate now when a form sends its empty start date as null', async () => {
    const brand = await createBrand(server.database.db);
    const before = Date.now();
    const created = await post(
      admin.token,
      '/admin/rates/',
      rate(brand.id, { effective_from: null }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(Date.parse(created.json().data.effective_from)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a change or a deletion of a rate in the database itself', async () => {
    const brand = await createBrand(server.database.db);
    const created = (await post(admin.token, '/admin/rates/', rate(brand.id))).json().data;
    const { db } = server.database;
    await expect(
      db.execute(sql`UPDATE "rates" SET "rate_percentage" = 1 WHERE "id" = ${created.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM "rates" WHERE "id" = ${created.id}`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE "rate_ends"`)).rejects.toThrow();
  });

  it('retires a rate now, once', async () => {
    const brand = await createBrand(server.database.db);
    const created = (await post(admin.token, '/admin/rates/', rate(brand.id))).json().data;
    const retired = await post(finance.token, `/admin/rates/${created.id}/retire/`, {});
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().data.effective_to).not.toBeNull();
    expect((await get(admin.token, `/admin/rates/?brand=${brand.id}`)).json().count).toBe(0);
    expect((await post(admin.token, `/admin/rates/${created.id}/retire/`, {})).statusCode).toBe(
      409,
    );
    const audit = (await get(admin.token, `/admin/audit-logs/?target_id=${created.id}`)).json();
    expect(audit.results[0]).toMatchObject({
      action: 'rate.retire',
      summary_code: 'audit.rate_retired',
    });
  });

  it('leaves one rate in effect when two changes of one key race', async () => {
    const brand = await createBrand(server.database.db);
    const [a, b] = await Promise.all([
      post(admin.token, '/admin/rates/', rate(brand.id, { rate_percentage: '70' })),
      post(finance.token, '/admin/rates/', rate(brand.id, { rate_percentage: '71' })),
    ]);
    expect([a.statusCode, b.statusCode].filter((code) => code === 201).length).toBeGreaterThan(0);
    const inEffect = (await get(admin.token, `/admin/rates/?brand=${brand.id}`)).json();
    expect(inEffect.count).toBe(1);
  });
});

describe('bulk, quote, export and import', () => {
  it('saves a bulk all or nothing, naming each refused row by index', async () => {
    const brand = await createBrand(server.database.db);
    const refused = await post(admin.token, '/admin/rates/bulk/', {
      rates: [
        rate(brand.id),
        rate(brand.id, { min_value: '90', max_value: '150' }),
        rate(brand.id, { form: 'paper' }),
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['rates.2']);
    const overlapping = await post(admin.token, '/admin/rates/bulk/', {
      rates: [rate(brand.id), rate(brand.id, { min_value: '90', max_value: '150' })],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(Object.keys(overlapping.json().errors)).toEqual(['rates.1']);
    expect((await get(admin.token, `/admin/rates/?brand=${brand.id}`)).json().count).toBe(0);
    const saved = await post(admin.token, '/admin/rates/bulk/', {
      rates: [rate(brand.id), rate(brand.id, { min_value: '100.01', max_value: '500' })],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data).toHaveLength(2);
  });

  it('quotes the exact receipt kind before any, and the headline rate without a match', async () => {
    const brand = await createBrand(server.database.db, { ratePercentage: '85.00' });
    await post(admin.token, '/admin/rates/bulk/', {
      rates: [
        rate(brand.id, { receipt: 'any', rate_percentage: '75' }),
        rate(brand.id, { receipt: 'with_receipt', rate_percentage: '81.25' }),
      ],
    });
    const quote = (query: string) =>
      get(customer.token, `/rates/quote/?brand_id=${brand.id}&${query}`);
    const exact = await quote('card_value=99.99&form=physical&receipt=with_receipt');
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().data).toMatchObject({ rate_percentage: '81.25', payout: '81.24' });
    const any = (await quote('card_value=60&form=physical&receipt=no_receipt')).json().data;
    expect(any).toMatchObject({ rate_percentage: '75.00', payout: '45.00' });
    const none = (await quote('card_value=60')).json().data;
    expect(none).toEqual({ rate_id: null, rate_percentage: '85.00', payout: '51.00' });
  });

  it('exports the rates in effect and imports them back, with a dry run and a bad line', async () => {
    const brand = await createBrand(server.database.db);
    await post(admin.token, '/admin/rates/', rate(brand.id));
    const exported = await get(admin.token, `/admin/rates/export/?brand=${brand.id}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const [header, line] = exported.body.trim().split('\r\n');
    expect(header).toBe(
      'brand,country,form,receipt,min_value,max_value,rate_percentage,effective_from',
    );
    expect(line).toContain(`${brand.name},US,physical,with_receipt,50.00,100.00,80.00,`);

    const send = async (csv: string, dryRun: boolean) => {
      const form = await multipartBody({
        file: { bytes: Buffer.from(csv), filename: 'rates.csv', type: 'text/csv' },
        dry_run: String(dryRun),
      });
      return server.call(admin.token, {
        method: 'POST',
        url: api('/admin/rates/import/'),
        payload: form.payload,
        headers: form.headers,
      });
    };
    // A file past the limit is told in a CSV's words, not an image's.
    const huge = await send(`${header}\n${'x'.repeat(6 * 1024 * 1024)}`, true);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      message: 'The CSV file must be 5 MB or less.',
      errors: { file: ['The CSV file must be 5 MB or less.'] },
    });

    const changed = [
      header,
      line.replace(',80.00,', ',83.00,'),
      `${brand.name},UK,ecode,any,10,100,70,`,
    ].join('\n');
    const dry = await send(changed, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toEqual({ created: 2, superseded: 1, unchanged: 0, errors: [] });
    expect((await get(admin.token, `/admin/rates/?brand=${brand.id}`)).json().count).toBe(1);

    const bad = await send(
      `${changed}\n${brand.name},US,physical,any,10,5,70,\nNo Such Brand,US,physical,any,10,50,70,\n${brand.name},US`,
      false,
    );
    // Each refused line says why in English, with a code and values the app words in French.
    expect(bad.json().data.errors).toEqual([
      {
        line: 4,
        message: expect.stringContaining('max_value'),
        message_code: 'rates.import_invalid',
        message_params: { field: 'max_value', message: expect.any(String) },
      },
      {
        line: 5,
        message: 'No single brand is named "No Such Brand".',
        message_code: 'rates.import_no_brand',
        message_params: { brand: 'No Such Brand' },
      },
      {
        line: 6,
        message: 'Expected 8 fields, found 2.',
        message_code: 'rates.import_field_count',
        message_params: { expected: 8, found: 2 },
      },
    ]);
    expect((await get(admin.token, `/admin/rates/?brand=${brand.id}`)).json().count).toBe(1);

    const written = await send(changed, false);
    expect(written.json().data).toEqual({ created: 2, superseded: 1, unchanged: 0, errors: [] });
    const again = await send(changed, false);
    expect(again.json().data).toEqual({ created: 0, superseded: 0, unchanged: 2, errors: [] });
    const audit = (await get(admin.token, '/admin/audit-logs/?action=rate.import')).json();
    expect(audit.count).toBeGreaterThanOrEqual(2);
  });
});

describe('locked at submission, overrides explained', () => {
  const submit = async (brandId: string, fields: Record<string, unknown> = {}) => {
    const response = await post(customer.token, '/giftcards/', {
      brand_id: brandId,
      card_value: '80',
      card_code: `RATE-${Math.random().toString(36).slice(2, 10)}`,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it("locks the brand's headline rate without a rate card, as the spec did", async () => {
    const brand = await createBrand(server.database.db, { ratePercentage: '85.00' });
    const card = await submit(brand.id);
    expect(card).toMatchObject({
      offered_rate: '85.00',
      expected_payout: '68.00',
      country: 'US',
      form: 'ecode',
      receipt: 'no_receipt',
      rate_lock: { rate_id: null, rate_percentage: '85.00' },
    });
    const moved = await server.call(admin.token, {
      method: 'PATCH',
      url: api(`/admin/giftcards/${card.id}/`),
      payload: { status: 'ORDER_ACCEPTED', offered_rate: '70', expected_payout: '56' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.rate_override).toBeNull();
  });

  it('keeps the quoted rate after a change, and asks a reason to move away from it', async () => {
    const brand = await createBrand(server.database.db, { ratePercentage: '85.00' });
    const quoted = (await post(admin.token, '/admin/rates/', rate(brand.id))).json().data;
    const card = await submit(brand.id, { form: 'physical', receipt: 'with_receipt' });
    expect(card).toMatchObject({
      offered_rate: '80.00',
      expected_payout: '64.00',
      rate_lock: { rate_id: quoted.id, rate_percentage: '80.00' },
    });
    await post(admin.token, '/admin/rates/', rate(brand.id, { rate_percentage: '60' }));
    const read = (await get(admin.token, `/admin/giftcards/${card.id}/`)).json().data;
    expect(read.rate_lock.rate_percentage).toBe('80.00');

    const change = (payload: Record<string, unknown>) =>
      server.call(admin.token, {
        method: 'PATCH',
        url: api(`/admin/giftcards/${card.id}/`),
        payload: { status: 'ORDER_ACCEPTED', expected_payout: '60', ...payload },
      });
    const kept = await change({ offered_rate: '80', expected_payout: '64' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.rate_override).toBeNull();
    const unexplained = await change({ offered_rate: '75' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().errors).toHaveProperty('rate_override_reason');
    // Keeping the locked rate but paying more (here the whole card value) moves away from it too.
    for (const payout of ['80', '64.01', '60']) {
      const raised = await change({ offered_rate: '80', expected_payout: payout });
      expect(raised.statusCode, payout).toBe(400);
      expect(raised.json().errors, payout).toHaveProperty('rate_override_reason');
    }
    const explained = await change({
      offered_rate: '75',
      rate_override_reason: 'Scratched code, partial balance',
    });
    expect(explained.statusCode, explained.body).toBe(200);
    const data = explained.json().data;
    expect(data.rate_override).toMatchObject({
      by: { username: expect.any(String) },
      reason: 'Scratched code, partial balance',
    });
    expect(data.rate_lock.rate_percentage).toBe('80.00');
    expect(data.recent_logs[0].notes).toContain('Scratched code, partial balance');
    const audit = (await get(admin.token, `/admin/audit-logs/?target_id=${card.id}`)).json();
    expect(JSON.stringify(audit.results[0].changes)).toContain('Scratched code, partial balance');
    expect(data.recent_logs[0].notes).toBe(
      "Rate moved from the rate card's 80.00% to 75.00%: Scratched code, partial balance",
    );
    // At the locked rate, what moved is the payout, and the note says so.
    const faceValue = await change({
      offered_rate: '80',
      expected_payout: '70',
      rate_override_reason: 'Paid at face value',
    });
    expect(faceValue.statusCode, faceValue.body).toBe(200);
    expect(faceValue.json().data.recent_logs[0].notes).toBe(
      "Payout moved from the rate card's $64.00 to $70.00: Paid at face value",
    );
  });
});

describe('margins', () => {
  it('sums the cards accepted or paid by brand, from the roll-up kept with each review', async () => {
    const brand = await createBrand(server.database.db, { ratePercentage: '80.00' });
    const submitted = await post(customer.token, '/giftcards/', {
      brand_id: brand.id,
      card_value: '200',
      card_code: `MARGIN-${Math.random().toString(36).slice(2, 10)}`,
    });
    const card = submitted.json().data;
    const accepted = await server.call(admin.token, {
      method: 'PATCH',
      url: api(`/admin/giftcards/${card.id}/`),
      payload: { status: 'ORDER_ACCEPTED', offered_rate: '80', expected_payout: '150' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const margins = await get(finance.token, '/admin/rates/margins/?days=30');
    expect(margins.statusCode, margins.body).toBe(200);
    expect(
      margins.json().data.find((row: { brand: { id: string } }) => row.brand.id === brand.id),
    ).toEqual({
      brand: { id: brand.id, name: brand.name },
      submissions: 1,
      card_value: '200.00',
      payout: '150.00',
      margin_percentage: '25.00',
    });
    const rejected = await server.call(admin.token, {
      method: 'PATCH',
      url: api(`/admin/giftcards/${card.id}/`),
      payload: { status: 'REJECTED', offered_rate: '80', expected_payout: '150' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = (await get(finance.token, '/admin/rates/margins/?days=30')).json().data;
    expect(after.map((row: { brand: { id: string } }) => row.brand.id)).not.toContain(brand.id);
    expect((await get(finance.token, '/admin/rates/margins/?days=0')).statusCode).toBe(400);
  });

  it('lists the brands in alphabetical order, whatever their case', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const names = [`zz-${tag} Zeta`, `zz-${tag} apple`, `zz-${tag} Mango`];
    for (const name of names) {
      const brand = await createBrand(server.database.db, { name, ratePercentage: '80.00' });
      const card = (
        await post(customer.token, '/giftcards/', {
          brand_id: brand.id,
          card_value: '100',
          card_code: `ORDER-${tag}-${name.length}-${Math.random().toString(36).slice(2, 8)}`,
        })
      ).json().data;
      const accepted = await server.call(admin.token, {
        method: 'PATCH',
        url: api(`/admin/giftcards/${card.id}/`),
        payload: { status: 'ORDER_ACCEPTED', offered_rate: '80', expected_payout: '80' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    const listed = (await get(finance.token, '/admin/rates/margins/?days=30')).json().data;
    expect(
      listed
        .map((row: { brand: { name: string } }) => row.brand.name)
        .filter((name: string) => names.includes(name)),
    ).toEqual([`zz-${tag} apple`, `zz-${tag} Mango`, `zz-${tag} Zeta`]);
  });
});
