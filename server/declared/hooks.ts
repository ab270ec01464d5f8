import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Database, Executor } from '../db/client.js';
import type { AuditContext } from '../plugins/audit/record.js';
import type { DeclaredTable } from './table.js';

/** A record as its table holds it. */
export type Row = Record<string, unknown> & { id: string };
/** A record as the API answers it. */
export type Answer = Record<string, unknown> & {
  id: string;
  created_at: string;
  updated_at: string;
};

/** What is being written: a derived operation, or a declared action by its name. */
export type WriteKind = 'create' | 'update' | 'delete' | `action:${string}`;

export interface Write {
  kind: WriteKind;
  /** The record before (null on create). */
  before: Row | null;
  /** Who is writing it. */
  audit: AuditContext;
}

/**
 * A declared resource's domain code (docs/declarations.md): its folder's `hooks.ts`
 * (server/plugins/<folder>/hooks.ts) default-exports them, server/api-routes.ts hands them to its
 * derived routes, and those call them instead of the folder replacing the routes. Each write's hooks run in its transaction, before
 * its audit row: what they throw (badRequest, conflict) is the answer, and nothing is written.
 */
export interface DeclaredHooks {
  /**
   * The list's reading when its domain asks more than declared filters, a scope and a serializer
   * can say (joins, date bounds, a keyset page, records with nested objects): the query and the
   * answer's schemas it documents over the derived ones, and how it reads a page. The route, its
   * path, permission and paging stay the derived list's. Its declaration keeps `list` among
   * `overrides.routes`: the list's query and answer are the domain's (contract/<domain>.ts).
   */
  list?: OwnList;
  /**
   * One record's reading when its answer is the domain's (nested names, figures added up): the
   * answer's schemas it documents and how it reads the record; the route stays the derived one.
   */
  one?: OwnOne;
  /** More conditions on the list (a scope, or a join as `exists (…)`), with the query it was asked. */
  listWhere?: (query: Record<string, unknown>, table: DeclaredTable) => SQL | undefined;
  /** The values about to be written (create, update, an action's), which it may change. */
  beforeWrite?: (
    tx: Executor,
    write: Write & { values: Record<string, unknown> },
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** After the row is written (null after a delete), before the transaction commits. */
  afterWrite?: (tx: Executor, write: Write & { after: Row | null }) => Promise<void> | void;
  /** The answer of each record, as the contract's record schema allows. */
  serialize?: (answer: Answer, row: Row) => Answer;
  /**
   * An action's own work beyond its declared `sets` and form: the values to set on the record,
   * given the record and the action's form. In the action's transaction.
   */
  actions?: Record<
    string,
    (
      tx: Executor,
      record: Row,
      input: Record<string, unknown>,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>
  >;
}

/** A list read by its domain's code, on the derived route (DeclaredHooks.list). */
export interface OwnList {
  /** Its summary, description, query string and answers, over the derived route's. */
  schema: Pick<FastifySchema, 'summary' | 'description' | 'tags' | 'querystring' | 'response'>;
  /**
   * `false` for a list of a few fixed records (one per target, one per tier): answered whole,
   * with no query string and no other page.
   */
  paged?: false;
  /** One page of the list, as the query (checked by its schema) asks; `app` has the configuration. */
  read: (
    db: Database,
    // biome-ignore lint/suspicious/noExplicitAny: each list's query is its own schema's output.
    query: any,
    app: FastifyInstance,
  ) => Promise<{ count: number; results: unknown[] }>;
}

/** A record read by its domain's code, on the derived route (DeclaredHooks.one). */
export interface OwnOne {
  /** Its summary, description and answers, over the derived route's. */
  schema: Pick<FastifySchema, 'summary' | 'description' | 'tags' | 'response'>;
  /** The record as answered (404 when there is none); `app` has the configuration. */
  read: (db: Database, id: string, app: FastifyInstance) => Promise<unknown>;
}
