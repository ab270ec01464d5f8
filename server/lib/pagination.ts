import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
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

export interface OrderingTerm<Field extends string> {
  field: Field;
  descending: boolean;
}

/** Turns `ordering=-field,other` into terms of the list's allow-list; anything else is a 400. */
export function parseOrdering<Field extends string>(
  ordering: string | undefined,
  allowed: Ordering<Field>,
): OrderingTerm<Field>[] {
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
    return { field: field as Field, descending };
  });
}

/** Where a deep page starts, found from counters instead of by reading every row before it. */
export interface Seek {
  /** Narrows the rows to those from the page's neighbourhood on, in the list's order. */
  where: SQL;
  /** The rows still to skip within it. */
  offset: number;
  /**
   * The rows that follow `where`'s in the list's order but that it leaves out (the null values
   * after the others, or the others after the nulls): the page goes on with them when `where`'s
   * rows run out.
   */
  followedBy?: SQL;
}

export interface OrderedList<Field extends string, Row extends { id: string }> {
  /** The contract's allow-list and default order. */
  ordering: Ordering<Field>;
  /** The column each allowed field sorts by. */
  columns: Record<Field, SQLWrapper>;
  /** The row id: it breaks ties in the direction of the first term. */
  id: SQLWrapper;
  /**
   * The filtered rows' ids alone (`select id from … where filters and narrowing`), as a dynamic
   * select: with an index on the ordering and the id, a page of ids is an index-only scan.
   */
  ids(narrowing?: SQL): PgSelect;
  /**
   * For a list of few rows, counted by reading them all: its ids with `total`, `count(*) over ()`,
   * so that one query answers the page and its total (`count` is then not asked). A page past the
   * end holds no row to carry the total and reads as an empty list, which toPage answers as
   * "Invalid page." as it would with the real total.
   */
  idsWithTotal?(): PgSelect;
  /** The full rows of the given ids, in any order. */
  rows(ids: string[]): Promise<Row[]>;
  /**
   * The rows of the ids `ids` selects, sorted by `orderBy`: the ids and their rows in one
   * statement, one round trip instead of two (then `rows` is not asked).
   */
  page?(ids: PgSelect, orderBy: SQL[]): Promise<Row[]>;
  count(): Promise<number>;
  /** For the orderings it has counters for: where the page at `offset` starts. */
  seek?(term: OrderingTerm<Field>, offset: number): Promise<Seek | null>;
}

/**
 * One page of a sortable list and the total, by a deferred join: the page's ids first, ordered
 * and cut through an index that holds the ordering and the id, then the rows of those ids only,
 * so a deep page skips index entries instead of joined rows. Ties are broken by the id in the
 * direction of the first term, so that pages never overlap or skip rows.
 */
export async function orderedPage<Field extends string, Row extends { id: string }>(
  query: PageQuery,
  list: OrderedList<Field, Row>,
) {
  const terms = parseOrdering(query.ordering, list.ordering);
  const direction = terms[0]?.descending ? desc : asc;
  const { limit, offset } = pageWindow(query);
  const orderBy = [
    ...terms.map((term) =>
      term.descending ? desc(list.columns[term.field]) : asc(list.columns[term.field]),
    ),
    direction(list.id),
  ];
  const ordered = (select: PgSelect, rows: number, skipped: number) =>
    select
      .orderBy(...orderBy)
      .limit(rows)
      .offset(skipped);
  const rowsOf = async (ids: { id: string }[]) => {
    const rows = ids.length ? await list.rows(ids.map((row) => row.id)) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((row) => byId.get(row.id) ?? []);
  };
  if (list.idsWithTotal) {
    const ids = (await ordered(list.idsWithTotal(), limit, offset)) as {
      id: string;
      total: number | string;
    }[];
    return { count: Number(ids[0]?.total ?? 0), rows: await rowsOf(ids) };
  }
  const seek =
    terms.length === 1 && offset > 0 && list.seek ? await list.seek(terms[0], offset) : null;
  const pageOf = async (narrowing: SQL | undefined, rows: number, skipped: number) => {
    const ids = ordered(list.ids(narrowing), rows, skipped);
    if (list.page) return list.page(ids, orderBy);
    return rowsOf((await ids) as { id: string }[]);
  };
  const pageRows = async () => {
    const rows = await pageOf(seek?.where, limit, seek ? seek.offset : offset);
    if (seek?.followedBy && rows.length < limit)
      rows.push(...(await pageOf(seek.followedBy, limit - rows.length, 0)));
    return rows;
  };
  // The total does not depend on the page: asked beside it rather than after it.
  const [rows, count] = await Promise.all([pageRows(), list.count()]);
  return { count, rows };
}
