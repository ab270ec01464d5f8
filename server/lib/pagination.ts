import { asc, desc, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Ordering, Page, PageQuery } from '../../contract/common.js';
import { badRequest, notFound } from './errors.js';

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
export function parseOrdering<Field extends string, C>(
  ordering: string | undefined,
  allowed: Ordering<Field>,
  columns: Record<Field, C>,
): OrderingTerm<C>[] {
  const terms = (ordering || allowed.fallback)
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);
  return terms.map((term) => {
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    if (!(allowed.fields as readonly string[]).includes(field)) {
      const message = `Cannot order by '${field}'. Allowed fields: ${allowed.fields.join(', ')}.`;
      throw badRequest(message, { ordering: [message] });
    }
    return { column: columns[field as Field], descending };
  });
}

export interface OrderedList<Field extends string, Query extends PgSelect> {
  /** The contract's allow-list and default order. */
  ordering: Ordering<Field>;
  /** The column each allowed field sorts by. */
  columns: Record<Field, SQLWrapper>;
  /** The row id: it breaks ties in the direction of the first term. */
  id: SQLWrapper;
  /** The filtered rows, as a dynamic select (`.$dynamic()`): the page orders and cuts it. */
  rows: Query;
  count(): Promise<number>;
}

/**
 * One page of a sortable list and the total. Ties are broken by the id in the direction of the
 * first term, so that pages never overlap or skip rows.
 */
export async function orderedPage<Field extends string, Query extends PgSelect>(
  query: PageQuery,
  list: OrderedList<Field, Query>,
) {
  const terms = parseOrdering(query.ordering, list.ordering, list.columns);
  const direction = terms[0]?.descending ? desc : asc;
  const { limit, offset } = pageWindow(query);
  const rows: Awaited<Query> = await list.rows
    .orderBy(
      ...terms.map((term) => (term.descending ? desc(term.column) : asc(term.column))),
      direction(list.id),
    )
    .limit(limit)
    .offset(offset);
  return { count: await list.count(), rows };
}
