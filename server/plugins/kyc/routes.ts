import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contract/common.js';
import {
  kycDecisionBody,
  kycDocumentForm,
  kycQueueQuery,
  kycResponses,
  kycSettingsBody,
  kycTierBody,
  kycTierParams,
  kycTierPaths,
} from '../../../contract/kyc.js';
import { apiPaths } from '../../../contract/paths.js';
import { handlerValidatesBody, parseFields, readForm } from '../../lib/multipart.js';
import { pageWindow, toPage } from '../../lib/pagination.js';
import { auditContext } from '../audit/record.js';
import { caller, onlyFor } from '../auth/guard.js';
import {
  approveTier,
  customerRow,
  decideKyc,
  serializeTierRequest,
  tierRequestOf,
} from './decision.js';
import {
  checkDocument,
  DOCUMENT_FIELD,
  DOCUMENT_LIMIT,
  documentsOf,
  kycQueue,
  serializeDocument,
  serializeOwnDocument,
  uploadDocument,
} from './documents.js';
import { usageOf } from './limits.js';
import { serializeCustomerKyc } from './serialize.js';
import { kycEnforced, updateKycSettings } from './settings.js';
import { serializeTier, updateTier } from './tiers.js';

/** KYC: tiers, documents, decisions, the queue and the on/off setting of the limits. */
export async function kycRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['kyc'];

  const overview = async (customerId: string) => {
    const customer = await customerRow(db, customerId);
    const [{ tier, usage }, documents, enforced] = await Promise.all([
      usageOf(db, customer),
      documentsOf(db, customerId),
      kycEnforced(db),
    ]);
    return {
      kyc: serializeCustomerKyc(customer),
      tier: serializeTier(tier),
      used: usage,
      enforced,
      documents,
    };
  };
  /** What staff see: the documents through their signed URLs, and a tier waiting for a second person. */
  const staffOverview = async (customerId: string) => {
    const [answer, request] = await Promise.all([
      overview(customerId),
      tierRequestOf(db, customerId),
    ]);
    return {
      ...answer,
      documents: answer.documents.map(serializeDocument),
      approval: serializeTierRequest(request),
    };
  };
  const actorOf = (request: Parameters<typeof caller>[0]) => {
    const { userId, username } = caller(request);
    return { ...auditContext(request), actor: { id: userId, username } };
  };

  app.put(
    kycTierPaths.one,
    {
      config: { permission: 'kyc-tiers.manage' },
      schema: {
        tags,
        summary: "Change a KYC tier's name, limits and requirements",
        description: 'The whole tier, by its number. Audited `kyc_tier.update`.',
        params: kycTierParams,
        body: kycTierBody,
        response: kycResponses.tier,
      },
    },
    async (request) => ({
      data: await updateTier(db, auditContext(request), request.params.id, request.body),
    }),
  );

  app.get(
    apiPaths.kyc.settings,
    {
      config: { permission: 'kyc.review' },
      schema: {
        tags,
        summary: 'Whether the KYC limits are enforced',
        response: kycResponses.settings,
      },
    },
    async () => ({ data: { enforced: await kycEnforced(db) } }),
  );

  app.put(
    apiPaths.kyc.settings,
    {
      config: { permission: 'kyc-tiers.manage' },
      schema: {
        tags,
        summary: 'Turn the KYC limits on or off (admins)',
        description:
          'Off on a new installation. Once on, what a customer is paid per UTC day and calendar month stays within their tier. Audited `kyc.settings_update`.',
        body: kycSettingsBody,
        response: kycResponses.settings,
      },
    },
    async (request) => ({
      data: await updateKycSettings(db, auditContext(request), request.body.enforced),
    }),
  );

  app.get(
    apiPaths.kyc.queue,
    {
      config: { permission: 'kyc.review' },
      schema: {
        tags,
        summary: 'Customers with KYC documents waiting, oldest first',
        querystring: kycQueueQuery,
        response: kycResponses.queue,
      },
    },
    async (request) => {
      const { query } = request;
      const { count, rows } = await kycQueue(db, pageWindow(query));
      return toPage(
        request,
        query,
        count,
        rows.map((row) => ({
          id: row.user.id,
          user: { id: row.user.id, username: row.user.username, email: row.user.email },
          kyc: serializeCustomerKyc(row.user),
          waiting: row.waiting,
          waiting_since: new Date(row.since).toISOString(),
        })),
      );
    },
  );

  app.get(
    apiPaths.kyc.user,
    {
      config: { permission: 'kyc.review' },
      schema: {
        tags,
        summary: "A customer's KYC: tier, what was paid against its limits, documents",
        description:
          'Documents newest first, each file through a signed URL valid at most 15 minutes (as card images are).',
        params: idParams,
        response: kycResponses.overview,
      },
    },
    async (request) => ({ data: await staffOverview(request.params.id) }),
  );

  app.post(
    apiPaths.kyc.decision,
    {
      config: { permission: 'kyc.review' },
      schema: {
        tags,
        summary: "Approve a customer's documents for a tier, or reject them with a reason",
        description: `Approved: the customer moves to \`tier\` once their documents (approved, or waiting and decided now) cover what the tier requires, else 400 naming what is missing. Raising a customer to a tier at or above KYC_FOUR_EYES_TIER (${config.kycFourEyesTier}) answers 202 with \`approval\` and leaves the tier as it is until another member of staff confirms it (\`approve_tier/\`); audited \`user.kyc_tier_requested\`. Rejected: a reason is required and the tier stays. The documents waiting take the decision. Audited \`user.kyc_decided\`.`,
        params: idParams,
        body: kycDecisionBody,
        response: kycResponses.decision,
      },
    },
    async (request, reply) => {
      const outcome = await decideKyc(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        config.kycFourEyesTier,
      );
      const data = await staffOverview(request.params.id);
      return reply.status(outcome === 'requested' ? 202 : 200).send({ data });
    },
  );

  app.post(
    apiPaths.kyc.approveTier,
    {
      config: { permission: 'kyc.review' },
      schema: {
        tags,
        summary: 'Confirm the KYC tier another member of staff asked for (four eyes)',
        description:
          'The tier waiting in `approval` is granted, its documents approved and checked again (400 naming what is missing). 409 when none waits, or when the one who asked confirms. Audited `user.kyc_tier_approved` and `user.kyc_decided`; the customer is notified.',
        params: idParams,
        response: kycResponses.overview,
      },
    },
    async (request) => {
      await approveTier(db, actorOf(request), request.params.id);
      return { data: await staffOverview(request.params.id) };
    },
  );

  app.get(
    apiPaths.kyc.mine,
    {
      onRequest: onlyFor('customer', 'Only customers can read their KYC.'),
      schema: {
        tags,
        summary: 'My KYC: tier, what I was paid against its limits, my documents (customers)',
        response: kycResponses.own,
      },
    },
    async (request) => {
      const answer = await overview(caller(request).userId);
      return { data: { ...answer, documents: answer.documents.map(serializeOwnDocument) } };
    },
  );

  app.post(
    apiPaths.kyc.upload,
    {
      onRequest: onlyFor('customer', 'Only customers can upload KYC documents.'),
      validatorCompiler: handlerValidatesBody,
      schema: {
        tags,
        summary: 'Upload a KYC document (customers)',
        description:
          'multipart/form-data: `type` (id_card, passport, drivers_license, selfie, proof_of_address, source_of_funds) and `file`, a JPEG, PNG or PDF (judged by content) of at most 10 MB. Stored privately; the customer waits in the KYC queue.',
        body: kycDocumentForm,
        consumes: ['multipart/form-data'],
        response: kycResponses.uploaded,
      },
    },
    async (request, reply) => {
      const form = await readForm(request, DOCUMENT_FIELD, DOCUMENT_LIMIT);
      const { type } = parseFields(kycDocumentForm, form.fields);
      const file = await checkDocument(form.file);
      const row = await uploadDocument(db, caller(request).userId, type, file);
      return reply.status(201).send({ data: serializeOwnDocument(row) });
    },
  );
}
