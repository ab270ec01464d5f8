import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../contract/common.js';
import { startWithCardOnSale } from '../plugins/transactions/test-fixtures.js';
import { createDispute } from '../realtime/test/live-server.js';
import type { TestServer, TestUser } from './harness.js';
import { GIF_1PX, multipartBody, PNG_1PX } from './multipart.js';

/**
 * Schema-driven fuzzing: every operation of the OpenAPI document, with its own parameter and
 * field names filled with hostile values, as JSON, as broken JSON and as (broken) multipart, by
 * an admin, a customer or nobody. Whatever comes in, the answer is never a 5xx, and every error
 * is in the contract's shape. FUZZ_RUNS raises the count (the issue's probe sent 20,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = 20_261_123;

interface Operation {
  method: string;
  path: string;
  query: string[];
  fields: string[];
}

let server: TestServer;
let admin: TestUser;
let customer: TestUser;
let operations: Operation[];
let knownIds: string[];

beforeAll(async () => {
  const scene = await startWithCardOnSale();
  ({ server, admin, customer } = scene);
  const { brand, card } = scene;
  const dispute = await createDispute(server.database.db, customer.id);
  knownIds = [brand.id, card.id, dispute.id, customer.id, admin.id];
  const document = (await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  operations = [];
  for (const [path, byMethod] of Object.entries<Record<string, OpenApiOperation>>(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        fields: Object.keys(body?.properties ?? {}),
      });
    }
  }
});
afterAll(() => server.close());

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '%',
    '%zz',
    '-1',
    '0',
    '1e400',
    '9999999999999999999999.999',
    '12.345',
    'NaN',
    'true',
    'null',
    '__proto__',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '\uD800',
    'x'.repeat(5_000),
    '00000000-0000-4000-8000-000000000000',
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

const arbitraryRequest = () =>
  fc.record({
    operation: fc.constantFrom(...operations),
    who: fc.constantFrom('admin', 'customer', 'nobody'),
    pathValue: fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), hostileText),
    query: fc.array(fc.tuple(fc.nat(20), hostileText), { maxLength: 4 }),
    fields: fc.array(fc.tuple(fc.nat(20), hostileValue), { maxLength: 6 }),
    encoding: fc.constantFrom('json', 'raw-json', 'multipart', 'truncated-multipart', 'none'),
    rawBody: fc.string({ maxLength: 60 }),
    image: fc.constantFrom(null, PNG_1PX, GIF_1PX, Buffer.from('GIF<html>')),
    cut: fc.nat(400),
  });

type Sample = ReturnType<typeof arbitraryRequest> extends fc.Arbitrary<infer T> ? T : never;

/** A parameter name from the operation's own list (most of the time) or any other name. */
const nameFrom = (names: string[], pick: number) =>
  names.length > 0 && pick < 16 ? names[pick % names.length] : `extra_${pick}`;

/** Every byte percent-encoded (a lone surrogate, which encodeURIComponent refuses, included). */
const percentEncoded = (value: string) =>
  [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const asFormValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

async function toRequest(sample: Sample): Promise<InjectOptions> {
  const { operation } = sample;
  const path = operation.path.replace(/\{[^}]+\}/g, percentEncoded(sample.pathValue));
  // Values are encoded one by one, so that the raw %, %zz of the samples reach the server too.
  const query = sample.query
    .map(
      ([pick, value]) =>
        `${nameFrom(operation.query, pick)}=${value.startsWith('%') ? value : percentEncoded(value)}`,
    )
    .join('&');
  const token =
    sample.who === 'admin' ? admin.token : sample.who === 'customer' ? customer.token : null;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const request: InjectOptions = {
    method: operation.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers,
  };
  if (['GET', 'DELETE', 'HEAD'].includes(operation.method) || sample.encoding === 'none') {
    return request;
  }
  const fields = Object.fromEntries(
    sample.fields.map(([pick, value]) => [nameFrom(operation.fields, pick), value]),
  );
  if (sample.encoding === 'json') return { ...request, payload: fields };
  if (sample.encoding === 'raw-json') {
    return {
      ...request,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: sample.rawBody,
    };
  }
  const formFields: Record<string, string | { bytes: Uint8Array; filename: string }> = {};
  for (const [name, value] of Object.entries(fields)) formFields[name] = asFormValue(value);
  if (sample.image) {
    formFields[operation.fields.find((name) => name.includes('image')) ?? 'image'] = {
      bytes: sample.image,
      filename: 'upload.png',
    };
  }
  const form = await multipartBody(formFields);
  const payload =
    sample.encoding === 'truncated-multipart'
      ? form.payload.subarray(0, Math.min(sample.cut, form.payload.length))
      : form.payload;
  return { ...request, headers: { ...headers, ...form.headers }, payload };
}

function expectContractAnswer(status: number, body: string, contentType: string | undefined) {
  expect(status).toBeLessThan(500);
  if (status < 400) return;
  expect(contentType).toMatch(/^application\/json/);
  const parsed = JSON.parse(body);
  // The contract's error shape, and nothing else: {message, message_code?, message_params?, errors?}.
  const checked = errorBody.strict().safeParse(parsed);
  expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
  if (parsed.errors !== undefined) {
    for (const messages of Object.values(parsed.errors)) {
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  }
}

describe('every OpenAPI operation under fuzzed input', () => {
  it(`never answers 5xx, and answers errors as {message, errors?} (${RUNS} requests, seed ${SEED})`, async () => {
    expect(operations.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(arbitraryRequest(), async (sample) => {
        const request = await toRequest(sample);
        const response = await server.app.inject(request);
        try {
          expectContractAnswer(
            response.statusCode,
            response.body,
            response.headers['content-type'] as string | undefined,
          );
        } catch (error) {
          throw new Error(
            `${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 300)}\n${(error as Error).message}`,
          );
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 240_000);
});
