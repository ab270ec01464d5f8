import { z } from 'zod';
import {
  dataOf,
  decimal,
  decimalString,
  errorBody,
  isoDateTime,
  pageOf,
  pageQuery,
  text,
} from './common.js';
import { type KycRequirement, kycDocumentType, kycRequirements } from './kyc-documents.js';
import { type DeclaredRecord, declaredPaths } from './resource.js';
import { schemasOf } from './resource-schemas.js';
import { kycTiers } from './resources/kyc-tiers.js';

/** KYC tiers and payout limits (api-contract.md, "KYC tiers and payout limits"). */

export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const kycStatus = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatus>;

export {
  IDENTITY_DOCUMENTS,
  KYC_DOCUMENT_TYPES,
  KYC_REQUIREMENTS,
  type KycDocumentType,
  type KycRequirement,
  kycDocumentType,
  kycRequirement,
} from './kyc-documents.js';

export const KYC_TIERS = [0, 1, 2, 3] as const;
export const kycTierNumber = z.coerce
  .number({ error: 'The tier must be 0, 1, 2 or 3.' })
  .int('The tier must be 0, 1, 2 or 3.')
  .min(0, 'The tier must be 0, 1, 2 or 3.')
  .max(3, 'The tier must be 0, 1, 2 or 3.');

/** A customer's KYC, on staff user answers and in the customer's own `GET /kyc/`. */
export const customerKyc = z.object({
  tier: z.number().int(),
  status: kycStatus,
  reviewed_at: isoDateTime.nullable(),
  reason: z.string().nullable(),
});
export type CustomerKyc = z.infer<typeof customerKyc>;

/**
 * A tier, as its declaration answers it (contract/resources/kyc-tiers.ts): its limits per UTC day
 * and calendar month (null: unlimited) and what it requires.
 */
export type KycTier = Omit<DeclaredRecord<typeof kycTiers>, 'requires'> & {
  requires: KycRequirement[];
};
export const kycTier = schemasOf(kycTiers).record as unknown as z.ZodType<KycTier>;

const limit = (label: string) =>
  decimal({
    required: `${label} is required (null for no limit).`,
    invalid: `${label} must be an amount, e.g. "2000.00".`,
    negative: `${label} must be 0 or more.`,
  }).nullable();

/** `PUT /admin/kyc/tiers/{tier}/`: the whole tier; `tier`, when sent, must be the path's. */
export const kycTierBody = z.object({
  tier: kycTierNumber.optional(),
  name: text({ error: 'The name is required.' })
    .trim()
    .min(1, 'The name is required.')
    .max(60, 'The name must be 60 characters or less.'),
  daily_limit: limit('The daily limit'),
  monthly_limit: limit('The monthly limit'),
  requires: kycRequirements,
});
export type KycTierBody = z.infer<typeof kycTierBody>;

export const kycTierParams = z.object({ id: kycTierNumber });

/** A document as staff see it: the file through a signed URL, valid at most 15 minutes. */
export const kycDocument = z.object({
  id: z.uuid(),
  type: kycDocumentType,
  status: z.enum(['pending', 'approved', 'rejected']),
  content_type: z.string(),
  size: z.number().int(),
  created_at: isoDateTime,
  reviewed_at: isoDateTime.nullable(),
  url: z.string().describe('Signed URL of the file, valid at most 15 minutes'),
});
export type KycDocument = z.infer<typeof kycDocument>;

/** What a customer sees of their own documents (no URL: they have the file). */
export const ownKycDocument = kycDocument.omit({ url: true });

/** The largest document a customer may upload, and the formats, by content. */
export const MAX_KYC_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const KYC_DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const KYC_DOCUMENT_TOO_LARGE = 'The document must be 10 MB or less.';
export const KYC_DOCUMENT_INVALID = 'The document must be a JPEG, PNG or PDF file.';

/** `POST /kyc/documents/`: multipart `type` and `file`. */
export const kycDocumentForm = z.object({ type: kycDocumentType });

