import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, orderingDescription } from '../../../contract/common.js';
import { customerTransactionResponses } from '../../../contract/customer-transactions.js';
import { transactionStatus } from '../../../contract/enums.js';
import { reversePayoutBody } from '../../../contract/ledger.js';
import { apiPaths } from '../../../contract/paths.js';
import {
  CARD_IMAGE_FIELD,
  ownTransactionListQuery,
  transactionListQuery,
  transactionOrdering,
  transactionResponses,
  transactionReviewBody,
  transactionSubmitBody,
  transactionSubmitForm,
} from '../../../contract/transactions.js';
import { checkImage } from '../../lib/images.js';
import { handlerValidatesBody, parseFields, readForm } from '../../lib/multipart.js';
import { toPage } from '../../lib/pagination.js';
import { publishNotification } from '../../realtime/notifications.js';
import { auditContext } from '../audit/record.js';
import { caller, callerMay, onlyFor, requirePermission } from '../auth/guard.js';
import { publishClaim } from './claims.js';
import { dashboardStats } from './dashboard.js';
import { transactionDetail } from './detail.js';
import { approvePayout } from './payout-approval.js';
import type { PayoutApprovalRule } from './payout-approval-rule.js';
import { findTransaction } from './queries.js';
import { revealCardCode } from './reveal-code.js';
import { approveReversal, reversePayout } from './reverse-payout.js';
import { reviewTransaction } from './review.js';
import { forCustomer, serializeTransaction } from './serialize.js';
import { listOwnTransactions, listTransactions } from './service.js';
import { submitTransaction } from './submit.js';

const adminTags = ['admin: gift cards'];
const customerTags = ['customer: gift cards'];

const PROFIT_RULE =
  'profit_margin: payout is final_payout once the status is PAID, else expected_payout; ' +
  'profit_amount = card_value - payout; margin_percentage = (card_value - payout) / card_value * 100; ' +
  'both "0.00" while there is no payout. recent_logs: the 20 newest activity log rows, newest first.';

