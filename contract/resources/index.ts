import type { ResourceDeclaration } from '../resource.js';
import { audit } from './audit.js';
import { brands } from './brands.js';
import { cannedReplies } from './canned-replies.js';
import { kycTiers } from './kyc-tiers.js';
import { ledger } from './ledger.js';
import { payoutBatches } from './payout-batches.js';
import { rates } from './rates.js';
import { sla } from './sla.js';
import { staff } from './staff.js';
import { users } from './users.js';

/**
 * Every declared resource (contract/resources/<name>.ts). `npm run add:resource -- <name> --fields`
 * adds its line; server/declared/declared.test.ts fails if a file of this folder is missing here.
 */
const declarations = [
  audit,
  brands,
  cannedReplies,
  kycTiers,
  ledger,
  payoutBatches,
  rates,
  sla,
  staff,
  users,
] as const satisfies readonly ResourceDeclaration[];

/** The declarations, to walk through; `DeclaredResource` keeps each one's literal names for types. */
export const declaredResources: readonly ResourceDeclaration[] = declarations;
export type DeclaredResource = (typeof declarations)[number];
