import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderingDescription } from '../../../contract/common.js';
import {
  ledgerResponses,
  ledgerSummaryQuery,
  transferListQuery,
  transferOrdering,
} from '../../../contract/ledger.js';
import { apiPaths } from '../../../contract/paths.js';
import { toPage } from '../../lib/pagination.js';
import { checkLedger } from './check.js';
import { ledgerSummary, listTransfers } from './service.js';

const tags = ['ledger'];
const config = { permission: 'ledger.view' } as const;

/**
 * Reading the payout ledger (contract, "Reading the ledger"); nothing here writes. The accounts'
 * list and an account are read by ./hooks.ts on the derived routes (contract/resources/ledger.ts).
 */
export default async function ledgerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    apiPaths.ledger.transfers,
    {
      config,
      schema: {
        tags,
        summary: 'Transfers, written once',
        description: `Filters: \`account\` (either side), \`transaction\`, \`kind\`, \`created_after\`, \`created_before\` (ISO dates or date-times; a bare \`created_before\` date includes that day). ${orderingDescription(transferOrdering)}`,
        querystring: transferListQuery,
        response: ledgerResponses.transfers,
      },
    },
    async (request) => {
      const { count, results } = await listTransfers(db, request.query);
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    apiPaths.ledger.summary,
    {
      config,
      schema: {
        tags,
        summary: 'A UTC day: opening and closing balances by kind, and its transfers by kind',
        description: 'Read from the per-day roll-ups written with the transfers.',
        querystring: ledgerSummaryQuery,
        response: ledgerResponses.summary,
      },
    },
    async (request) => ({
      data: await ledgerSummary(db, request.query.date ?? new Date().toISOString().slice(0, 10)),
    }),
  );

  app.get(
    apiPaths.ledger.check,
    {
      config,
      schema: {
        tags,
        summary: 'Re-add the whole ledger and list what does not add up',
        description:
          'A full re-add of every invariant (may take seconds at a million transactions), one run at a time: a request during a run gets that run’s answer.',
        response: ledgerResponses.check,
      },
    },
    async () => ({ data: await checkLedger(db) }),
  );
}
