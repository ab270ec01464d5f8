import { z } from 'zod';

export const NUL_REFUSED = 'Text must not contain invisible control characters.';

/**
 * Every piece of text a client sends (body fields, query strings, chat messages) is read through
 * this: PostgreSQL cannot store U+0000 in text, so it is refused as bad input (400) up front
 * rather than failing the query.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), { error: NUL_REFUSED });

/** Why money moves back (a reversal, a clawback): kept on the transfer, shown to the customer. */
export const moneyBackReason = text({ error: 'Reason is required' })
  .trim()
  .min(1, 'Reason is required')
  .max(500, 'Reason must be 500 characters or less.');

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** The values of a coded server text (contract/messages.ts), by name. */
export const messageParams = z
  .record(z.string(), z.union([z.string(), z.number(), z.null()]))
  .describe('The values of the coded text, by name: statuses by code, amounts as "195.00"');
export type MessageParams = z.infer<typeof messageParams>;

/** The code of a server text written beside its English, for the app to translate. */
export const messageCode = z
  .string()
  .nullable()
  .describe(
    "Code of the server's text beside it (contract/messages.ts), for the app to say it in the reader's language; null for text a person wrote",
  );

/** Every error answer: a message for people, and per-field messages for forms. */
export const errorBody = z
  .object({
    message: z.string(),
    message_code: messageCode.optional(),
    message_params: messageParams.optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .describe(
    'Error: `message`, its `message_code` and `message_params` when the server has one, and `errors` by field for forms',
  );
export type ErrorBody = z.infer<typeof errorBody>;

/** A single object comes wrapped as `{data}`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Django REST Framework's page: absolute links to the neighbouring pages, or null. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type Page<T> = Omit<z.infer<ReturnType<typeof pageOf<z.ZodUnknown>>>, 'results'> & {
  results: T[];
};

/** An empty answer (204, 304). */
export const noContent = z.null().describe('No content');

/** A malformed id names nothing that exists: the server answers 404 for it. */
export const idParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const isoDateTime = z.iso.datetime().describe('ISO 8601 date and time, UTC');

/** Query strings send an empty value for "no filter". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** An optional query filter that treats an empty value as absent. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankAsMissing, schema.optional());

/** Booleans arrive as `true`/`false` strings in query strings and multipart forms. */
export const booleanString = (field: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0'])], {
      error: `${field} must be true or false.`,
    })
    .transform((value) => value === true || value === 'true' || value === 'True' || value === '1');

const positiveInt = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number.` })
    .int(`${field} must be a whole number.`)
    .min(1, `${field} must be 1 or more.`);

/** The query every list accepts. */
export const pageQuery = z.object({
  page: positiveInt('page').default(1),
  page_size: positiveInt('page_size')
    .max(MAX_PAGE_SIZE, `page_size must be ${MAX_PAGE_SIZE} or less.`)
    .default(DEFAULT_PAGE_SIZE),
  search: text().trim().max(200, 'search must be 200 characters or less.').optional(),
});
export type PageQuery = z.infer<typeof pageQuery> & { ordering?: string };

/** The sortable fields of a list and its default `ordering`. */
export interface Ordering<Field extends string = string> {
  fields: readonly Field[];
  fallback: string;
}

export const ordering = <const Field extends string>(
  fields: readonly Field[],
  fallback: string,
): Ordering<Field> => ({ fields, fallback });

export const orderingDescription = ({ fields, fallback }: Ordering) =>
  `\`ordering\`: ${fields.join(', ')} (prefix \`-\` for descending); default \`${fallback}\`.`;

/**
 * The query of a sortable list. The allow-list is the one the server's query reads, so the
 * document names exactly the fields that are accepted.
 */
export const orderedPageQuery = (allowed: Ordering) => {
  const orderingParameter = text().trim().optional().describe(orderingDescription(allowed));
  orderings.set(orderingParameter, allowed);
  return pageQuery.extend({ ordering: orderingParameter });
};

/** Each list query's `ordering` parameter, with its allow-list: `.extend()` keeps the parameter. */
const orderings = new WeakMap<z.ZodType, Ordering>();

/** The allow-list of a list query made with `orderedPageQuery`, however it was extended since. */
export const orderingOf = (query: z.ZodObject): Ordering | undefined => {
  const parameter = query.shape.ordering as z.ZodType | undefined;
  return parameter ? orderings.get(parameter) : undefined;
};

const NOT_FILTERS = new Set(['page', 'page_size', 'ordering']);

/** A list query's filters: every parameter but paging and ordering. */
export const filtersOf = (query: z.ZodObject) =>
  Object.keys(query.shape).filter((name) => !NOT_FILTERS.has(name));

/** numeric(12, 2) in the database. */
export const MAX_MONEY = 9_999_999_999.99;

interface DecimalMessages {
  required: string;
  invalid: string;
  /** Defaults to `invalid`. */
  negative?: string;
  /** Defaults to `invalid`. */
  tooLarge?: string;
}

/**
 * A money or rate amount as forms send it: a string or a JSON number, 0 or more, with at most two
 * decimals, at most `max`. Answers the trimmed string, so no float ever holds the amount.
 */
export const decimal = (messages: DecimalMessages, max: number = MAX_MONEY) =>
  z
    .union([text(), z.number()], {
      error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
    })
    .transform((value) => String(value).trim())
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (value === '') return fail(messages.required);
      if (!/^-?\d+(\.\d+)?$/.test(value)) return fail(messages.invalid);
      if (Number(value) < 0) return fail(messages.negative ?? messages.invalid);
      if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return fail(messages.invalid);
      // Two decimals and a bound of a dozen digits: the comparison of doubles is exact here.
      if (Number(value) > max) return fail(messages.tooLarge ?? messages.invalid);
    })
    .describe(`Decimal from 0 to ${max}, at most two places, e.g. "85.50".`);

/** The largest upload (brand logos, card images) the server accepts, and the app before sending it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The image formats accepted, by MIME type: what a file picker offers. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** An uploaded image: judged by its bytes on the server, never by its name or declared type. */
export const imageFile = z
  .file()
  .optional()
  .describe('Form only: JPG, PNG or GIF (judged by content), at most 5 MB and 8000 × 8000 pixels.');

/** A decimal as the server answers it: a string with two places. */
export const decimalString = z.string().describe('Decimal string with two places, e.g. "85.50"');
