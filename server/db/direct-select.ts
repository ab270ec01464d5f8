import { PGlite } from '@electric-sql/pglite';
import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './types.js';

/**
 * Type ids whose text the driver hands out as it came, for the column to read as drizzle has it
 * read (a timestamp column makes its Date of it): timestamp, timestamptz, date, interval, their
 * arrays, and numeric[].
 */
const LEFT_AS_TEXT = new Set([1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231]);
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    LEFT_AS_TEXT.has(typeId) ? asText : pg.types.getTypeParser(typeId, format),
};
const pgliteParsers = Object.fromEntries([...LEFT_AS_TEXT].map((typeId) => [typeId, asText]));

/** How an object of the selection is read from a row: its values, then its nested objects. */
interface Reader {
  keys: string[];
  /** Where each value is in the row. */
  places: number[];
  reads: ((value: unknown) => unknown)[];
  nested: { key: string; reader: Reader }[];
}

/**
 * Where each value of the selection sits in the statement's row: drizzle writes the selection's
 * columns in its own order, a nested object's in its place. A column reads its value as drizzle
 * has it read (`mapFromDriverValue`); an SQL expression's value is the driver's.
 */
function readerOf(selection: Record<string, unknown>, next = { place: 0 }): Reader {
  const reader: Reader = { keys: [], places: [], reads: [], nested: [] };
  for (const [key, field] of Object.entries(selection)) {
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)) {
      reader.keys.push(key);
      reader.places.push(next.place++);
      reader.reads.push(is(field, Column) ? (value) => field.mapFromDriverValue(value) : asIs);
    } else {
      reader.nested.push({ key, reader: readerOf(field as Record<string, unknown>, next) });
    }
  }
  return reader;
}
const asIs = (value: unknown) => value;

/** A nested object whose values are all null is null: a left join found no row, as drizzle says. */
function objectOf({ keys, places, reads, nested }: Reader, row: unknown[]) {
  const object: Record<string, unknown> = {};
  let empty = true;
  for (let index = 0; index < keys.length; index++) {
    const value = row[places[index]];
    if (value === null) {
      object[keys[index]] = null;
    } else {
      object[keys[index]] = reads[index](value);
      empty = false;
    }
  }
  for (const { key, reader } of nested) {
    const value = objectOf(reader, row);
    object[key] = value;
    if (value !== null) empty = false;
  }
  return empty ? null : object;
}

const columnsOf = (reader: Reader): number =>
  reader.nested.reduce((count, { reader: inner }) => count + columnsOf(inner), reader.keys.length);

/**
 * A select drizzle writes and the database's own client runs (node-postgres's pool as a named
 * statement, or PGlite, which keeps every text prepared), its rows read as arrays by a reader
 * worked out once from the selection: for the hottest reads (list page 1, the detail). drizzle's
 * own `execute` finds out again on every row, column by column, what each value is, and hands
 * node-postgres a type parser lookup of its own on every query: about a tenth of a detail's CPU.
 * The rows hold the same values as drizzle's. `selection` must be the one the query selects.
 */
export function directSelect<
  Query extends { toSQL(): { sql: string; params: unknown[] }; execute(): Promise<unknown[]> },
>(db: Database, name: string, selection: Record<string, unknown>, query: Query) {
  type Row = Awaited<ReturnType<Query['execute']>>[number];
  const { sql: text, params } = query.toSQL();
  const reader = readerOf(selection);
  const columns = columnsOf(reader);
  // drizzle's own handle on the driver's client (`db.$client`).
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  /**
   * `values`: the placeholders' values. `params`: all the statement's values, in place of those it
   * was built with (a statement of the same text built for other values).
   */
  return async (values: Record<string, unknown> = {}, asked = params): Promise<Row[]> => {
    const filled = fillPlaceholders(asked, values);
    const { rows } =
      client instanceof PGlite
        ? await client.query<unknown[]>(text, filled, { rowMode: 'array', parsers: pgliteParsers })
        : await client.query<unknown[]>({
            name,
            text,
            values: filled,
            rowMode: 'array',
            types: pgTypes,
          });
    if (rows.length > 0 && rows[0].length !== columns) {
      throw new Error(
        `${name}: the selection does not match the query's ${rows[0].length} columns`,
      );
    }
    return rows.map((row) => objectOf(reader, row) as Row);
  };
}
