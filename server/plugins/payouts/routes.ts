import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/common.js';
import { apiPaths } from '../../../contract/paths.js';
import {
  BANK_FILE_COLUMNS,
  bankResultsBody,
  batchItemsQuery,
  clawbackBody,
  createBatchBody,
  NO_PAYOUT_ACCOUNT,
  payoutAccountBody,
  payoutResponses,
  RESULTS_FILE_COLUMNS,
  reconciliationQuery,
  repaymentBody,
  resultsQuery,
} from '../../../contract/payouts.js';
import { transactionResponses } from '../../../contract/transactions.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { handlerValidatesBody, parseFields, readForm } from '../../lib/multipart.js';
import { toPage } from '../../lib/pagination.js';
import { publishNotification } from '../../realtime/notifications.js';
import { auditContext } from '../audit/record.js';
import { caller, onlyFor } from '../auth/guard.js';
import { transactionDetail } from '../transactions/detail.js';
import { payoutApprovalRule } from '../transactions/payout-approval-rule.js';
import { bankFile, listItems } from './batch-reads.js';
import { batchAnswer, batchApprovalRuleOf } from './batch-rows.js';
import { approveBatch, cancelBatch, submitBatch } from './batch-steps.js';
import { approveClawback, clawBack, recordRepayment } from './clawbacks.js';
import { createBatch } from './create-batch.js';
import { payoutAccountOf, putPayoutAccount, revealPayoutAccount } from './destinations.js';
import { reconciliation } from './reconciliation.js';
import { recordResults, resultsFromCsv } from './results.js';

const tags = ['payouts'];
const view = { permission: 'payments.view' } as const;
const pay = { permission: 'transactions.pay' } as const;
const paths = apiPaths['payout-batches'];

/**
 * Payout runs (contract, "Payout runs: destinations, batches, bank results, clawbacks"): a
 * customer's destination, and the batches finance sends to the bank and reads back.
 */
