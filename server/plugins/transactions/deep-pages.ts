import { and, eq, gte, isNull, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TransactionStatus } from '../../../contract/statuses.js';
import type { Executor } from '../../db/client.js';
import { runNamed } from '../../db/named.js';
import {
  transactionDayTallies,
  transactions,
  transactionValueIdTallies,
  transactionValueTallies,
} from '../../db/schema.js';
import type { Seek } from '../../lib/pagination.js';

/**
 * Where a deep page of the unfiltered or status-filtered admin list starts, from the tallies the
 * triggers of gift_card_transactions keep (schema.ts): the rows before the page are skipped by
 * their counts, run by run (a day, a value, the first byte of the ids within a value), so only the
 * last run's index entries are read one by one. One seeker walks the runs of every ordering; what
 * differs between the orderings (which tallies, in which order, and the bound the chosen runs set
 * on the index) is data, in SEEK_PLANS.
 */

type Key = string | null;

/** A tally grouped into runs of one key: the rows of each key are contiguous in the list. */
interface Runs {
  from: PgTable;
  key: SQLWrapper;
  count: SQLWrapper;
  where: SQL | undefined;
}

/**
 * The run that holds position `offset` of the list, and the rows before it: each key with the rows
 * before it in the list's order, summed by the database, which answers that one run. Null keys
 * sort last ascending and first descending, as in the indexes.
 */
async function runHolding(db: Executor, runs: Runs, descending: boolean, offset: number) {
  const order = descending ? sql`desc` : sql`asc`;
  const keyed = db
    .select({
      key: sql<Key>`${runs.key}::text`.as('key'),
      rows: sql<string>`sum(${runs.count})`.as('rows'),
      before:
        sql<string>`sum(sum(${runs.count})) over (order by ${runs.key} ${order}) - sum(${runs.count})`.as(
          'before',
        ),
    })
    .from(runs.from)
    .where(runs.where)
    .groupBy(sql`${runs.key}`)
    .as('runs');
  const [run] = await runNamed(
    db
      .select({ key: keyed.key, before: sql<number>`${keyed.before}::int` })
      .from(keyed)
      .where(sql`${keyed.before} <= ${offset} and ${keyed.before} + ${keyed.rows} > ${offset}`),
  );
  return run ?? null;
}

/** How the page of one ordering is sought: the ordering-specific part of the seeker. */
interface SeekPlan {
  column: SQLWrapper;
  /** The runs, coarsest first; each level is narrowed by the keys chosen above it. */
  levels: ((status: TransactionStatus | undefined, keys: Key[]) => Runs)[];
  /** The rows from the chosen runs on, in the list's order, as the ordering's index reads them. */
  from(keys: Key[], descending: boolean): SQL;
}

type Seeker = (
  db: Executor,
  status: TransactionStatus | undefined,
  descending: boolean,
  offset: number,
) => Promise<Seek | null>;

/**
 * Walks the plan's runs down to the one that holds the page. A page that runs from the null
 * values into the others, or back, goes on with them (Seek.followedBy).
 */
const seeker =
  (plan: SeekPlan): Seeker =>
  async (db, status, descending, offset) => {
    const keys: Key[] = [];
    let within = offset;
    for (const level of plan.levels) {
      const run = await runHolding(db, level(status, keys), descending, within);
      if (!run) return null;
      keys.push(run.key);
      within -= run.before;
    }
    return {
      where: plan.from(keys, descending),
      offset: within,
      followedBy: nullsAfter(plan.column, keys[0] === null, descending),
    };
  };

/**
 * What follows a null or a non-null value in the list's order and the plan's bound leaves out:
 * the nulls after the others ascending, the others after the nulls descending.
 */
