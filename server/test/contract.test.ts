import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../../contract/paths.js';
import {
  type Operation as DeclaredOperation,
  declaredPaths,
  derivesRoute,
  type ResourceDeclaration,
} from '../../contract/resource.js';
import { schemasOf } from '../../contract/resource-schemas.js';
import { declaredResources } from '../../contract/resources/index.js';
import { sampleBody } from '../declared/sample.js';
import { createBrand, submitCard } from '../plugins/transactions/test-fixtures.js';
import { startTestServer, type TestServer, type TestUser } from './harness.js';
import { multipartBody, PNG_1PX } from './multipart.js';
import { enableTwoFactor, passwordStep, setUpTwoFactor, totpCode } from './two-factor.js';

/**
 * The OpenAPI document is the contract client developers read: it must be valid OpenAPI, give
 * every route's success answer a schema, and every answer of the server must match its schema.
 * The suite runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: object;
};

let server: TestServer;
let document: OpenApiDocument;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  customer = await server.login('customer');
  document = (await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

const successCodes = (operation: Operation) =>
  Object.keys(operation.responses).filter((code) => /^2\d\d$/.test(code));

/** An answer without a body: nothing to describe but the code. */
const EMPTY_ANSWERS = new Set(['204', '304']);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("gives every route's success answer a schema, and its errors the error shape", () => {
    const missing: string[] = [];
    for (const { key, operation } of operations()) {
      const codes = successCodes(operation);
      if (codes.length === 0) missing.push(`${key}: no success answer`);
      for (const code of codes) {
        if (EMPTY_ANSWERS.has(code)) continue;
        const content = Object.values(operation.responses[code].content ?? {});
        if (!content.some((media) => media.schema && Object.keys(media.schema).length > 0)) {
          missing.push(`${key} ${code}: no schema`);
        }
      }
      for (const [code, answer] of Object.entries(operation.responses)) {
        if (!/^[45]\d\d$/.test(code)) continue;
        const schema = answer.content?.['application/json']?.schema as
          | { required?: string[] }
          | undefined;
        if (!schema?.required?.includes('message')) missing.push(`${key} ${code}: not {message}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * Whether a record of the resource is made from sample values alone: a required reference needs a
 * record of another resource, a required image a file. Such a resource (a scaffolded one, like
 * the README's promotions) is called by server/declared/declared.test.ts, which makes both.
 */
const madeFromSamples = (declaration: ResourceDeclaration) =>
  !schemasOf(declaration).fields.some(
    (field) =>
      field.create &&
      !field.type.optional &&
      (field.type.kind === 'reference' || field.type.kind === 'image'),
  );

/** The document's keys of a declared resource's derived routes and actions. */
function derivedRouteKeys(declaration: ResourceDeclaration) {
  const paths = declaredPaths(declaration);
  const list = `/api/v1${paths.list}`;
  const one = `/api/v1${paths.one.replace(':id', '{id}')}`;
  const keys: [DeclaredOperation, string][] = [
    ['list', `GET ${list}`],
    ['create', `POST ${list}`],
    ['one', `GET ${one}`],
    ['update', `PATCH ${one}`],
    ['delete', `DELETE ${one}`],
  ];
  return [
    ...keys.filter(([operation]) => derivesRoute(declaration, operation)).map(([, key]) => key),
    ...Object.keys(declaration.actions ?? {}).map((action) => `POST ${one}${action}/`),
  ];
}

/** The routes server/declared/ calls instead of this test (madeFromSamples). */
const calledByDeclaredTests = () =>
  new Set(
    declaredResources
      .filter((declaration) => !madeFromSamples(declaration))
      .flatMap(derivedRouteKeys),
  );

/**
 * The derived routes of every declared resource made from samples (madeFromSamples), each
 * called on records made for it by its derived create.
 */
async function declaredCalls(): Promise<Record<string, Call>> {
  const calls: Record<string, Call> = {};
  for (const declaration of declaredResources) {
    const { fields } = schemasOf(declaration);
    if (!madeFromSamples(declaration)) continue;
    // A resource whose records its domain's own routes make (brands, staff, the audit log) is
    // called with the others, on records made as its domain makes them, derived routes included.
    if (!derivesRoute(declaration, 'create')) continue;
    const paths = declaredPaths(declaration);
    const make = async (seed: number) =>
      (
        await server.call(admin.token, {
          method: 'POST',
          url: `/api/v1${paths.list}`,
          payload: sampleBody(fields, seed),
        })
      ).json().data as { id: string };
    const [kept, deleted] = [await make(101), await make(102)];
    const list = `/api/v1${paths.list}`;
    const one = `/api/v1${paths.one.replace(':id', '{id}')}`;
    const at = (id: string) => `/api/v1${pathTo(paths.one, { id })}`;
    const candidates: [DeclaredOperation, string, Call][] = [
      ['list', `GET ${list}`, { as: admin, request: {}, expect: 200 }],
      [
        'create',
        `POST ${list}`,
        { as: admin, request: { payload: sampleBody(fields, 103) }, expect: 201 },
      ],
      ['one', `GET ${one}`, { as: admin, request: { url: at(kept.id) }, expect: 200 }],
      [
        'update',
        `PATCH ${one}`,
        { as: admin, request: { url: at(kept.id), payload: sampleBody(fields, 104) }, expect: 200 },
      ],
      ['delete', `DELETE ${one}`, { as: admin, request: { url: at(deleted.id) }, expect: 204 }],
    ];
    for (const [operation, key, call] of candidates) {
      if (derivesRoute(declaration, operation)) calls[key] = call;
    }
    // Its declared actions, on the record kept, with their forms' sample values.
    for (const [action, { form = [] }] of Object.entries(declaration.actions ?? {})) {
      const payload = sampleBody(
        fields.filter((field) => form.includes(field.name)),
        105,
      );
      calls[`POST ${one}${action}/`] = {
        as: admin,
        request: { url: `${at(kept.id)}${action}/`, payload },
        expect: 200,
      };
    }
  }
  return calls;
}

/** A request of the document's operation with valid input, and the status it must answer. */
interface Call {
  as: TestUser | null;
  request: Omit<InjectOptions, 'method' | 'url'> & { url?: string };
  expect: number;
}

describe('every route of the document, called with valid input', () => {
  it('answers what its schema says', async () => {
    const db = server.database.db;
    const brand = await createBrand(db);
    const disposableBrand = await createBrand(db);
    const form = await multipartBody({
      brand_id: brand.id,
      card_value: '120.00',
      card_code: 'WXYZ-1234-ABCD',
      card_image: { bytes: PNG_1PX, filename: 'card.png', type: 'image/png' },
    });
    const kycDocument = await multipartBody({
      type: 'selfie',
      file: { bytes: PNG_1PX, filename: 'selfie.png', type: 'image/png' },
    });
    const card = await submitCard(server, customer.token, brand.id);
    const claimed = await submitCard(server, customer.token, brand.id);
    const withImage = (
      await server.call(customer.token, { method: 'POST', url: '/api/v1/giftcards/', ...form })
    ).json().data as { id: string; card_image: string };
    // Only an accepted card is paid, or has its payout approved.
    const accept = (id: string) =>
      server.call(admin.token, {
        method: 'PATCH',
        url: `/api/v1/admin/giftcards/${id}`,
        payload: { status: 'ORDER_ACCEPTED', expected_payout: '80.00', offered_rate: '80.00' },
      });
    await accept(card.id);
    await accept(withImage.id);
    const dispute = (
      await server.call(customer.token, {
        method: 'POST',
        url: '/api/v1/disputes/',
        payload: { status: 'open', giftcard: card.id },
      })
    ).json().data as { id: string };
    const leaving = await server.login('customer');
    const paidCard = async () => {
      const { id } = await submitCard(server, customer.token, brand.id);
      await accept(id);
      await server.call(admin.token, {
        method: 'PATCH',
        url: `/api/v1/admin/giftcards/${id}`,
        payload: { status: 'PAID', expected_payout: '80.00', offered_rate: '80.00' },
      });
      return id;
    };
    const [reversed, reversalApproved] = [await paidCard(), await paidCard()];
    const { rows: payoutsAccount } = (await db.execute(
      sql`select id from ledger_accounts where kind = 'payouts'`,
    )) as unknown as { rows: { id: string }[] };
    const login = await server.call(null, {
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { email: admin.email, password: 'password123' },
    });
    const cookies = Object.fromEntries(login.cookies.map(({ name, value }) => [name, value]));
    const settingUp = await server.login('reviewer');
    const enabling = await server.login('reviewer');
    const enablingCode = await totpCode(await setUpTwoFactor(server, enabling));
    const disabling = await server.login('finance');
    const disablingCodes = (await enableTwoFactor(server, disabling)).recoveryCodes;
    const secondStep = await server.login('support');
    const secondStepCodes = (await enableTwoFactor(server, secondStep)).recoveryCodes;
    const mfaToken = await passwordStep(server, secondStep);
    const colleague = await server.login('support');
    const changingPassword = await server.login('customer');
    const band = (min_value: string, max_value: string) => ({
      brand: brand.id,
      country: 'US',
      form: 'physical',
      min_value,
      max_value,
      rate_percentage: '80',
    });
    const addRate = async (min: string, max: string) =>
      (
        await server.call(admin.token, {
          method: 'POST',
          url: '/api/v1/admin/rates/',
          payload: band(min, max),
        })
      ).json().data as { id: string };
    const [rated, retiring] = [await addRate('1', '10'), await addRate('20', '30')];
    const rateCsv = await multipartBody({
      file: {
        bytes: Buffer.from(
          `brand,country,form,receipt,min_value,max_value,rate_percentage,effective_from\n${brand.name},US,ecode,any,1,10,80,\n`,
        ),
        filename: 'rates.csv',
        type: 'text/csv',
      },
      dry_run: 'true',
    });

    // Payout runs: the customer's destination, batches at each step, paid cards to claw back.
    await server.call(customer.token, {
      method: 'PUT',
      url: '/api/v1/payout-account/',
      payload: {
        bank_code: '058',
        bank_name: 'Test Bank',
        account_number: '0123456789',
        account_name: 'Carl',
      },
    });
    const owedCard = async () => {
      const { id } = await submitCard(server, customer.token, brand.id);
      await accept(id);
      return id;
    };
    const draftBatch = async (id: string) =>
      (
        await server.call(admin.token, {
          method: 'POST',
          url: '/api/v1/admin/payout-batches/',
          payload: { transaction_ids: [id] },
        })
      ).json().data as { id: string };
    const [sending, cancelling] = [
      await draftBatch(await owedCard()),
      await draftBatch(await owedCard()),
    ];
    const batchCard = await owedCard();
    const [clawed, clawApproved] = [await paidCard(), await paidCard()];
    const batchColleague = await server.login('admin');
    const batchUrl = (id: string, step: string) => `/api/v1/admin/payout-batches/${id}/${step}`;

    const calls: Record<string, Call> = {
      'GET /api/v1/health': { as: null, request: {}, expect: 200 },
      'POST /api/v1/auth/login/': {
        as: null,
        request: { payload: { email: customer.email, password: 'password123' } },
        expect: 200,
      },
      'POST /api/v1/auth/token/refresh/': {
        as: null,
        request: { cookies, headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] } },
        expect: 200,
      },
      'POST /api/v1/auth/logout/': { as: null, request: {}, expect: 204 },
      'GET /api/v1/auth/me': { as: admin, request: {}, expect: 200 },
      'POST /api/v1/auth/password/': {
        as: changingPassword,
        request: {
          payload: { current_password: 'password123', new_password: 'a-longer-new-password' },
        },
        expect: 204,
      },
      'POST /api/v1/auth/login/2fa/': {
        as: null,
        request: { payload: { mfa_token: mfaToken, code: secondStepCodes[0] } },
        expect: 200,
      },
      'POST /api/v1/auth/2fa/setup/': { as: settingUp, request: {}, expect: 200 },
      'POST /api/v1/auth/2fa/enable/': {
        as: enabling,
        request: { payload: { code: enablingCode } },
        expect: 200,
      },
      'POST /api/v1/auth/2fa/disable/': {
        as: disabling,
        request: { payload: { code: disablingCodes[0] } },
        expect: 204,
      },
      'GET /api/v1/admin/staff/': {
        as: admin,
        request: { query: { role: 'support', is_active: 'true', ordering: '-date_joined' } },
        expect: 200,
      },
      'POST /api/v1/admin/staff/': {
        as: admin,
        request: {
          payload: {
            email: `staff${Date.now()}@example.com`,
            username: `staff_${Date.now().toString(36)}`,
            password: 'long enough password',
            role: 'finance',
          },
        },
        expect: 201,
      },
      'GET /api/v1/admin/staff/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/staff/${colleague.id}` },
        expect: 200,
      },
      'PATCH /api/v1/admin/staff/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/staff/${colleague.id}`, payload: { role: 'reviewer' } },
        expect: 200,
      },
      'POST /api/v1/admin/staff/{id}/reset_2fa/': {
        as: admin,
        request: { url: `/api/v1/admin/staff/${secondStep.id}/reset_2fa/` },
        expect: 204,
      },
      'GET /api/v1/admin/audit-logs/': {
        as: admin,
        request: { query: { action: 'brand.update', created_after: '2020-01-01' } },
        expect: 200,
      },
      'POST /api/v1/auth/register/': {
        as: null,
        request: {
          payload: {
            email: `new${Date.now()}@example.com`,
            password: 'long enough password',
            username: `new_${Date.now().toString(36)}`,
          },
        },
        expect: 201,
      },
      'GET /api/v1/admin/accounts/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/accounts/${admin.id}` },
        expect: 200,
      },
      'GET /api/v1/admin/users/': {
        as: admin,
        request: { query: { role: 'customer', ordering: '-username' } },
        expect: 200,
      },
      'GET /api/v1/admin/users/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/users/${customer.id}` },
        expect: 200,
      },
      'PATCH /api/v1/admin/users/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/users/${customer.id}`, payload: { city: 'Lyon' } },
        expect: 200,
      },
      'DELETE /api/v1/admin/users/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/users/${leaving.id}` },
        expect: 204,
      },
      'GET /api/v1/admin/brands/': {
        as: admin,
        request: { query: { ordering: '-rate_percentage' } },
        expect: 200,
      },
      'GET /api/v1/brands/': { as: customer, request: {}, expect: 200 },
      'GET /api/v1/admin/brands/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/brands/${brand.id}` },
        expect: 200,
      },
      'POST /api/v1/admin/brands/': {
        as: admin,
        request: {
          payload: {
            name: `Contract ${Date.now()}`,
            min_amount: '5',
            max_amount: '100',
            rate_percentage: '80',
          },
        },
        expect: 201,
      },
      'PATCH /api/v1/admin/brands/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/brands/${brand.id}`, payload: { rate_percentage: '81' } },
        expect: 200,
      },
      'DELETE /api/v1/admin/brands/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/brands/${disposableBrand.id}` },
        expect: 204,
      },
      'GET /api/v1/admin/giftcards/dashboard_stats/': { as: admin, request: {}, expect: 200 },
      'GET /api/v1/admin/giftcards/': {
        as: admin,
        request: { query: { status: 'PENDING_REVIEW', ordering: '-card_value' } },
        expect: 200,
      },
      'GET /api/v1/admin/giftcards/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/giftcards/${card.id}` },
        expect: 200,
      },
      'PATCH /api/v1/admin/giftcards/{id}/': {
        as: admin,
        request: {
          url: `/api/v1/admin/giftcards/${card.id}`,
          payload: { status: 'PAID', expected_payout: '85.00', offered_rate: '85' },
        },
        expect: 200,
      },
      'POST /api/v1/admin/giftcards/{id}/reveal_code/': {
        as: admin,
        request: { url: `/api/v1/admin/giftcards/${card.id}/reveal_code/` },
        expect: 200,
      },
      'POST /api/v1/admin/giftcards/{id}/approve_payout/': {
        as: admin,
        request: { url: `/api/v1/admin/giftcards/${withImage.id}/approve_payout/` },
        expect: 200,
      },
      'POST /api/v1/admin/giftcards/{id}/reverse_payout/': {
        as: admin,
        request: {
          url: `/api/v1/admin/giftcards/${reversed}/reverse_payout/`,
          payload: { reason: 'Paid to the wrong account' },
        },
        expect: 200,
      },
      'POST /api/v1/admin/giftcards/{id}/approve_reversal/': {
        as: admin,
        request: { url: `/api/v1/admin/giftcards/${reversalApproved}/approve_reversal/` },
        expect: 200,
      },
      'GET /api/v1/admin/ledger/accounts/': {
        as: admin,
        request: { query: { kind: 'customer_payable', ordering: 'updated_at' } },
        expect: 200,
      },
      'GET /api/v1/admin/ledger/accounts/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/ledger/accounts/${payoutsAccount[0].id}` },
        expect: 200,
      },
      'GET /api/v1/admin/ledger/transfers/': {
        as: admin,
        request: { query: { account: payoutsAccount[0].id, created_after: '2020-01-01' } },
        expect: 200,
      },
      'GET /api/v1/admin/ledger/summary/': { as: admin, request: {}, expect: 200 },
      'GET /api/v1/admin/ledger/check/': { as: admin, request: {}, expect: 200 },
      'GET /api/v1/admin/sla/policies/': { as: admin, request: {}, expect: 200 },
      'PUT /api/v1/admin/sla/policies/{id}/': {
        as: admin,
        request: {
          url: '/api/v1/admin/sla/policies/review/',
          payload: { minutes: 60, warn_before_minutes: 15 },
        },
        expect: 200,
      },
      'GET /api/v1/admin/sla/summary/': {
        as: admin,
        request: { query: { days: '7' } },
        expect: 200,
      },
      'GET /api/v1/admin/kyc/tiers/': { as: admin, request: {}, expect: 200 },
      'PUT /api/v1/admin/kyc/tiers/{id}/': {
        as: admin,
        request: {
          url: '/api/v1/admin/kyc/tiers/0/',
          payload: {
            name: 'Unverified',
            daily_limit: '200.00',
            monthly_limit: '1000.00',
            requires: [],
          },
        },
        expect: 200,
      },
      'GET /api/v1/admin/kyc/settings/': { as: admin, request: {}, expect: 200 },
      'PUT /api/v1/admin/kyc/settings/': {
        as: admin,
        request: { payload: { enforced: false } },
        expect: 200,
      },
      'GET /api/v1/admin/kyc/queue/': { as: admin, request: {}, expect: 200 },
      'GET /api/v1/admin/users/{id}/kyc/': {
        as: admin,
        request: { url: `/api/v1/admin/users/${customer.id}/kyc/` },
        expect: 200,
      },
      'POST /api/v1/admin/users/{id}/kyc/decision/': {
        as: admin,
        request: {
          url: `/api/v1/admin/users/${customer.id}/kyc/decision/`,
          payload: { tier: 1, decision: 'reject', reason: 'The selfie is blurred' },
        },
        expect: 200,
      },
      // Nothing waits for a second person: the refusal in the contract's shape.
      'POST /api/v1/admin/users/{id}/kyc/approve_tier/': {
        as: admin,
        request: { url: `/api/v1/admin/users/${customer.id}/kyc/approve_tier/` },
        expect: 409,
      },
      'GET /api/v1/kyc/': { as: customer, request: {}, expect: 200 },
      'POST /api/v1/kyc/documents/': { as: customer, request: kycDocument, expect: 201 },
      'POST /api/v1/admin/giftcards/{id}/claim/': {
        as: admin,
        request: { url: `/api/v1/admin/giftcards/${claimed.id}/claim/` },
        expect: 200,
      },
      'DELETE /api/v1/admin/giftcards/{id}/claim/': {
        as: admin,
        request: { url: `/api/v1/admin/giftcards/${claimed.id}/claim/` },
        expect: 204,
      },
      'POST /api/v1/admin/giftcards/queue/next/': { as: admin, request: {}, expect: 200 },
      'POST /api/v1/admin/giftcards/bulk_review/': {
        as: admin,
        request: { payload: { ids: [claimed.id], status: 'REJECTED', rejection_reason: 'Used' } },
        expect: 200,
      },
      'GET /api/v1/admin/giftcards/stats/daily/': {
        as: admin,
        request: { query: { days: '7' } },
        expect: 200,
      },
      'POST /api/v1/giftcards/': {
        as: customer,
        request: { payload: { brand_id: brand.id, card_value: '50', card_code: 'CODE-0001' } },
        expect: 201,
      },
      'GET /api/v1/giftcards/': { as: customer, request: {}, expect: 200 },
      'GET /api/v1/disputes/': {
        as: admin,
        request: { query: { status: 'open', ordering: 'created_at' } },
        expect: 200,
      },
      'POST /api/v1/disputes/': {
        as: customer,
        request: { payload: { status: 'open', message: 'Where is my money?' } },
        expect: 201,
      },
      'GET /api/v1/disputes/{id}/': {
        as: customer,
        request: { url: `/api/v1/disputes/${dispute.id}` },
        expect: 200,
      },
      'PUT /api/v1/disputes/{id}/': {
        as: admin,
        request: { url: `/api/v1/disputes/${dispute.id}`, payload: { status: 'closed' } },
        expect: 200,
      },
      'GET /api/v1/admin/rates/': {
        as: admin,
        request: { query: { brand: brand.id, ordering: '-effective_from' } },
        expect: 200,
      },
      'POST /api/v1/admin/rates/': {
        as: admin,
        request: { payload: band('40', '50') },
        expect: 201,
      },
      'GET /api/v1/admin/rates/{id}/': {
        as: admin,
        request: { url: `/api/v1/admin/rates/${rated.id}/` },
        expect: 200,
      },
      'POST /api/v1/admin/rates/bulk/': {
        as: admin,
        request: { payload: { rates: [band('60', '70')] } },
        expect: 201,
      },
      'POST /api/v1/admin/rates/{id}/retire/': {
        as: admin,
        request: { url: `/api/v1/admin/rates/${retiring.id}/retire/` },
        expect: 200,
      },
      'GET /api/v1/admin/rates/export/': {
        as: admin,
        request: { query: { brand: brand.id } },
        expect: 200,
      },
      'POST /api/v1/admin/rates/import/': { as: admin, request: rateCsv, expect: 200 },
      'GET /api/v1/admin/rates/margins/': {
        as: admin,
        request: { query: { days: '30' } },
        expect: 200,
      },
      'GET /api/v1/rates/quote/': {
        as: customer,
        request: { query: { brand_id: brand.id, card_value: '5', form: 'physical' } },
        expect: 200,
      },
      'GET /api/v1/payout-account/': { as: customer, request: {}, expect: 200 },
      'GET /api/v1/notifications/': { as: customer, request: {}, expect: 200 },
      'PUT /api/v1/payout-account/': {
        as: customer,
        request: {
          payload: {
            bank_code: '058',
            bank_name: 'Test Bank',
            account_number: '0123456789',
            account_name: 'Carl',
          },
        },
        expect: 200,
      },
      'POST /api/v1/admin/users/{id}/reveal_payout_account/': {
        as: admin,
        request: { url: `/api/v1/admin/users/${customer.id}/reveal_payout_account/` },
        expect: 200,
      },
      'GET /api/v1/admin/payout-batches/': {
        as: admin,
        request: { query: { state: 'draft', ordering: 'created_at' } },
        expect: 200,
      },
      'POST /api/v1/admin/payout-batches/': {
        as: admin,
        request: { payload: { transaction_ids: [batchCard], note: 'Run' } },
        expect: 201,
      },
      'GET /api/v1/admin/payout-batches/{id}/': {
        as: admin,
        request: { url: batchUrl(sending.id, '') },
        expect: 200,
      },
      'GET /api/v1/admin/payout-batches/{id}/items/': {
        as: admin,
        request: { url: batchUrl(sending.id, 'items/') },
        expect: 200,
      },
      'POST /api/v1/admin/payout-batches/{id}/approve/': {
        as: batchColleague,
        request: { url: batchUrl(sending.id, 'approve/') },
        expect: 200,
      },
      'POST /api/v1/admin/payout-batches/{id}/submit/': {
        as: admin,
        request: { url: batchUrl(sending.id, 'submit/') },
        expect: 200,
      },
      'POST /api/v1/admin/payout-batches/{id}/cancel/': {
        as: admin,
        request: { url: batchUrl(cancelling.id, 'cancel/') },
        expect: 200,
      },
      'GET /api/v1/admin/payout-batches/{id}/file/': {
        as: admin,
        request: { url: batchUrl(sending.id, 'file/') },
        expect: 200,
      },
      'POST /api/v1/admin/payout-batches/{id}/results/': {
        as: admin,
        request: {
          url: batchUrl(sending.id, 'results/'),
          payload: { results: [{ reference: 'po-unknown', status: 'success' }] },
        },
        expect: 200,
      },
      'POST /api/v1/admin/giftcards/{id}/clawback/': {
        as: admin,
        request: {
          url: `/api/v1/admin/giftcards/${clawed}/clawback/`,
          payload: { reason: 'Card already used', amount: '30.00' },
        },
        expect: 200,
      },
      'POST /api/v1/admin/giftcards/{id}/approve_clawback/': {
        as: admin,
        request: { url: `/api/v1/admin/giftcards/${clawApproved}/approve_clawback/` },
        expect: 200,
      },
      'POST /api/v1/admin/users/{id}/repayments/': {
        as: admin,
        request: {
          url: `/api/v1/admin/users/${customer.id}/repayments/`,
          payload: { amount: '10.00', reference: 'BANK-1' },
        },
        expect: 201,
      },
      'GET /api/v1/admin/ledger/reconciliation/': {
        as: admin,
        request: { query: { date: '2026-01-01' } },
        expect: 200,
      },
      'GET /media/{id}': { as: null, request: { url: withImage.card_image }, expect: 200 },
      'GET /healthz': { as: null, request: {}, expect: 200 },
      'GET /readyz': { as: null, request: {}, expect: 200 },
      'GET /metrics': { as: null, request: {}, expect: 200 },
    };

    const documented = operations().map(({ key }) => key);
    Object.assign(calls, await declaredCalls());
    const elsewhere = calledByDeclaredTests();
    expect(documented.filter((key) => !(key in calls) && !elsewhere.has(key))).toEqual([]);
    expect(Object.keys(calls).filter((key) => !documented.includes(key))).toEqual([]);

    // zod writes a `pattern` beside each `format` (uuid, date-time), which checks the same.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const failures: string[] = [];
    for (const { key, operation } of operations()) {
      const call = calls[key];
      if (!call) continue; // called by server/declared/ (calledByDeclaredTests)
      const [method, path] = key.split(' ');
      const response: LightMyRequestResponse = await server.call(call.as?.token ?? null, {
        method: method as InjectOptions['method'],
        url: path,
        ...call.request,
      });
      if (response.statusCode !== call.expect) {
        failures.push(`${key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      const content = operation.responses[String(call.expect)]?.content;
      if (!content) {
        if (response.body !== '') failures.push(`${key}: a body where none is documented`);
        continue;
      }
      const contentType = String(response.headers['content-type']).split(';')[0];
      const schema = content[contentType]?.schema;
      if (!schema) {
        failures.push(`${key}: ${contentType} is not documented`);
      } else if (contentType === 'application/json') {
        const validate = ajv.compile({ ...schema, components: document.components });
        if (!validate(response.json())) {
          failures.push(`${key}: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
