import { KYC_REQUIREMENTS, kycRequirements } from '../kyc-documents.js';
import { declareResource, setOf } from '../resource.js';

/**
 * KYC tiers (api-contract.md, "KYC tiers and payout limits"): four, 0 to 3, each with its limits
 * per UTC day and calendar month. Declared for their permissions (`kyc-tiers.view` for every
 * staff role, `kyc-tiers.manage` for admins), menu, texts and fields (the documents a tier
 * requires among the contract's, in words); its list is the derived one, tier 0 first, its words
 * in the OpenAPI document the domain's (server/plugins/kyc/tier-hooks.ts); the update by tier
 * number (audited `kyc_tier.update`) is the domain's own (server/plugins/kyc, contract/kyc.ts).
 */
export const kycTiers = declareResource({
  name: 'kyc-tiers',
  singular: 'kyc_tier',
  path: 'kyc/tiers',
  table: 'kyc_tiers',
  label: {
    en: { one: 'KYC tier', many: 'KYC tiers' },
    fr: { one: 'Niveau KYC', many: 'Niveaux KYC', create: 'Créer un niveau KYC' },
  },
  fields: {
    tier: { type: 'integer', label: { en: 'Tier', fr: 'Niveau' }, update: false },
    name: { type: 'string(60)', label: { en: 'Name', fr: 'Nom' } },
    daily_limit: {
      type: 'decimal?',
      label: { en: 'Daily limit', fr: 'Plafond journalier' },
    },
    monthly_limit: {
      type: 'decimal?',
      label: { en: 'Monthly limit', fr: 'Plafond mensuel' },
    },
    requires: {
      type: setOf(KYC_REQUIREMENTS),
      label: { en: 'Required documents', fr: 'Documents exigés' },
      choices: {
        identity_document: {
          en: 'Any identity document',
          fr: 'Une pièce d’identité au choix',
        },
        id_card: { en: 'ID card', fr: 'Carte d’identité' },
        passport: { en: 'Passport', fr: 'Passeport' },
        drivers_license: { en: "Driver's license", fr: 'Permis de conduire' },
        selfie: { en: 'Selfie', fr: 'Selfie' },
        proof_of_address: { en: 'Proof of address', fr: 'Justificatif de domicile' },
        source_of_funds: { en: 'Source of funds', fr: 'Origine des fonds' },
      },
      rule: { create: kycRequirements },
    },
  },
  recordLabel: 'name',
  phoneRow: ['tier', 'requires'],
  permissions: { view: ['reviewer', 'finance', 'support'] },
  menu: { order: 86, icon: 'VerifiedUserOutlined' },
  ordering: 'tier',
  operations: ['list', 'update'],
  overrides: { routes: ['update'] },
});
