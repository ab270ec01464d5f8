import { z } from 'zod';
import {
  booleanString,
  dataOf,
  decimal,
  decimalString,
  errorBody,
  isoDateTime,
  messageCode,
  messageParams,
  optionalFilter,
  orderedPageQuery,
  ordering,
  pageOf,
} from './common.js';
import {
  countryCode,
  effectiveFrom,
  formInput,
  rateReceiptInput,
  rateRules,
} from './resources/rates.js';

/** Rate cards (api-contract.md, "Rate cards"): the schemas of the rates domain's routes. */

export const rateForm = z.enum(['physical', 'ecode']);
export const rateReceipt = z.enum(['any', 'with_receipt', 'no_receipt']);
/** What a customer says of the card; `any` is only a rate's, matching both. */
export const cardReceipt = z.enum(['with_receipt', 'no_receipt']);
export type RateForm = z.infer<typeof rateForm>;
export type RateReceipt = z.infer<typeof rateReceipt>;

/** What a client sends for a form or a receipt kind, each with its message. */
export { countryCode, formInput };
export const cardReceiptInput = z.enum(cardReceipt.options, {
  error: 'receipt must be with_receipt or no_receipt.',
});

/** The contract's defaults for a submission or a quote that does not say. */
export const CARD_DEFAULTS = { country: 'US', form: 'ecode', receipt: 'no_receipt' } as const;

export const MAX_BULK_RATES = 1_000;

/** A rate CSV: every rate of a large catalogue fits in well under this. */
export const MAX_RATE_CSV_BYTES = 5 * 1024 * 1024;
export const RATE_CSV_TOO_LARGE = 'The CSV file must be 5 MB or less.';
/** The CSV's columns, in order: the export writes them and the import reads them. */
export const RATE_CSV_COLUMNS = [
  'brand',
  'country',
  'form',
  'receipt',
  'min_value',
  'max_value',
  'rate_percentage',
  'effective_from',
] as const;

/** The 0–100 rule of a rate, as the rates' declaration states it (contract/resources/rates.ts). */
export const ratePercentage = rateRules.rate_percentage;

/** One rate as `POST /admin/rates/` and each row of the bulk call take it. */
export const rateInput = z
  .object(rateRules)
  .refine((rate) => Number(rate.min_value) <= Number(rate.max_value), {
    path: ['max_value'],
    message: 'The band ends below where it starts: max_value must be at least min_value.',
  });
export type RateInput = z.infer<typeof rateInput>;

export const rateBulkBody = z.object({
  rates: z
    .array(z.unknown(), { error: 'rates must be a list of rates.' })
    .min(1, 'rates must hold at least one rate.')
    .max(MAX_BULK_RATES, `rates holds at most ${MAX_BULK_RATES} rates.`)
    .describe('Each a rate as `POST /admin/rates/` takes it; refused rows are named by index.'),
  effective_from: effectiveFrom.optional(),
});

export const rateRecord = z.object({
  id: z.uuid(),
  brand: z.object({ id: z.uuid(), name: z.string() }),
  country: z.string(),
  form: rateForm,
  receipt: rateReceipt,
  min_value: decimalString,
  max_value: decimalString,
  rate_percentage: decimalString,
  effective_from: isoDateTime,
  effective_to: isoDateTime.nullable(),
  note: z.string().nullable(),
  created_by: z.object({ id: z.uuid(), username: z.string() }),
  created_at: isoDateTime,
});
export type Rate = z.infer<typeof rateRecord>;

export const rateOrdering = ordering(['brand', 'rate_percentage', 'effective_from'], 'brand');

export const rateListQuery = orderedPageQuery(rateOrdering).extend({
  brand: optionalFilter(z.uuid({ error: 'brand must be the id of a brand.' })),
  country: optionalFilter(countryCode('country')),
  form: optionalFilter(formInput),
  receipt: optionalFilter(rateReceiptInput),
  at: optionalFilter(
    z.iso
      .datetime({ offset: true, error: 'at must be an ISO 8601 date and time.' })
      .describe('The moment whose rates are listed; default now.'),
  ),
  history: optionalFilter(booleanString('history')).describe('Every version, newest first.'),
});
export type RateListQuery = z.infer<typeof rateListQuery>;
/** The export reads the list's filters, without paging. */
export const rateExportQuery = rateListQuery.pick({
  brand: true,
  country: true,
  form: true,
  receipt: true,
  at: true,
});

export const rateImportResult = z.object({
  created: z.number().int(),
  superseded: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(
    z.object({
      line: z.number().int(),
      message: z.string(),
      message_code: messageCode.optional(),
      message_params: messageParams.optional(),
    }),
  ),
});
export type RateImportResult = z.infer<typeof rateImportResult>;

export const rateImportForm = z.object({
  file: z.file().describe('The CSV, with the header the export writes.'),
  dry_run: booleanString('dry_run').optional(),
});

export const rateQuoteQuery = z.object({
  brand_id: z.uuid({ error: 'brand_id must be the id of a brand.' }),
  card_value: decimal({
    required: 'card_value is required.',
    invalid: 'card_value must be a number with at most two decimals.',
  }),
  country: optionalFilter(countryCode('country')),
  form: optionalFilter(formInput),
  receipt: optionalFilter(cardReceiptInput),
});

export const rateQuote = z.object({
  rate_id: z.uuid().nullable(),
  rate_percentage: decimalString,
  payout: decimalString,
});

export const marginsQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 365.' })
    .int('days must be a whole number from 1 to 365.')
    .min(1, 'days must be a whole number from 1 to 365.')
    .max(365, 'days must be a whole number from 1 to 365.')
    .default(30),
});

export const brandMargin = z.object({
  brand: z.object({ id: z.uuid(), name: z.string() }),
  submissions: z.number().int(),
  card_value: decimalString,
  payout: decimalString,
  margin_percentage: decimalString,
});
export type BrandMargin = z.infer<typeof brandMargin>;

export const rateResponses = {
  list: { 200: pageOf(rateRecord), 400: errorBody, 404: errorBody },
  create: { 201: dataOf(rateRecord), 400: errorBody, 409: errorBody },
  bulk: { 201: z.object({ data: z.array(rateRecord) }), 400: errorBody, 409: errorBody },
  one: { 200: dataOf(rateRecord), 404: errorBody },
  retire: { 200: dataOf(rateRecord), 404: errorBody, 409: errorBody },
  import: { 200: dataOf(rateImportResult), 400: errorBody },
  quote: { 200: dataOf(rateQuote), 400: errorBody, 404: errorBody },
  margins: { 200: z.object({ data: z.array(brandMargin) }), 400: errorBody },
} as const;
