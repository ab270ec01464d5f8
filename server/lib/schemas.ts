import { z } from 'zod';

export const NUL_REFUSED = 'Text must not contain the NUL character (\\u0000).';

/**
 * Every piece of text a client sends (body fields, query strings, chat messages) is read through
 * this: PostgreSQL cannot store U+0000 in text, so it is refused as bad input (400) up front
 * rather than failing the query.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), { error: NUL_REFUSED });

export const idParams = z.object({
  id: z.uuid({ error: 'Not found.' }),
});

/** A money or rate amount as sent by forms: digits with up to two decimals. */
export const decimalString = (field: string, options: { max?: number } = {}) =>
  z
    .union([text(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{1,10}(\.\d{1,2})?$/.test(value), {
      error: `${field} must be a number with at most two decimals.`,
    })
    .refine((value) => options.max === undefined || Number(value) <= options.max, {
      error: `${field} must be ${options.max} or less.`,
    });

/** Booleans arrive as `true`/`false` strings in query strings and multipart forms. */
export const booleanString = (field: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0'])], {
      error: `${field} must be true or false.`,
    })
    .transform((value) => value === true || value === 'true' || value === 'True' || value === '1');

export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Django REST Framework's page of `item`s, for OpenAPI. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
