import { z } from 'zod';

/**
 * The documents of KYC (api-contract.md, "KYC tiers and payout limits"): what a customer uploads
 * and what a tier requires. Their own file, as the tiers' declaration
 * (contract/resources/kyc-tiers.ts) and the KYC routes (contract/kyc.ts) both use them.
 */

export const IDENTITY_DOCUMENTS = ['id_card', 'passport', 'drivers_license'] as const;
export const KYC_DOCUMENT_TYPES = [
  ...IDENTITY_DOCUMENTS,
  'selfie',
  'proof_of_address',
  'source_of_funds',
] as const;
export const kycDocumentType = z.enum(KYC_DOCUMENT_TYPES, {
  error: `The type must be one of ${KYC_DOCUMENT_TYPES.join(', ')}.`,
});
export type KycDocumentType = z.infer<typeof kycDocumentType>;

/**
 * What a tier requires: a document type, or `identity_document` for any one of id_card, passport
 * and drivers_license.
 */
export const KYC_REQUIREMENTS = ['identity_document', ...KYC_DOCUMENT_TYPES] as const;
/** Its refusals, which the app says in the reader's language (src/shared/fieldErrorText.ts). */
export const KYC_REQUIREMENT_REFUSALS = {
  requirement: `Each requirement must be one of ${KYC_REQUIREMENTS.join(', ')}.`,
  requirements_list: 'Requires must be a list of document types.',
  requirement_once: 'Each requirement only once.',
} as const;
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
