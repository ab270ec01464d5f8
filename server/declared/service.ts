import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '../../contract/audit.js';
import type { PageQuery } from '../../contract/common.js';
import { type ServerText, serverText } from '../../contract/messages.js';
import {
  auditTargetOf,
  type ResolvedField,
  type ResourceDeclaration,
} from '../../contract/resource.js';
import type { DeclaredSchemas } from '../../contract/resource-schemas.js';
import type { Database, Executor } from '../db/client.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { type CheckedImage, deleteImage, mediaUrl, saveImage } from '../lib/images.js';
import { orderedPage } from '../lib/pagination.js';
import { containing } from '../lib/search.js';
import {
  type AuditContext,
  type Changes,
  changesBetween,
  recordAudit,
} from '../plugins/audit/record.js';
import type { Answer, DeclaredHooks, Row, Write, WriteKind } from './hooks.js';
import { recordSource } from './source.js';
import type { DeclaredTable } from './table.js';

type Body = Record<string, unknown>;

/** An uploaded image of the request, checked, by its field (a form carries one). */
export type Upload = { field: string; image: CheckedImage } | null;

/** A valid value as its column holds it, so that an unchanged value is not audited as a change. */
function stored(field: ResolvedField, value: unknown) {
  if (value === null) return null;
  if (field.type.kind === 'datetime') return new Date(value as string);
  if (field.type.kind === 'decimal') return Number(value).toFixed(2);
  return value;
}

