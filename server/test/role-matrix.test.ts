import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/enums.js';
import { type Permission, rolesWith } from '../../contract/permissions.js';
import {
  declaredPaths,
  declaredPermissions,
  derivesRoute,
  type Operation,
} from '../../contract/resource.js';
import { declaredResources } from '../../contract/resources/index.js';
import { users } from '../db/schema.js';
import { ACCOUNT_INACTIVE } from '../plugins/auth/guard.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Who may call each protected route, as the contract's table "Staff roles and permissions"
 * says: written out here rather than derived from the server's own table, so that a route
 * declaring the wrong permission fails. Any other answer than 403 (and 401) counts as allowed:
 * the empty bodies and unknown ids of this walk make many of them 400 or 404.
 */
const EVERYONE: Role[] = ['admin', 'reviewer', 'finance', 'support', 'customer'];
const STAFF: Role[] = ['admin', 'reviewer', 'finance', 'support'];
const ALLOWED: Record<string, Role[]> = {
  'GET /api/v1/auth/me': EVERYONE,
  'POST /api/v1/auth/2fa/setup/': EVERYONE,
  'POST /api/v1/auth/2fa/enable/': EVERYONE,
  'POST /api/v1/auth/2fa/disable/': EVERYONE,
  'POST /api/v1/auth/password/': EVERYONE,
  'GET /api/v1/admin/accounts/:id/': STAFF,
  'GET /api/v1/admin/users/': STAFF,
  'GET /api/v1/admin/users/:id/': STAFF,
  'PATCH /api/v1/admin/users/:id/': ['admin', 'support'],
  'DELETE /api/v1/admin/users/:id/': ['admin', 'support'],
  'GET /api/v1/admin/brands/': STAFF,
  'GET /api/v1/admin/brands/:id/': STAFF,
  'POST /api/v1/admin/brands/': ['admin'],
  'PATCH /api/v1/admin/brands/:id/': ['admin'],
  'DELETE /api/v1/admin/brands/:id/': ['admin'],
  'GET /api/v1/brands/': EVERYONE,
  'GET /api/v1/admin/giftcards/dashboard_stats/': STAFF,
  'GET /api/v1/admin/giftcards/': STAFF,
  'GET /api/v1/admin/giftcards/:id/': STAFF,
  // Reviewers review, finance pays: the body decides which (checked in staff-permissions.test).
  'PATCH /api/v1/admin/giftcards/:id/': ['admin', 'reviewer', 'finance'],
  'POST /api/v1/admin/giftcards/:id/reveal_code/': ['admin', 'reviewer'],
  'POST /api/v1/admin/giftcards/:id/approve_payout/': ['admin', 'finance'],
  'POST /api/v1/admin/giftcards/:id/reverse_payout/': ['admin', 'finance'],
  'POST /api/v1/admin/giftcards/:id/approve_reversal/': ['admin', 'finance'],
  'POST /api/v1/admin/giftcards/:id/claim/': ['admin', 'reviewer'],
  'DELETE /api/v1/admin/giftcards/:id/claim/': ['admin', 'reviewer'],
  'POST /api/v1/admin/giftcards/queue/next/': ['admin', 'reviewer'],
  'POST /api/v1/admin/giftcards/bulk_review/': ['admin', 'reviewer'],
  'GET /api/v1/admin/giftcards/stats/daily/': STAFF,
  'POST /api/v1/giftcards/': ['customer'],
  'GET /api/v1/giftcards/': EVERYONE,
  'GET /api/v1/disputes/': ['admin', 'reviewer', 'support', 'customer'],
  'POST /api/v1/disputes/': ['customer'],
  'GET /api/v1/disputes/:id/': ['admin', 'reviewer', 'support', 'customer'],
  'PUT /api/v1/disputes/:id/': ['admin', 'reviewer', 'support'],
  'GET /api/v1/admin/staff/': ['admin'],
  'POST /api/v1/admin/staff/': ['admin'],
  'GET /api/v1/admin/staff/:id/': ['admin'],
  'PATCH /api/v1/admin/staff/:id/': ['admin'],
  'POST /api/v1/admin/staff/:id/reset_2fa/': ['admin'],
  'GET /api/v1/admin/audit-logs/': ['admin'],
  'GET /api/v1/admin/ledger/accounts/': ['admin', 'finance'],
  'GET /api/v1/admin/ledger/accounts/:id/': ['admin', 'finance'],
  'GET /api/v1/admin/ledger/transfers/': ['admin', 'finance'],
  'GET /api/v1/admin/ledger/summary/': ['admin', 'finance'],
  'GET /api/v1/admin/ledger/check/': ['admin', 'finance'],
  // Rate cards: the declared list, one and create are the domain's own routes.
  'GET /api/v1/admin/rates/': STAFF,
  'GET /api/v1/admin/rates/:id/': STAFF,
  'POST /api/v1/admin/rates/': ['admin', 'finance'],
  'POST /api/v1/admin/rates/bulk/': ['admin', 'finance'],
  'POST /api/v1/admin/rates/:id/retire/': ['admin', 'finance'],
  'GET /api/v1/admin/rates/export/': STAFF,
  'POST /api/v1/admin/rates/import/': ['admin', 'finance'],
  'GET /api/v1/admin/rates/margins/': STAFF,
  'GET /api/v1/rates/quote/': EVERYONE,
  'GET /api/v1/admin/sla/policies/': STAFF,
  'PUT /api/v1/admin/sla/policies/:id/': ['admin'],
  'GET /api/v1/admin/sla/summary/': STAFF,
  // KYC: the declared tiers' list and update are the domain's own routes.
  'GET /api/v1/admin/kyc/tiers/': STAFF,
  'PUT /api/v1/admin/kyc/tiers/:id/': ['admin'],
  'GET /api/v1/admin/kyc/settings/': ['admin', 'support'],
  'PUT /api/v1/admin/kyc/settings/': ['admin'],
  'GET /api/v1/admin/kyc/queue/': ['admin', 'support'],
  'GET /api/v1/admin/users/:id/kyc/': ['admin', 'support'],
  'POST /api/v1/admin/users/:id/kyc/decision/': ['admin', 'support'],
  'POST /api/v1/admin/users/:id/kyc/approve_tier/': ['admin', 'support'],
  'GET /api/v1/kyc/': ['customer'],
  'POST /api/v1/kyc/documents/': ['customer'],
  // Payout runs: payments.view reads, transactions.pay acts; a customer's own destination.
  'GET /api/v1/payout-account/': ['customer'],
  'GET /api/v1/notifications/': ['customer'],
  'PUT /api/v1/payout-account/': ['customer'],
  'POST /api/v1/admin/users/:id/reveal_payout_account/': ['admin', 'finance'],
  'POST /api/v1/admin/users/:id/repayments/': ['admin', 'finance'],
  'GET /api/v1/admin/payout-batches/': ['admin', 'finance'],
  'POST /api/v1/admin/payout-batches/': ['admin', 'finance'],
  'GET /api/v1/admin/payout-batches/:id/': ['admin', 'finance'],
  'GET /api/v1/admin/payout-batches/:id/items/': ['admin', 'finance'],
  'POST /api/v1/admin/payout-batches/:id/approve/': ['admin', 'finance'],
  'POST /api/v1/admin/payout-batches/:id/submit/': ['admin', 'finance'],
  'POST /api/v1/admin/payout-batches/:id/cancel/': ['admin', 'finance'],
  'GET /api/v1/admin/payout-batches/:id/file/': ['admin', 'finance'],
  'POST /api/v1/admin/payout-batches/:id/results/': ['admin', 'finance'],
  'POST /api/v1/admin/giftcards/:id/clawback/': ['admin', 'finance'],
  'POST /api/v1/admin/giftcards/:id/approve_clawback/': ['admin', 'finance'],
  'GET /api/v1/admin/ledger/reconciliation/': ['admin', 'finance'],
};

