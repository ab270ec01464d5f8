import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ServerText } from '../../contract/messages.js';
import type { Database, Executor } from '../db/client.js';
import type { AuditContext, Changes } from '../plugins/audit/record.js';
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
  /** The record before, as its table holds it (null on create). */
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
   * The table its records live in when it is the domain's own (the brands', the accounts'), not
   * the one derived from the declaration: the derived list and record read it, and the derived
   * writes write it.
   */
  source?: RecordSource;
  /**
   * The list's `search` when an index serves an expression of its own (the accounts' trigram
   * index over username, names and e-mail); by default, any searchable field's column contains it.
   */
  search?: (text: string) => SQL;
  /**
   * The derived list's answer as the domain's contract documents it, when it carries what the
   * table does not hold as fields (the users' country and gender in words, their KYC; an
   * account's customer with a name and an e-mail): its response schemas, over the declaration's
   * record; and the query its contract words beyond the declaration (the audit trail's filters,
   * their messages), with the summary and description that say them.
   */
  listSchema?: Pick<FastifySchema, 'summary' | 'description' | 'querystring' | 'response'>;
  /**
   * The rare list whose reading is not the derived list's at all (the rates' card with its
   * brands' and authors' names; the payout batches' figures added up): the query and answer
   * schemas it documents over the derived ones, and how it reads a page; its declaration keeps
   * `list` among `overrides.routes`. The route, path, permission and paging stay derived. Any
   * other list is the derived one with `listWhere`, `search`, `serialize` and `completePage`.
   */
  list?: OwnList;
  /**
   * One record's reading when its answer is the domain's (nested names, figures added up): the
   * answer's schemas it documents and how it reads the record; the route stays the derived one.
   */
  one?: OwnOne;
  /** More conditions on the list (a scope, or a join as `exists (…)`), with the query it was asked. */
  listWhere?: (query: Record<string, unknown>, table: DeclaredTable) => SQL | undefined;
  /**
   * The values about to be written (create, update, an action's; none on delete), by field name,
   * which it may change; what it throws refuses the write (a rule over the stored record, a
   * record others still need).
   */
  beforeWrite?: (
    tx: Executor,
    write: Write & { values: Record<string, unknown> },
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** After the row is written (null after a delete), before the transaction commits. */
  afterWrite?: (tx: Executor, write: Write & { after: Row | null }) => Promise<void> | void;
  /**
   * The audit row's summary of a write, when the domain words it otherwise than the derived
   * "Created <resource> <name>" (the brands' "Changed rate_percentage of brand Amazon"); given
   * the write, the row after it (before it, on delete) and the changes audited.
   */
  auditSummary?: (write: Write & { row: Row; changes: Changes }) => ServerText;
  /**
   * The OpenAPI description of a derived write, saying what the hooks refuse beyond the
   * contract's schema (the brands' amounts out of order, a brand with submissions).
   */
  descriptions?: Partial<Record<'create' | 'update' | 'delete', string>>;
  /**
   * The answer of each record, as the contract's record schema allows: given the derived answer
   * and the row as its table holds it (with a `source`, the domain's row, its columns by their
   * names in code).
   */
  serialize?: (answer: Answer, row: Row) => Answer;
  /**
   * The answers of a page of the list (or of one record), completed together with what other
   * tables hold (the names of the records they refer to): ONE query for the whole page, never one
   * per row. Given the serialized answers and their rows, in the same order.
   */
  completePage?: (db: Executor, answers: Answer[], rows: Row[]) => Promise<Answer[]>;
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

/** Where a declared resource's records are read from (DeclaredHooks.source). */
export interface RecordSource {
  table: PgTable;
  /** Its id column: a page's rows are read by it, and it breaks ties in the list's order. */
  id: PgColumn;
  /**
   * What an ordering field sorts by when not its column of the same name: the expression an
   * index holds (`lower(name)`), so that the index serves the order.
   */
  orderBy?: Record<string, SQLWrapper>;
  /** The column of a field whose column has another name (the brands' `image` in `image_id`). */
  columns?: Record<string, PgColumn>;
}

/** A list read by its domain's code, on the derived route (DeclaredHooks.list). */
export interface OwnList {
  /** Its summary, description, query string and answers, over the derived route's. */
  schema: Pick<FastifySchema, 'summary' | 'description' | 'tags' | 'querystring' | 'response'>;
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
