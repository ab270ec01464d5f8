import { type ResourceDeclaration, referencedDeclaration, resolveFields } from '../resource.js';
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

// A reference to no declared resource stops the app and the server at once, saying the names it
// could be, rather than a table the database has not got or a screen with no API.
for (const declaration of declaredResources) {
  for (const field of resolveFields(declaration)) {
    if (field.type.kind !== 'reference') continue;
    try {
      referencedDeclaration(field.type.resource, declaredResources);
    } catch (error) {
      throw new Error(`${declaration.name}.${field.name}: ${(error as Error).message}`);
    }
  }
}
export type DeclaredResource = (typeof declarations)[number];
