import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RecordSource } from './hooks.js';
import type { DeclaredTable } from './table.js';

/**
 * Where a declared resource's records live: the domain's own table (DeclaredHooks.source), else
 * the one derived from the declaration. Its fields' columns are found by their names in SQL,
 * which are the fields' names unless the source says otherwise; its rows name them as its code
 * does (a domain's table in camelCase), so values by field name are renamed before a write.
 */
export function recordSource(derived: DeclaredTable, own?: RecordSource) {
  const source: RecordSource = own ?? { table: derived, id: derived.id };
  const byKey = getTableColumns(source.table) as Record<string, PgColumn>;
  const columns: Record<string, PgColumn> = {
    ...Object.fromEntries(Object.values(byKey).map((column) => [column.name, column])),
    ...source.columns,
  };
  const keys = new Map(Object.entries(byKey).map(([key, column]) => [column, key]));
  /** The name a row gives the column of a field (or of a column by its SQL name). */
  const keyOf = (name: string) => keys.get(columns[name]) ?? name;
  return {
    // Typed as a derived table, whose columns may be any field's: its values go by keyOf.
    table: source.table as DeclaredTable,
    id: source.id,
    columns,
    orderBy: { ...columns, ...source.orderBy },
    keyOf,
    /** Values by field name, renamed as its rows name them. */
    toRow: (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).map(([name, value]) => [keyOf(name), value])),
    /** Whether it keeps when a record last changed (the brands' table does not). */
    keepsUpdatedAt: 'updated_at' in columns,
  };
}