export async function transactionsRoutes(
  base: FastifyInstance,
  options: { payouts: PayoutApprovalRule },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const { payouts } = options;
  const fraud = {
    rules: config.fraud,
    keys: config.cardCodeKeys,
    highValueCard: config.highValueCard,
  };
  /** What every route about one transaction answers: its detail as it now stands. */
  const detail = async (id: string) => ({ data: await transactionDetail(db, id, payouts) });

  // A static path: Fastify's router prefers it over /admin/giftcards/:id.
  app.get(
    apiPaths.transactions.dashboardStats,
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags: adminTags,
        summary: 'Dashboard figures',
        description:
          'Totals come from the brands counters and the small users table; "today" is the current UTC day. No figure scans the transactions table.',
        response: transactionResponses.dashboard,
      },
    },
    async () => ({ data: await dashboardStats(db) }),
  );

  app.get(
    apiPaths.transactions.list,
    {
      config: { permission: 'transactions.view' },
      schema: {
        tags: adminTags,
        summary: 'List gift card submissions (transactions)',
        description: `Filters: status, user, brand (ids), flagged (true: only transactions with a risk flag), awaiting_approval (true: only accepted or redeemed cards whose payout needs a second approval nobody has given yet), sla_state (due_soon or breached: cards in review past their warning or due time); search: case-insensitive substring of the brand name. ${orderingDescription(transactionOrdering)}`,
        querystring: transactionListQuery,
        response: transactionResponses.list,
      },
    },
    async (request) => {
      const { query } = request;
      // The payments list is the paid submissions: finance's view of money paid out.
      if (query.status === transactionStatus.enum.PAID) requirePermission(request, 'payments.view');
      const page = await listTransactions(
        db,
        {
          status: query.status,
          search: query.search,
          userId: query.user,
          brandId: query.brand,
          flagged: query.flagged,
          awaitingApproval: query.awaiting_approval,
          slaState: query.sla_state,
        },
        query,
        payouts,
      );
      return toPage(request, query, page.count, page.results);
    },
  );

  app.get(
    apiPaths.transactions.one,
    {
      config: { permission: 'transactions.view' },
      schema: {
        tags: adminTags,
        summary: 'A gift card submission with its profit figures and recent activity',
        description: PROFIT_RULE,
        params: idParams,
        response: transactionResponses.one,
      },
    },
    async (request) => detail(request.params.id),
  );

  app.patch(
    apiPaths.transactions.one,
    {
      config: { permission: ['transactions.review', 'transactions.pay'] },
      schema: {
        tags: adminTags,
        summary: 'Review a submission: status, expected payout, offered rate',
        description:
          'Writes the change and its activity log row in one database transaction. PAID records payment_processed and sets final_payout = expected_payout and paid_at; REJECTED records rejection; another status change status_update; a payout or rate change alone review_completed; anything else other. While another staff member holds a claim on the card it is 409 naming them; a status change by the holder ends their claim. A PAID transaction is frozen: changing its status, payout, rate or rejection reason is 409 "This payout has been paid. Reverse it to change it." (403 first without transactions.pay), notes may be added with transactions.pay, an exact repeat is 200 and writes nothing. Every change of what is owed or paid writes its ledger transfers in the same database transaction; PAID with an expected payout of 0.00 is 409. Bounds: expected_payout from 0 to the card value (400 above it), offered_rate from 0 to 100, two decimals at most. Dual approval: PAID with an expected payout at or above DUAL_APPROVAL_THRESHOLD (default 500.00) needs a prior approve_payout of that amount by another staff member, else 409 "This payout needs a second approval."; changing the expected payout voids the approval and the payout consumes it.',
        params: idParams,
        body: transactionReviewBody,
        response: transactionResponses.review,
      },
    },
    async (request) => {
      const { userId, username } = caller(request);
      const { claimReleased } = await reviewTransaction(db, {
        id: request.params.id,
        audit: { ...auditContext(request), actor: { id: userId, username } },
        may: (permission) => callerMay(request, permission),
        body: request.body,
        payouts,
      });
      if (claimReleased) await publishClaim(app.bus, request.params.id, null);
      return detail(request.params.id);
    },
  );

  app.post(
    apiPaths.transactions.revealCode,
    {
      config: { permission: 'transactions.reveal_code' },
      schema: {
        tags: adminTags,
        summary: 'The plain card code (audited)',
        description:
          'The only answer that carries a plain card code; every reveal writes an audit row transaction.reveal_code.',
        params: idParams,
        response: transactionResponses.revealCode,
      },
    },
    async (request) => ({
      data: {
        card_code: await revealCardCode(db, config.cardCodeKeys, {
          id: request.params.id,
          audit: auditContext(request),
        }),
      },
    }),
  );

  app.post(
    apiPaths.transactions.approvePayout,
    {
      config: { permission: 'transactions.pay' },
      schema: {
        tags: adminTags,
        summary: 'Approve the expected payout, so that another staff member may pay it',
        description:
          'Records payout_approval (who, when, the amount) with an activity log row payout_approved and an audit row transaction.payout_approved. Changing the expected payout voids it. 409 when already PAID.',
        params: idParams,
        response: transactionResponses.approvePayout,
      },
    },
    async (request) => {
      const { userId, username } = caller(request);
      await approvePayout(db, {
        id: request.params.id,
        audit: { ...auditContext(request), actor: { id: userId, username } },
      });
      return detail(request.params.id);
    },
  );

  app.post(
    apiPaths.transactions.reversePayout,
    {
      config: { permission: 'transactions.pay' },
      schema: {
        tags: adminTags,
        summary: 'Undo a payment: the payout_reversal transfer, back to ORDER_ACCEPTED',
        description:
          'Writes the payout_reversal transfer of the open payout, sets the transaction back to ORDER_ACCEPTED with final_payout and paid_at null, an activity row (payout_reversed, "Payout of $X reversed: reason") and an audit row transaction.payout_reversed, in one database transaction. Not PAID: 409. At or above DUAL_APPROVAL_THRESHOLD: 409 "This reversal needs a second approval." until another staff member has called approve_reversal; the reversal consumes that approval.',
        params: idParams,
        body: reversePayoutBody,
        response: transactionResponses.reversePayout,
      },
    },
    async (request) => {
      const { userId, username } = caller(request);
      await reversePayout(db, {
        id: request.params.id,
        reason: request.body.reason,
        audit: { ...auditContext(request), actor: { id: userId, username } },
        payouts,
      });
      return detail(request.params.id);
    },
  );

  app.post(
    apiPaths.transactions.approveReversal,
    {
      config: { permission: 'transactions.pay' },
      schema: {
        tags: adminTags,
        summary: 'Approve reversing a paid payout, so that another staff member may reverse it',
        description:
          'Records reversal_approval (who, when) with an activity row (reversal_approved) and an audit row transaction.reversal_approved. The approver cannot then reverse alone. Not PAID: 409.',
        params: idParams,
        response: transactionResponses.approveReversal,
      },
    },
    async (request) => {
      const { userId, username } = caller(request);
      await approveReversal(db, {
        id: request.params.id,
        audit: { ...auditContext(request), actor: { id: userId, username } },
      });
      return detail(request.params.id);
    },
  );

  app.post(
    apiPaths.customerTransactions.list,
    {
      // Submitting is for customers: an admin is turned away before the upload is read.
      onRequest: onlyFor('customer', 'Only customers can submit gift cards.'),
      validatorCompiler: handlerValidatesBody,
      schema: {
        tags: customerTags,
        summary: 'Submit a gift card for sale (customers)',
        description:
          'JSON, or multipart/form-data with an optional card_image (JPG, PNG or GIF by content, at most 5 MB and 8000 × 8000 pixels, checked as brand images are). The card must be of an active brand and within its min/max amounts; it starts in PENDING_REVIEW with the brand rate as offered_rate and expected_payout = card_value × rate / 100, rounded to the cent.',
        body: transactionSubmitForm,
        consumes: ['application/json', 'multipart/form-data'],
        response: customerTransactionResponses.submit,
      },
    },
    async (request, reply) => {
      const form = await readForm(request, CARD_IMAGE_FIELD);
      const body = parseFields(transactionSubmitBody, form.fields);
      const cardImage = form.file ? await checkImage(form.file, CARD_IMAGE_FIELD) : null;
      const { id, notification } = await submitTransaction(db, fraud, {
        customerId: caller(request).userId,
        body,
        cardImage,
      });
      publishNotification(app.bus, notification);
      const row = await findTransaction(db, id);
      if (!row) throw new Error(`Transaction ${id} vanished after its creation`);
      return reply.status(201).send({ data: forCustomer(serializeTransaction(row, payouts)) });
    },
  );

  app.get(
    apiPaths.customerTransactions.list,
    {
      schema: {
        tags: customerTags,
        summary: "The caller's own gift card submissions, newest first",
        querystring: ownTransactionListQuery,
        response: customerTransactionResponses.list,
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listOwnTransactions(db, caller(request).userId, query, payouts);
      return toPage(request, query, page.count, page.results);
    },
  );
}
