import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TransactionStatus } from '../../../contract/statuses.js';
import type { Executor } from '../../db/client.js';
import {
  transactions,
  transactionValueIdTallies,
  transactionValueTallies,
} from '../../db/schema.js';
import type { Seek } from '../../lib/pagination.js';

const VALUE_COLUMNS = {
  card_value: transactions.cardValue,
  final_payout: transactions.finalPayout,
  status: transactions.status,
  paid_at: transactions.paidAt,
};
export type ValueField = keyof typeof VALUE_COLUMNS;

interface Run {
  key: string | null;
  rows: number;
}

/** The run of `runs` (in the list's order) that holds position `offset`, and the rows before it. */
function runAt(runs: Run[], offset: number) {
  let before = 0;
  for (const run of runs) {
    if (offset < before + run.rows) return { run, before };
    before += run.rows;
  }
  return null;
}

/**
 * Where a deep page ordered by `field` starts, from transaction_value_tallies and
 * transaction_value_id_tallies: the values before the page are skipped by their counts, then the
 * first bytes of the ids within the page's value, so at most 1/256 of a value's index entries are
 * read one by one (through (column, id), or (status, column, id) within a status).
 * `offset` counts the tallied rows only: for `paid_at`, the unpaid ones.
 * Null sorts last ascending and first descending, as in the index; a page that runs from the
 * null rows into the others, or back, goes on with them (Seek.followedBy).
 */
export async function seekByValue(
  db: Executor,
  field: ValueField,
  status: TransactionStatus | undefined,
  descending: boolean,
  offset: number,
): Promise<Seek | null> {
  const values = transactionValueTallies;
  const key = field === 'status' ? values.status : values.value;
  const order = descending ? sql`desc` : sql`asc`;
  const runs = (await db
    .select({ key: sql<string | null>`${key}`, rows: sql<number>`sum(${values.count})::int` })
    .from(values)
    .where(and(eq(values.field, field), status ? eq(values.status, status) : undefined))
    .groupBy(key)
    .orderBy(sql`${key} ${order}`)) as Run[];
  const found = runAt(runs, offset);
  if (!found) return null;

  const ids = transactionValueIdTallies;
  const ofValue =
    field === 'status'
      ? and(isNull(ids.value), eq(ids.status, found.run.key as TransactionStatus))
      : and(
          found.run.key === null ? isNull(ids.value) : eq(ids.value, found.run.key),
          status ? eq(ids.status, status) : undefined,
        );
  const bytes = await db
    .select({ byte: ids.idByte, rows: sql<number>`sum(${ids.count})::int` })
    .from(ids)
    .where(and(eq(ids.field, field), ofValue))
    .groupBy(ids.idByte)
    .orderBy(sql`${ids.idByte} ${order}`);
  const inValue = runAt(
    bytes.map((byte) => ({ key: String(byte.byte), rows: byte.rows })),
    offset - found.before,
  );
  if (!inValue) return null;
  const hex = Number(inValue.run.key).toString(16).padStart(2, '0');
  const idBound = descending
    ? `${hex}ffffff-ffff-ffff-ffff-ffffffffffff`
    : `${hex}000000-0000-0000-0000-000000000000`;
  const column = VALUE_COLUMNS[field];
  return {
    where: fromBound(column, found.run.key, idBound, descending),
    offset: offset - found.before - inValue.before,
    followedBy: nullsAfter(column, found.run.key === null, descending),
  };
}

/**
 * What follows a null or a non-null value in the list's order and `fromBound` leaves out: the nulls
 * after the others ascending, the others after the nulls descending.
 */
export function nullsAfter(column: SQLWrapper, valueIsNull: boolean, descending: boolean) {
  if (descending && valueIsNull) return sql`${column} is not null`;
  if (!descending && !valueIsNull) return sql`${column} is null`;
  return undefined;
}

/** The rows from (value, id) on in the list's order, as the index (column, id) reads them. */
function fromBound(
  column: (typeof VALUE_COLUMNS)[ValueField],
  value: string | null,
  idBound: string,
  descending: boolean,
): SQL {
  if (value === null) {
    return descending
      ? sql`${column} is null and ${transactions.id} <= ${idBound}`
      : sql`${column} is null and ${transactions.id} >= ${idBound}`;
  }
  return descending
    ? sql`(${column}, ${transactions.id}) <= (${value}, ${idBound})`
    : sql`(${column}, ${transactions.id}) >= (${value}, ${idBound})`;
}