/** What a customer was paid in the current UTC day and calendar month, against their tier. */
export const kycUsage = z.object({
  today: decimalString,
  this_month: decimalString,
  daily_limit: decimalString.nullable(),
  monthly_limit: decimalString.nullable(),
});
export type KycUsage = z.infer<typeof kycUsage>;

/** A tier asked by one member of staff, waiting for another to confirm it (four eyes). */
export const kycTierApproval = z.object({
  tier: z.number().int(),
  requested_by: z.object({ id: z.uuid(), username: z.string() }),
  requested_at: isoDateTime,
});
export type KycTierApproval = z.infer<typeof kycTierApproval>;

/** `GET /admin/users/{id}/kyc/` and the customer's own `GET /kyc/`. */
export const kycOverview = z.object({
  kyc: customerKyc,
  tier: kycTier,
  used: kycUsage,
  enforced: z.boolean(),
  documents: z.array(kycDocument),
  approval: kycTierApproval.nullable().describe('A tier waiting for a second person, or null'),
});
export const ownKycOverview = kycOverview
  .omit({ approval: true })
  .extend({ documents: z.array(ownKycDocument) });

export const REJECT_REASON_NEEDED = 'Give a reason for rejecting the documents.';

/** `POST /admin/users/{id}/kyc/decision/`. */
export const kycDecisionBody = z
  .object({
    tier: kycTierNumber,
    decision: z.enum(['approve', 'reject'], { error: 'The decision must be approve or reject.' }),
    reason: text({ error: 'The reason must be text.' })
      .trim()
      .max(500, 'The reason must be 500 characters or less.')
      .nullish(),
  })
  .refine((body) => body.decision === 'approve' || !!body.reason, {
    error: REJECT_REASON_NEEDED,
    path: ['reason'],
  });
export type KycDecisionBody = z.infer<typeof kycDecisionBody>;

/** A customer with documents waiting, in `GET /admin/kyc/queue/` (oldest first). */
export const kycQueueEntry = z.object({
  id: z.uuid().describe("The customer's id"),
  user: z.object({ id: z.uuid(), username: z.string(), email: z.string() }),
  kyc: customerKyc,
  waiting: z.number().int().describe('Documents waiting for a decision'),
  waiting_since: isoDateTime,
});
export type KycQueueEntry = z.infer<typeof kycQueueEntry>;
export const kycQueueQuery = pageQuery;

export const kycSettings = z.object({ enforced: z.boolean() });
export const kycSettingsBody = z.object({
  enforced: z.boolean({ error: 'enforced must be true or false.' }),
});

/** `/admin/kyc/tiers/` and `/admin/kyc/tiers/:id/`, the id being the tier's number. */
export const kycTierPaths = declaredPaths(kycTiers);

/**
 * The 409 of a payout over the customer's limit, naming the tier, the limit and what was used:
 * "This payout is over the customer's KYC limit: tier 0 (Unverified) allows $200.00 a day, and
 * $150.00 was paid today."
 */
export const kycLimitMessage = (limit: {
  tier: number;
  name: string;
  period: 'day' | 'month';
  limit: string;
  used: string;
}) =>
  `This payout is over the customer's KYC limit: tier ${limit.tier} (${limit.name}) allows $${limit.limit} a ${limit.period}, and $${limit.used} was paid ${limit.period === 'day' ? 'today' : 'this month'}.`;

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
};

export const kycResponses = {
  tiers: { 200: pageOf(kycTier), ...errors },
  tier: { 200: dataOf(kycTier), ...errors },
  overview: { 200: dataOf(kycOverview), ...errors },
  /** 202: the tier waits for a second person's confirmation (`approval`), unchanged until then. */
  decision: { 200: dataOf(kycOverview), 202: dataOf(kycOverview), ...errors },
  own: { 200: dataOf(ownKycOverview), ...errors },
  uploaded: { 201: dataOf(ownKycDocument), ...errors },
  queue: { 200: pageOf(kycQueueEntry), ...errors },
  settings: { 200: dataOf(kycSettings), ...errors },
};
