import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from './errors.js';
import { text } from './schemas.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const positiveInt = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number.` })
    .int(`${field} must be a whole number.`)
    .min(1, `${field} must be 1 or more.`);

/** The query every list accepts; a list extends it with its own filters. */
export const pageQuery = z.object({
  page: positiveInt('page').default(1),
  page_size: positiveInt('page_size')
    .max(MAX_PAGE_SIZE, `page_size must be ${MAX_PAGE_SIZE} or less.`)
    .default(DEFAULT_PAGE_SIZE),
  search: text().trim().max(200, 'search must be 200 characters or less.').optional(),
  ordering: text().trim().optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const pageWindow = (query: PageQuery) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});

/** Django REST Framework's page-number answer, with absolute links that keep the other query parameters. */
export function toPage<T>(
  request: FastifyRequest,
  query: PageQuery,
  count: number,
  results: T[],
): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  if (query.page > lastPage) throw notFound('Invalid page.');
  const link = (page: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    if (page === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(page));
    return url.toString();
  };
  return {
    count,
    next: query.page < lastPage ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results,
  };
}

export interface OrderingTerm<C> {
  column: C;
  descending: boolean;
}

/** Turns `ordering=-field,other` into columns from the list's allow-list; anything else is a 400. */
export function parseOrdering<C>(
  ordering: string | undefined,
  allowed: Record<string, C>,
  fallback: string,
): OrderingTerm<C>[] {
  const terms = (ordering || fallback)
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
  return terms.map((term) => {
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    const column = Object.hasOwn(allowed, field) ? allowed[field] : undefined;
    if (column === undefined) {
      const message = `Cannot order by '${field}'. Allowed fields: ${Object.keys(allowed).join(', ')}.`;
      throw badRequest(message, { ordering: [message] });
    }
    return { column, descending };
  });
}
