import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  type ResolvedField,
  type ResourceDeclaration,
  resolveFields,
  tableName,
} from '../../contract/resource.js';

/** A field's column, named as the API names the field. */
function columnOf(field: ResolvedField): PgColumnBuilderBase {
  const { type, name } = field;
  const builders = {
    string: () => varchar(name, { length: type.kind === 'string' ? type.max : undefined }),
    text: () => text(name),
    integer: () => integer(name),
    decimal: () => numeric(name, { precision: 12, scale: 2 }),
    boolean: () => boolean(name),
    date: () => date(name, { mode: 'string' }),
    datetime: () => timestamp(name, { withTimezone: true }),
    enum: () => text(name),
    set: () => jsonb(name),
    reference: () => uuid(name),
    image: () => uuid(name),
    object: () => jsonb(name),
  } as const;
  const column = builders[type.kind]();
  return type.optional ? column : column.notNull();
}

/**
 * The drizzle table of a declared resource: an id, the declared fields, and when it was created
 * and last changed. Its migration (written by the scaffold, `createTableSql`) creates the same.
 */
export function tableOf(declaration: ResourceDeclaration) {
  const fields = resolveFields(declaration);
  return pgTable(tableName(declaration), {
    id: uuid('id').primaryKey().defaultRandom(),
    ...Object.fromEntries(fields.map((field) => [field.name, columnOf(field)])),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });
}

export type DeclaredTable = ReturnType<typeof tableOf>;