function nullsAfter(column: SQLWrapper, valueIsNull: boolean, descending: boolean) {
  if (descending && valueIsNull) return sql`${column} is not null`;
  if (!descending && !valueIsNull) return sql`${column} is null`;
  return undefined;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * A date ordering, by transaction_day_tallies: the days before the page are skipped by their
 * counts, so at most one day's index entries are read one by one. Only non-null dates are tallied.
 */
function byDay(field: 'created_at' | 'paid_at', column: SQLWrapper): SeekPlan {
  const days = transactionDayTallies;
  return {
    column,
    levels: [
      (status) => ({
        from: days,
        key: days.day,
        count: days.count,
        where: and(eq(days.field, field), status ? eq(days.status, status) : undefined),
      }),
    ],
    from: ([day], descending) => {
      const dayStart = new Date(`${day}T00:00:00Z`);
      return descending ? lt(column, new Date(dayStart.getTime() + DAY_MS)) : gte(column, dayStart);
    },
  };
}

/**
 * A value ordering, by transaction_value_tallies then transaction_value_id_tallies: the values
 * before the page are skipped by their counts, then the first bytes of the ids within the page's
 * value, so at most 1/256 of a value's index entries are read one by one (through (column, id), or
 * (status, column, id) within a status). The `status` field's value is the status itself.
 */
function byValue(
  field: 'card_value' | 'final_payout' | 'status' | 'paid_at',
  column: SQLWrapper,
): SeekPlan {
  const values = transactionValueTallies;
  const ids = transactionValueIdTallies;
  const ofStatus = (tally: typeof values | typeof ids, status: TransactionStatus | undefined) =>
    status ? eq(tally.status, status) : undefined;
  const ofValue = (status: TransactionStatus | undefined, value: Key) => {
    if (field === 'status')
      return and(isNull(ids.value), eq(ids.status, value as TransactionStatus));
    return and(value === null ? isNull(ids.value) : eq(ids.value, value), ofStatus(ids, status));
  };
  return {
    column,
    levels: [
      (status) => ({
        from: values,
        key: field === 'status' ? values.status : values.value,
        count: values.count,
        where: and(eq(values.field, field), ofStatus(values, status)),
      }),
      (status, [value]) => ({
        from: ids,
        key: ids.idByte,
        count: ids.count,
        where: and(eq(ids.field, field), ofValue(status, value)),
      }),
    ],
    from: ([value, byte], descending) =>
      fromBound(column, value, idBound(byte, descending), descending),
  };
}

/** The first (ascending) or last (descending) possible id whose first byte is `byte`. */
function idBound(byte: Key, descending: boolean) {
  const hex = Number(byte).toString(16).padStart(2, '0');
  return descending
    ? `${hex}ffffff-ffff-ffff-ffff-ffffffffffff`
    : `${hex}000000-0000-0000-0000-000000000000`;
}

/** The rows from (value, id) on in the list's order, as the index (column, id) reads them. */
function fromBound(column: SQLWrapper, value: Key, id: string, descending: boolean): SQL {
  if (value === null) {
    return descending
      ? sql`${column} is null and ${transactions.id} <= ${id}`
      : sql`${column} is null and ${transactions.id} >= ${id}`;
  }
  return descending
    ? sql`(${column}, ${transactions.id}) <= (${value}, ${id})`
    : sql`(${column}, ${transactions.id}) >= (${value}, ${id})`;
}

/**
 * The rows a tally counts in `paid_at` order, within a status when there is one: the day tallies
 * count the paid ones, the value tallies the unpaid ones.
 */
async function paidAtRows(
  db: Executor,
  tally: typeof transactionDayTallies | typeof transactionValueTallies,
  status: TransactionStatus | undefined,
) {
  const [row] = await runNamed(
    db
      .select({ rows: sql<number>`coalesce(sum(${tally.count}), 0)::int` })
      .from(tally)
      .where(and(eq(tally.field, 'paid_at'), status ? eq(tally.status, status) : undefined)),
  );
  return row?.rows ?? 0;
}

const paidDays = seeker(byDay('paid_at', transactions.paidAt));
const unpaid = seeker(byValue('paid_at', transactions.paidAt));

/**
 * `paid_at`: the unpaid rows (no day to count them by) come first descending and last ascending,
 * as in the index. They are sought by their value tallies (which count only them), the paid ones
 * by the day tallies; the block before the page's is skipped by its count.
 */
const paidAt: Seeker = async (db, status, descending, offset) => {
  if (descending) {
    const unpaidRows = await paidAtRows(db, transactionValueTallies, status);
    return offset < unpaidRows
      ? unpaid(db, status, descending, offset)
      : paidDays(db, status, descending, offset - unpaidRows);
  }
  const paidRows = await paidAtRows(db, transactionDayTallies, status);
  return offset < paidRows
    ? paidDays(db, status, descending, offset)
    : unpaid(db, status, descending, offset - paidRows);
};

const SEEKERS = {
  created_at: seeker(byDay('created_at', transactions.createdAt)),
  card_value: seeker(byValue('card_value', transactions.cardValue)),
  final_payout: seeker(byValue('final_payout', transactions.finalPayout)),
  status: seeker(byValue('status', transactions.status)),
  paid_at: paidAt,
} satisfies Record<string, Seeker>;

export type SoughtField = keyof typeof SEEKERS;

/** Where the page at `offset` of a list ordered by `field` alone starts, or null to read it all. */
export const seekDeepPage = (
  db: Executor,
  field: SoughtField,
  status: TransactionStatus | undefined,
  descending: boolean,
  offset: number,
) => SEEKERS[field](db, status, descending, offset);