// A declared resource's routes follow its declaration (contract/resources/): viewing with
// `<name>.view`, writing with `<name>.manage` (its actions with the one they name), each held by
// admin and the roles it names.
for (const declaration of declaredResources) {
  const paths = declaredPaths(declaration);
  const { view, manage } = declaredPermissions(declaration);
  const holders = (permission: string) => rolesWith(permission as Permission);
  const routes: [Operation, string, string][] = [
    ['list', 'GET', paths.list],
    ['create', 'POST', paths.list],
    ['one', 'GET', paths.one],
    ['update', 'PATCH', paths.one],
    ['delete', 'DELETE', paths.one],
  ];
  for (const [operation, method, path] of routes) {
    if (!derivesRoute(declaration, operation)) continue;
    const reads = operation === 'list' || operation === 'one';
    ALLOWED[`${method} /api/v1${path}`] = holders(reads || !manage ? view : manage);
  }
  // Its declared actions, each with the permission it declares.
  for (const [action, { permission = 'manage' }] of Object.entries(declaration.actions ?? {})) {
    ALLOWED[`POST /api/v1${paths.one}${action}/`] = holders(
      permission === 'view' || !manage ? view : manage,
    );
  }
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

let server: TestServer;
const tokens = {} as Record<Role, string>;
let deactivatedReviewer: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of EVERYONE) tokens[role] = (await server.login(role)).token;
  const reviewer = await server.login('reviewer');
  await server.database.db.update(users).set({ isActive: false }).where(eq(users.id, reviewer.id));
  deactivatedReviewer = reviewer.token;
});
afterAll(() => server.close());

function protectedRoutes() {
  return server.app.routeRegistry
    .filter((route) => route.url.startsWith('/api/') && route.access !== 'public')
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({
      key: `${route.method} ${route.url}`,
      method: route.method,
      path: route.url.replace(/:[A-Za-z_]+/g, SAMPLE_ID),
    }));
}

const send = (token: string, route: { method: string; path: string }) =>
  server.call(token, {
    method: route.method as 'GET',
    url: route.path,
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
  });

describe('the role matrix', () => {
  it('names every protected route, and only those', () => {
    expect(
      protectedRoutes()
        .map((route) => route.key)
        .sort(),
    ).toEqual(Object.keys(ALLOWED).sort());
  });

  for (const role of EVERYONE) {
    it(`lets ${role} call exactly the routes of the table, and says why not on the others`, async () => {
      for (const route of protectedRoutes()) {
        const response = await send(tokens[role], route);
        const where = `${role}: ${route.key} answered ${response.statusCode} ${response.body}`;
        if (ALLOWED[route.key].includes(role)) {
          expect([401, 403], where).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, where).toBe(403);
          expect(response.json().message, where).toMatch(
            /^You do not have permission to .+\.$|^Only customers can/,
          );
        }
      }
    });
  }

  it('answers 401 to a deactivated member of staff on every protected route', async () => {
    for (const route of protectedRoutes()) {
      const response = await send(deactivatedReviewer, route);
      expect(response.statusCode, route.key).toBe(401);
      expect(response.json()).toEqual({ message: ACCOUNT_INACTIVE });
    }
  });
});
