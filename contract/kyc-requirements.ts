/**
 * The documents of KYC and what a tier may require, as plain lists, with the refusals the app says
 * in the reader's language (src/shared/fieldErrorText.ts). No zod here: the sign-in page reads the
 * refusals, and does not load the schemas (contract/kyc-documents.ts holds them).
 */

export const IDENTITY_DOCUMENTS = ['id_card', 'passport', 'drivers_license'] as const;
export const KYC_DOCUMENT_TYPES = [
  ...IDENTITY_DOCUMENTS,
  'selfie',
  'proof_of_address',
  'source_of_funds',
] as const;
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
