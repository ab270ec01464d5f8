import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DeclaredResource } from '../contract/resources/index.js';
import { declaredResources } from '../contract/resources/index.js';
import type { DeclaredHooks } from './declared/hooks.js';
import { declaredRoutes } from './declared/routes.js';
import { healthRoutes } from './infra/health.js';
import { openapiRoutes } from './infra/openapi.js';
import auditHooks from './plugins/audit/hooks.js';
import type { AccessTokens } from './plugins/auth/access-tokens.js';
import brandsHooks from './plugins/brands/hooks.js';
import brandsRoutes from './plugins/brands/routes.js';
import cannedRepliesHooks from './plugins/canned-replies/hooks.js';
import { customerNotificationsRoutes } from './plugins/customer-notifications/routes.js';
import { disputesRoutes } from './plugins/disputes/routes.js';
import { kycRoutes } from './plugins/kyc/routes.js';
import kycTierHooks from './plugins/kyc/tier-hooks.js';
import ledgerHooks from './plugins/ledger/hooks.js';
import ledgerRoutes from './plugins/ledger/routes.js';
import payoutsHooks from './plugins/payouts/hooks.js';
import payoutsRoutes from './plugins/payouts/routes.js';
import ratesHooks from './plugins/rates/hooks.js';
import ratesRoutes from './plugins/rates/routes.js';
import { authRoutes } from './plugins/signin/routes.js';
import { twoFactorRoutes } from './plugins/signin/two-factor-routes.js';
import slaHooks from './plugins/sla/hooks.js';
import slaRoutes from './plugins/sla/routes.js';
import staffHooks from './plugins/staff/hooks.js';
import staffRoutes from './plugins/staff/routes.js';
import { transactionsPlugin } from './plugins/transactions/plugin.js';
import usersHooks from './plugins/users/hooks.js';
import usersRoutes from './plugins/users/routes.js';

/**
 * A declared resource's domain code (docs/declarations.md): the hooks its derived routes call,
 * and its routes besides the derived ones (its actions beyond a record's fields, its reports).
 */
interface DomainCode {
  hooks?: DeclaredHooks;
  routes?: FastifyPluginAsync;
}

/** Each declared resource's domain code, by its name; a resource with none is derived only. */
const domainCode: { [Name in DeclaredResource['name']]?: DomainCode } = {
  audit: { hooks: auditHooks },
  brands: { hooks: brandsHooks, routes: brandsRoutes },
  'canned-replies': { hooks: cannedRepliesHooks },
  'kyc-tiers': { hooks: kycTierHooks },
  ledger: { hooks: ledgerHooks, routes: ledgerRoutes },
  'payout-batches': { hooks: payoutsHooks, routes: payoutsRoutes },
  rates: { hooks: ratesHooks, routes: ratesRoutes },
  sla: { hooks: slaHooks, routes: slaRoutes },
  staff: { hooks: staffHooks, routes: staffRoutes },
  users: { hooks: usersHooks, routes: usersRoutes },
};

/**
 * Every route of the REST API under /api/v1, registered in one place: the domains that are not
 * resources (sign-in, the gift cards and their desk, disputes, KYC, notifications), then each
 * declared resource's derived routes with its domain code (contract/resources/).
 */
export async function apiRoutes(api: FastifyInstance, { tokens }: { tokens: AccessTokens }) {
  await api.register(healthRoutes);
  await api.register(authRoutes, { tokens });
  await api.register(twoFactorRoutes, { tokens });
  await api.register(transactionsPlugin);
  await api.register(disputesRoutes);
  await api.register(kycRoutes);
  await api.register(customerNotificationsRoutes);
  for (const declaration of declaredResources) {
    const own = domainCode[declaration.name as DeclaredResource['name']] ?? {};
    await api.register(declaredRoutes(declaration, own.hooks));
    if (own.routes) await api.register(own.routes);
  }
  await api.register(openapiRoutes);
}
