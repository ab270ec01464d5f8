import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Rate } from '../../../contract/rates.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { createBrand } from '../transactions/test-fixtures.js';

// Whatever sequence of rate changes a desk makes (new versions, bands of any shape, starts now or
// later, retirements), no two bands of one brand, country, form and receipt are ever in effect
// together, and `at` answers exactly the versions whose period holds that moment. On PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL.

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const api = (path: string) => `/api/v1${path}`;

const change = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    receipt: fc.constantFrom('any', 'no_receipt'),
    low: fc.integer({ min: 0, max: 8 }),
    width: fc.integer({ min: 0, max: 4 }),
    rate: fc.integer({ min: 50, max: 95 }),
    startsInMinutes: fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('retire' as const), pick: fc.nat() }),
);

const overlaps = (a: Rate, b: Rate) =>
  Number(a.min_value) <= Number(b.max_value) && Number(b.min_value) <= Number(a.max_value);

async function history(brandId: string): Promise<Rate[]> {
  const response = await server.call(admin.token, {
    method: 'GET',
    url: api(`/admin/rates/?brand=${brandId}&history=true&page_size=100`),
  });
  return response.json().results;
}

async function inEffectAt(brandId: string, at: string): Promise<Rate[]> {
  const response = await server.call(admin.token, {
    method: 'GET',
    url: api(`/admin/rates/?brand=${brandId}&at=${encodeURIComponent(at)}&page_size=100`),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

it('never leaves two overlapping bands in effect, and answers what was in effect at any moment', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (changes) => {
      const brand = await createBrand(server.database.db);
      for (const step of changes) {
        if (step.kind === 'add') {
          const response = await server.call(admin.token, {
            method: 'POST',
            url: api('/admin/rates/'),
            payload: {
              brand: brand.id,
              country: 'US',
              form: 'ecode',
              receipt: step.receipt,
              min_value: String(step.low * 25),
              max_value: ((step.low + step.width) * 25 + 24.99).toFixed(2),
              rate_percentage: String(step.rate),
              ...(step.startsInMinutes && {
                effective_from: new Date(Date.now() + step.startsInMinutes * 60_000).toISOString(),
              }),
            },
          });
          expect([201, 409], response.body).toContain(response.statusCode);
        } else {
          const rows = await history(brand.id);
          if (!rows.length) continue;
          const target = rows[step.pick % rows.length];
          const response = await server.call(admin.token, {
            method: 'POST',
            url: api(`/admin/rates/${target.id}/retire/`),
          });
          expect([200, 409], response.body).toContain(response.statusCode);
        }
      }
      const versions = await history(brand.id);
      // Every moment where something starts or ends, and just before each.
      const moments = [
        ...new Set(
          versions.flatMap((rate) =>
            [rate.effective_from, rate.effective_to]
              .filter((moment): moment is string => moment !== null)
              .flatMap((moment) => [moment, new Date(Date.parse(moment) - 1).toISOString()]),
          ),
        ),
      ];
      for (const moment of moments) {
        const answered = await inEffectAt(brand.id, moment);
        const expected = versions.filter(
          (rate) =>
            Date.parse(rate.effective_from) <= Date.parse(moment) &&
            (rate.effective_to === null || Date.parse(rate.effective_to) > Date.parse(moment)),
        );
        expect(answered.map((rate) => rate.id).sort()).toEqual(
          expected.map((rate) => rate.id).sort(),
        );
        for (const [index, rate] of answered.entries()) {
          for (const other of answered.slice(index + 1)) {
            if (other.receipt !== rate.receipt) continue;
            expect(overlaps(rate, other), `${moment}: ${JSON.stringify([rate, other])}`).toBe(
              false,
            );
          }
        }
      }
    }),
    { numRuns: 15, seed: 30_2026 },
  );
});
