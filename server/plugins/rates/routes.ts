import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '../../../contract/common.js';
import { apiPaths } from '../../../contract/paths.js';
import {
  CARD_DEFAULTS,
  MAX_BULK_RATES,
  MAX_RATE_CSV_BYTES,
  marginsQuery,
  RATE_CSV_COLUMNS,
  RATE_CSV_TOO_LARGE,
  rateBulkBody,
  rateExportQuery,
  rateImportForm,
  rateInput,
  rateQuoteQuery,
  rateResponses,
} from '../../../contract/rates.js';
import { declaredPaths } from '../../../contract/resource.js';
import { rates } from '../../../contract/resources/rates.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import {
  type FileLimit,
  handlerValidatesBody,
  parseFields,
  readForm,
} from '../../lib/multipart.js';
import { auditContext } from '../audit/record.js';
import { ratesCsv } from './csv.js';
import { importRates } from './import.js';
import { marginsByBrand } from './margins.js';
import { quote } from './quote.js';
import { createRate, createRates, ratesInEffect, retireRate } from './service.js';

const tags = ['rates'];
const view = { permission: 'rates.view' } as const;
const manage = { permission: 'rates.manage' } as const;
const paths = { ...declaredPaths(rates), ...apiPaths.rateCard };

/**
 * Rate cards (api-contract.md, "Rate cards"): the declared list, one and create replaced by the
 * history's own, and bulk, retire, CSV export and import, the quote and the margins.
 */
/** A rate CSV too large is told so in its own words, not an image's. */
const CSV_LIMIT: FileLimit = {
  fileSize: MAX_RATE_CSV_BYTES,
  tooLarge: (field) => new HttpError(413, RATE_CSV_TOO_LARGE, { [field]: [RATE_CSV_TOO_LARGE] }),
};

export default async function ratesRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    paths.list,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a rate',
        description:
          'Ends the version of the same band in effect when it starts; 409 naming the other band when bands of one brand, country, form and receipt would overlap.',
        body: rateInput,
        response: rateResponses.create,
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createRate(db, auditContext(request), request.body) }),
  );

  app.post(
    paths.bulk,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add rates, all or nothing',
        description: `At most ${MAX_BULK_RATES}. A 400 names each refused row as \`rates.<index>\`.`,
        body: rateBulkBody,
        response: rateResponses.bulk,
      },
    },
    async (request, reply) => {
      const refused: Record<string, string[]> = {};
      const parsed = request.body.rates.flatMap((row, index) => {
        const result = rateInput.safeParse(row);
        if (result.success) return [result.data];
        refused[`rates.${index}`] = result.error.issues.map(
          (issue) => `${issue.path.join('.')}: ${issue.message}`,
        );
        return [];
      });
      if (Object.keys(refused).length) {
        throw badRequest(
          `${Object.keys(refused).length} of ${request.body.rates.length} rates were refused; none was saved.`,
          refused,
        );
      }
      const data = await createRates(
        db,
        auditContext(request),
        parsed,
        request.body.effective_from,
      );
      return reply.status(201).send({ data });
    },
  );

  app.get(
    paths.export,
    {
      config: view,
      schema: {
        tags,
        summary: 'The rates in effect as CSV',
        description: `Same filters as the list. Header: ${RATE_CSV_COLUMNS.join(',')}.`,
        querystring: rateExportQuery,
        response: {
          200: { content: { 'text/csv': { schema: z.string().describe('CSV') } } },
          400: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rates.csv"')
        .send(ratesCsv(await ratesInEffect(db, request.query))),
  );

  app.post(
    paths.import,
    {
      config: manage,
      validatorCompiler: handlerValidatesBody,
      schema: {
        tags,
        summary: 'Import rates from CSV, with a dry run',
        description:
          'Multipart: `file` (the export’s CSV) and `dry_run`. With any error nothing is written; a dry run writes nothing and answers the same figures.',
        consumes: ['multipart/form-data'],
        body: rateImportForm,
        response: rateResponses.import,
      },
    },
    async (request) => {
      const { fields, file } = await readForm(request, 'file', CSV_LIMIT);
      const { dry_run: dryRun } = parseFields(rateImportForm.pick({ dry_run: true }), fields);
      if (!file) throw badRequest('Choose a CSV file.', { file: ['Choose a CSV file.'] });
      return {
        data: await importRates(db, auditContext(request), file.toString('utf8'), dryRun ?? false),
      };
    },
  );

  app.get(
    paths.margins,
    {
      config: view,
      schema: {
        tags,
        summary: 'Margins by brand',
        description:
          'Over the transactions accepted or paid in the last `days` days (1–365, default 30), from a daily roll-up.',
        querystring: marginsQuery,
        response: rateResponses.margins,
      },
    },
    async (request) => ({ data: await marginsByBrand(db, request.query.days) }),
  );

  app.get(
    paths.quote,
    {
      schema: {
        tags,
        summary: 'What a card is worth now',
        description: `The rate in effect for the brand, country (default ${CARD_DEFAULTS.country}), form (default ${CARD_DEFAULTS.form}), receipt (default ${CARD_DEFAULTS.receipt}) and card value; with none, the brand's headline rate and \`rate_id: null\`.`,
        querystring: rateQuoteQuery,
        response: rateResponses.quote,
      },
    },
    async (request) => {
      const { brand_id, card_value, ...card } = request.query;
      return {
        data: await quote(db, brand_id, card_value, { ...CARD_DEFAULTS, ...stripUndefined(card) }),
      };
    },
  );

  app.post(
    paths.retire,
    {
      config: manage,
      schema: {
        tags,
        summary: 'End a rate now',
        params: idParams,
        response: rateResponses.retire,
      },
    },
    async (request) => ({ data: await retireRate(db, auditContext(request), request.params.id) }),
  );
}

const stripUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