export default async function payoutsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const rule = batchApprovalRuleOf(config);
  const payouts = payoutApprovalRule(config.fraud);
  const actorOf = (request: Parameters<typeof caller>[0]) => {
    const { userId, username } = caller(request);
    return { ...auditContext(request), actor: { id: userId, username } };
  };

  app.get(
    apiPaths.payoutAccount.own,
    {
      onRequest: onlyFor('customer', 'Only customers can have a payout account.'),
      schema: {
        tags,
        summary: "The caller's payout account, the number masked (customers)",
        response: payoutResponses.account,
      },
    },
    async (request) => {
      const account = await payoutAccountOf(db, caller(request).userId);
      if (!account) throw notFound(NO_PAYOUT_ACCOUNT);
      return { data: account };
    },
  );

  app.put(
    apiPaths.payoutAccount.own,
    {
      onRequest: onlyFor('customer', 'Only customers can have a payout account.'),
      schema: {
        tags,
        summary: 'Set the caller’s payout account (customers)',
        description:
          'The account number (6–20 digits) is sealed at rest; answers show its last four digits. Every change is audited as `user.payout_account_changed`; items already sent keep the destination they were sent to.',
        body: payoutAccountBody,
        response: payoutResponses.putAccount,
      },
    },
    async (request) => {
      const { account, notification } = await putPayoutAccount(db, config.cardCodeKeys, {
        userId: caller(request).userId,
        body: request.body,
        audit: auditContext(request),
      });
      if (notification) publishNotification(app.bus, notification);
      return { data: account };
    },
  );

  app.post(
    apiPaths.users.revealPayoutAccount,
    {
      config: pay,
      schema: {
        tags,
        summary: 'The plain payout account number of a customer (audited)',
        description: 'Every reveal writes an audit row `user.payout_account_revealed`.',
        params: idParams,
        response: payoutResponses.reveal,
      },
    },
    async (request) => ({
      data: {
        account_number: await revealPayoutAccount(db, config.cardCodeKeys, {
          userId: request.params.id,
          audit: auditContext(request),
        }),
      },
    }),
  );

  app.post(
    paths.list,
    {
      config: pay,
      schema: {
        tags,
        summary: 'Draft a batch from what is owed',
        description:
          '`transaction_ids` (at most 5,000) or `all_owed: true`. One item per owed transaction in no other open batch whose customer has a payout account; the others in `skipped` with their reason. With nothing to pay: 409.',
        body: createBatchBody,
        response: payoutResponses.created,
      },
    },
    async (request, reply) => {
      const { id, skipped } = await createBatch(db, {
        body: request.body,
        audit: actorOf(request),
      });
      return reply.status(201).send({ data: { ...(await batchAnswer(db, id, rule)), skipped } });
    },
  );

  app.get(
    paths.items,
    {
      config: view,
      schema: {
        tags,
        summary: 'A batch’s items, in the order drafted',
        params: idParams,
        querystring: batchItemsQuery,
        response: payoutResponses.items,
      },
    },
    async (request) => {
      const { count, results } = await listItems(db, request.params.id, request.query, rule);
      return toPage(request, request.query, count, results);
    },
  );

  const step = (path: string, summary: string, description: string, run: typeof approveBatch) =>
    app.post(
      path,
      {
        config: pay,
        schema: { tags, summary, description, params: idParams, response: payoutResponses.action },
      },
      async (request) => {
        await run(db, { id: request.params.id, audit: actorOf(request), rule });
        return { data: await batchAnswer(db, request.params.id, rule) };
      },
    );

  step(
    paths.approve,
    'Approve a draft batch',
    'By a `transactions.pay` staff member other than its creator (409 otherwise); needed before submitting when the total is at least BATCH_APPROVAL_THRESHOLD or an item at least DUAL_APPROVAL_THRESHOLD. An approved batch no longer changes. Audited `payout_batch.approve`.',
    approveBatch,
  );
  step(
    paths.submit,
    'Send a batch to the bank',
    'Every item’s `payout_pending` (and `clawback_offset`) in one database transaction; items whose card no longer owes what was drafted fail with "no longer owed". Submitting again changes nothing. Audited `payout_batch.submit`.',
    submitBatch,
  );
  step(
    paths.cancel,
    'Cancel a batch',
    'Drops a draft or approved batch; a submitted batch’s sent items fail with reason "cancelled" (`payout_failed`) and are owed again, unless its bank file was downloaded: then they wait in `cancel_requested` (not owed, not payable, in no new batch) until the bank’s result pays them once or makes them owed again. A settled batch: 409. Audited `payout_batch.cancel`.',
    cancelBatch,
  );

  app.get(
    paths.file,
    {
      config: pay,
      schema: {
        tags,
        summary: 'The bank file of a submitted batch (CSV, audited)',
        description: `Columns \`${BANK_FILE_COLUMNS.join(',')}\`: one line per item sent, plain account numbers, \`amount\` = net. Audited \`payout_batch.file_downloaded\`.`,
        params: idParams,
        response: payoutResponses.file,
      },
    },
    async (request, reply) => {
      const csv = await bankFile(db, config.cardCodeKeys, {
        id: request.params.id,
        audit: auditContext(request),
        rule,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="payout-batch-${request.params.id}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    paths.results,
    {
      config: pay,
      validatorCompiler: handlerValidatesBody,
      schema: {
        tags,
        summary: 'Read back the bank’s results',
        description: `JSON \`{results: [{reference, status: "success"|"failed", reason?, provider_reference?}]}\` or a multipart \`file\`: CSV with the columns \`${RESULTS_FILE_COLUMNS.join(',')}\`. Applied once each: a repeated result is unchanged, a contradicting one is a conflict (not applied), an unknown reference is unmatched. Audited \`payout_batch.results\`. With \`?dry_run=true\` the same answer for a preview, and nothing recorded.`,
        params: idParams,
        querystring: resultsQuery,
        body: z.union([bankResultsBody, z.object({ file: z.string().describe('CSV file') })]),
        response: payoutResponses.results,
      },
    },
    async (request) => {
      const { fields, file } = await readForm(request, 'file');
      const results = file
        ? resultsFromCsv(file.toString('utf8'))
        : parseFields(bankResultsBody, fields).results;
      if (results.length === 0) throw badRequest('The results file has no lines.');
      return {
        data: await recordResults(db, {
          id: request.params.id,
          results,
          audit: actorOf(request),
          dryRun: request.query.dry_run ?? false,
        }),
      };
    },
  );

  app.post(
    apiPaths.transactions.clawback,
    {
      config: pay,
      schema: {
        tags,
        summary: 'Claw back a paid card found already used',
        description:
          '`{reason, amount?}`: at most the final payout, all of it by default. Writes `clawback` (the customer owes it: `customer_receivable`), offset first from their next batch items. At or above DUAL_APPROVAL_THRESHOLD another person first calls approve_clawback (409 otherwise). Not PAID, or already clawed back: 409. Audited `transaction.clawback`.',
        params: idParams,
        body: clawbackBody,
        response: transactionResponses.clawback,
      },
    },
    async (request) => {
      await clawBack(db, {
        id: request.params.id,
        reason: request.body.reason,
        amount: request.body.amount,
        audit: actorOf(request),
        payouts,
      });
      return { data: await transactionDetail(db, request.params.id, payouts) };
    },
  );

  app.post(
    apiPaths.transactions.approveClawback,
    {
      config: pay,
      schema: {
        tags,
        summary: 'Approve clawing back a paid card',
        description:
          'Records `clawback_approval`; the approver cannot then claw back alone. Audited `transaction.clawback_approved`.',
        params: idParams,
        response: transactionResponses.clawback,
      },
    },
    async (request) => {
      await approveClawback(db, { id: request.params.id, audit: actorOf(request) });
      return { data: await transactionDetail(db, request.params.id, payouts) };
    },
  );

  app.post(
    apiPaths.users.repayments,
    {
      config: pay,
      schema: {
        tags,
        summary: 'Record a customer’s repayment of a clawback',
        description:
          '`{amount, reference, note?}`: `clawback_repaid`, at most what the customer owes (409 otherwise). Audited `user.repayment`.',
        params: idParams,
        body: repaymentBody,
        response: payoutResponses.repayment,
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await recordRepayment(db, {
          userId: request.params.id,
          ...request.body,
          audit: actorOf(request),
        }),
      }),
  );

  app.get(
    apiPaths.ledger.reconciliation,
    {
      config: { permission: 'ledger.view' },
      schema: {
        tags,
        summary: 'A UTC day of payouts against the bank',
        description:
          'What was sent, settled and failed that day (`date`, default today), what is in flight now, and the items sent more than 3 days ago with no result (`stale`).',
        querystring: reconciliationQuery,
        response: payoutResponses.reconciliation,
      },
    },
    async (request) => ({
      data: await reconciliation(db, request.query.date ?? new Date().toISOString().slice(0, 10)),
    }),
  );
}
