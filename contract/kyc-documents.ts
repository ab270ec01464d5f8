import { z } from 'zod';
import {
  KYC_DOCUMENT_TYPES,
  KYC_REQUIREMENT_REFUSALS,
  KYC_REQUIREMENTS,
} from './kyc-requirements.js';

export {
  IDENTITY_DOCUMENTS,
  KYC_DOCUMENT_TYPES,
  KYC_REQUIREMENT_REFUSALS,
  KYC_REQUIREMENTS,
} from './kyc-requirements.js';

/**
 * The documents of KYC (api-contract.md, "KYC tiers and payout limits"): what a customer uploads
 * and what a tier requires. Their own file, as the tiers' declaration
 * (contract/resources/kyc-tiers.ts) and the KYC routes (contract/kyc.ts) both use them.
 */

export const kycDocumentType = z.enum(KYC_DOCUMENT_TYPES, {
  error: `The type must be one of ${KYC_DOCUMENT_TYPES.join(', ')}.`,
});
export type KycDocumentType = z.infer<typeof kycDocumentType>;

export const kycRequirement = z.enum(KYC_REQUIREMENTS, {
  error: KYC_REQUIREMENT_REFUSALS.requirement,
});
export type KycRequirement = z.infer<typeof kycRequirement>;

/** A tier's `requires`: each requirement at most once. */
export const kycRequirements = z
  .array(kycRequirement, { error: KYC_REQUIREMENT_REFUSALS.requirements_list })
  .refine((items) => new Set(items).size === items.length, {
    error: KYC_REQUIREMENT_REFUSALS.requirement_once,
  });