/** What a declared resource's routes do, in one place: list, one, create, update, delete. */
export function declaredService(
  declaration: ResourceDeclaration,
  schemas: DeclaredSchemas,
  table: DeclaredTable,
  hooks: DeclaredHooks = {},
) {
  const fields = schemas.fields;
  // Where records are read and written: the domain's own table, or the derived one.
  const source = recordSource(table, hooks.source);
  const { columns, keyOf, toRow } = source;
  const images = fields.filter((field) => field.type.kind === 'image').map((field) => field.name);

  /** A record as the API answers it: dates in ISO 8601, an image as its URL; then the hook's. */
  function serialize(row: Row): Answer {
    const answer = Object.fromEntries(
      Object.entries(row).map(([name, value]) => [
        name,
        value instanceof Date
          ? value.toISOString()
          : images.includes(name)
            ? mediaUrl(value as string | null)
            : value,
      ]),
    ) as Answer;
    return hooks.serialize ? hooks.serialize(answer, row) : answer;
  }

  /** The answers of a page's rows, completed by the hook's one query for all of them. */
  async function answered(db: Executor, rows: Row[]) {
    const answers = rows.map(serialize);
    return hooks.completePage ? hooks.completePage(db, answers, rows) : answers;
  }

  /** The values a write stores: the hook's say, then the upload saved in the same transaction. */
  async function prepared(
    tx: Executor,
    write: Write,
    values: Record<string, unknown>,
    upload: Upload = null,
  ) {
    const own = hooks.beforeWrite ? await hooks.beforeWrite(tx, { ...write, values }) : values;
    if (!upload) return own;
    return { ...own, [upload.field]: await saveImage(tx, upload.image, 'public') };
  }

  /** After the row is written: the hook's work, and the image it no longer shows deleted. */
  async function finished(tx: Executor, write: Write, after: Row | null) {
    if (hooks.afterWrite) await hooks.afterWrite(tx, { ...write, after });
    for (const field of images) {
      const old = write.before?.[keyOf(field)] as string | null | undefined;
      if (old && old !== after?.[keyOf(field)]) await deleteImage(tx, old);
    }
  }
  const label = declaration.label.en.one;
  const notFoundMessage = `${label} not found.`;
  const target = (id: string) => ({ type: auditTargetOf(declaration) as AuditTargetType, id });
  const action = (verb: 'create' | 'update' | 'delete') =>
    `${declaration.singular}.${verb}` as AuditAction;
  const named = (row: Row) => String(row[keyOf(declaration.recordLabel)] ?? row.id);
  /** "Created brand Amazon", coded so that the app says it in the reader's language. */
  const recordSummary = (
    done: 'created' | 'changed' | 'deleted',
    row: Row,
    more: Record<string, string> = {},
  ) =>
    serverText(
      `audit.record_${done}`,
      { resource: declaration.singular, name: named(row), ...more },
      { resource: label.toLowerCase() },
    );
  const audited = Object.fromEntries(fields.map((field) => [field.name, keyOf(field.name)]));
  /** The audit row's summary of a write: the domain's words, or "Created brand Amazon". */
  const summaryOf = (write: Write, row: Row, changes: Changes, derived: () => ServerText) =>
    hooks.auditSummary ? hooks.auditSummary({ ...write, row, changes }) : derived();

  function filters(query: PageQuery & Record<string, unknown>): SQL | undefined {
    const searchable = fields.filter((field) => field.searchable);
    return and(
      hooks.listWhere?.(query, table),
      ...fields
        .filter((field) => field.filterable && query[field.name] !== undefined)
        .map((field) => eq(columns[field.name], query[field.name])),
      query.search && hooks.search ? hooks.search(query.search) : undefined,
      query.search && !hooks.search && searchable.length
        ? or(
            ...searchable.map((field) =>
              ilike(columns[field.name], containing(query.search as string)),
            ),
          )
        : undefined,
    );
  }

  /**
   * What the database refuses, said as the contract says it: a second record with a unique
   * field's value (409 naming the field), a reference to no record (400 naming the field), the
   * deletion of a record others refer to (409).
   */
  async function refusingConflicts<T>(work: () => Promise<T>, deleting = false): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
      const { code, constraint } = cause as { code?: string; constraint?: string };
      if (code === '23505') {
        const field = fields.find((candidate) => constraint?.endsWith(`_${candidate.name}_key`));
        const message = field
          ? `A ${label.toLowerCase()} with this ${field.label.en.toLowerCase()} already exists.`
          : `This ${label.toLowerCase()} already exists.`;
        throw conflict(message, field ? { [field.name]: [message] } : undefined);
      }
      if (code === '23503') {
        const field = fields.find((candidate) => constraint?.endsWith(`_${candidate.name}_fkey`));
        if (field && !deleting) {
          const message = `${field.label.en} names no existing record.`;
          throw badRequest(message, { [field.name]: [message] });
        }
        throw conflict(`This ${label.toLowerCase()} is still referred to by other records.`);
      }
      throw error;
    }
  }

  async function find(db: Executor, id: string, forUpdate = false) {
    const query = db.select().from(source.table).where(eq(source.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw notFound(notFoundMessage);
    return row as Row;
  }

  /**
   * Only the fields a body may hold, with what was left out of a create set to its default; an
   * image comes as an upload, never as a value.
   */
  const valuesOf = (body: Body, onCreate: boolean) =>
    Object.fromEntries(
      fields
        .filter((field: ResolvedField) => (onCreate ? field.create : field.update))
        .filter((field) => field.type.kind !== 'image' || body[field.name] === null)
        .flatMap((field) => {
          const value = body[field.name] ?? (onCreate ? field.default : undefined);
          if (value === undefined) return [];
          return [[field.name, stored(field, value)]];
        }),
    );

  /** A value an action declares: `'now'` is the moment it runs (a date field: today's, UTC). */
  const fixedValue = (name: string, value: unknown) => {
    if (value !== 'now') return value;
    const now = new Date();
    const kind = fields.find((field) => field.name === name)?.type.kind;
    return kind === 'date' ? now.toISOString().slice(0, 10) : now;
  };

  /**
   * An update or an action: the record locked, the values to write, the row and its audit row
   * (an action's even when it changed nothing: it was done), in one transaction.
   */
  function changing(
    db: Database,
    audit: AuditContext,
    id: string,
    kind: WriteKind,
    valuesFor: (tx: Executor, write: Write) => Promise<Record<string, unknown>>,
  ) {
    return refusingConflicts(() =>
      db.transaction(async (tx) => {
        const before = await find(tx, id, true);
        const write: Write = { kind, before, audit };
        const values = toRow(await valuesFor(tx, write));
        const changes: Changes = changesBetween(before, { ...before, ...values }, audited);
        const isAction = kind.startsWith('action:');
        if (Object.keys(changes).length === 0 && !isAction) return serialize(before);
        const changedAt = source.keepsUpdatedAt ? { [keyOf('updated_at')]: new Date() } : {};
        const [row] = Object.keys(changes).length
          ? ((await tx
              .update(source.table)
              .set({ ...values, ...changedAt })
              .where(eq(source.id, id))
              .returning()) as Row[])
          : [before];
        await finished(tx, write, row);
        await recordAudit(tx, audit, {
          action: isAction
            ? (`${declaration.singular}.${kind.slice('action:'.length)}` as AuditAction)
            : action('update'),
          target: target(id),
          // An action that changed nothing says its name where the fields would be.
          summary: summaryOf(write, row, changes, () =>
            recordSummary('changed', row, {
              fields: Object.keys(changes).join(', ') || kind.slice('action:'.length),
            }),
          ),
          changes,
        });
        return serialize(row);
      }),
    );
  }

  return {
    /**
     * One page and the total, by the deferred join (orderedPage): the page's ids through an index
     * on the ordering first, then the rows of those ids only, so that a deep page of a large
     * table (the users, the audit trail) skips index entries instead of whole rows.
     */
    async list(db: Database, query: PageQuery & Record<string, unknown>) {
      const where = filters(query);
      const page = await orderedPage(query, {
        ordering: schemas.ordering,
        columns: source.orderBy,
        id: source.id,
        ids: (narrowing) =>
          db.select({ id: source.id }).from(source.table).where(and(where, narrowing)).$dynamic(),
        rows: async (ids) =>
          (await db.select().from(source.table).where(inArray(source.id, ids))) as Row[],
        count: async () =>
          (await db.select({ total: count() }).from(source.table).where(where))[0].total,
      });
      return { count: page.count, results: await answered(db, page.rows) };
    },

    async one(db: Executor, id: string) {
      const [row] = (await db.select().from(source.table).where(eq(source.id, id))) as Row[];
      if (!row) throw notFound(notFoundMessage);
      return (await answered(db, [row]))[0];
    },

    create(db: Database, audit: AuditContext, body: Body, upload: Upload = null) {
      return refusingConflicts(() =>
        db.transaction(async (tx) => {
          const write: Write = { kind: 'create', before: null, audit };
          const values = await prepared(tx, write, valuesOf(body, true), upload);
          const [row] = (await tx.insert(source.table).values(toRow(values)).returning()) as Row[];
          await finished(tx, write, row);
          const changes = changesBetween(null, row, audited);
          await recordAudit(tx, audit, {
            action: action('create'),
            target: target(row.id),
            summary: summaryOf(write, row, changes, () => recordSummary('created', row)),
            changes,
          });
          return serialize(row);
        }),
      );
    },

    update(db: Database, audit: AuditContext, id: string, body: Body, upload: Upload = null) {
      return changing(db, audit, id, 'update', (tx, write) =>
        prepared(tx, write, valuesOf(body, false), upload),
      );
    },

    /** A declared action on one record: its form's values, its fixed values, then its hook's. */
    act(db: Database, audit: AuditContext, id: string, name: string, input: Body) {
      const declared = declaration.actions?.[name];
      if (!declared) throw notFound(`No action ${name}.`);
      return changing(db, audit, id, `action:${name}`, async (tx, write) => {
        const fixed = Object.fromEntries(
          Object.entries(declared.sets ?? {}).map(([field, value]) => [
            field,
            fixedValue(field, value),
          ]),
        );
        const own = (await hooks.actions?.[name]?.(tx, write.before as Row, input)) ?? {};
        const values = { ...valuesOf(input, false), ...fixed, ...own };
        return prepared(tx, write, values);
      });
    },

    remove(db: Database, audit: AuditContext, id: string) {
      return refusingConflicts(
        () =>
          db.transaction(async (tx) => {
            const before = await find(tx, id, true);
            const write: Write = { kind: 'delete', before, audit };
            if (hooks.beforeWrite) await hooks.beforeWrite(tx, { ...write, values: {} });
            await tx.delete(source.table).where(eq(source.id, id));
            await finished(tx, write, null);
            const changes = changesBetween(before, null, audited);
            await recordAudit(tx, audit, {
              action: action('delete'),
              target: target(id),
              summary: summaryOf(write, before, changes, () => recordSummary('deleted', before)),
              changes,
            });
          }),
        true,
      );
    },
  };
}
