import { type SQL, sql } from 'drizzle-orm';
import { type ServerText, serverText } from '../../../contract/messages.js';
import type { Rate, RateInput, RateListQuery } from '../../../contract/rates.js';
import { rateOrdering } from '../../../contract/rates.js';
import type { Executor, Tx } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.js';
import { pageWindow, parseOrdering } from '../../lib/pagination.js';
import { type AuditContext, recordAudit } from '../audit/record.js';

/** A rate version as read from the view "rate_versions" (migration 0020), with its brand's name. */
interface RateRow {
  id: string;
  brand_id: string;
  brand_name: string;
  country: string;
  form: Rate['form'];
  receipt: Rate['receipt'];
  min_value: string;
  max_value: string;
  rate_percentage: string;
  effective_from: Date | string;
  effective_to: Date | string | null;
  note: string | null;
  created_by_id: string;
  created_by_username: string;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const money = (value: string) => Number(value).toFixed(2);

export function serializeRate(row: RateRow): Rate {
  return {
    id: row.id,
    brand: { id: row.brand_id, name: row.brand_name },
    country: row.country,
    form: row.form,
    receipt: row.receipt,
    min_value: money(row.min_value),
    max_value: money(row.max_value),
    rate_percentage: money(row.rate_percentage),
    effective_from: iso(row.effective_from),
    effective_to: row.effective_to === null ? null : iso(row.effective_to),
    note: row.note,
    created_by: { id: row.created_by_id, username: row.created_by_username },
    created_at: iso(row.created_at),
  };
}

const versions = sql`"rate_versions" v JOIN "brands" b ON b."id" = v."brand_id"`;
const columns = sql`v.*, b."name" AS "brand_name"`;

/** In effect at `at`: started by then and not ended by then. */
export const inEffectAt = (at: Date | SQL) =>
  sql`v."effective_from" <= ${at} AND (v."effective_to" IS NULL OR v."effective_to" > ${at})`;

type RateFilters = Pick<RateListQuery, 'brand' | 'country' | 'form' | 'receipt' | 'at' | 'history'>;

function whereOf(query: RateFilters): SQL {
  const conditions: SQL[] = [];
  if (query.brand) conditions.push(sql`v."brand_id" = ${query.brand}`);
  if (query.country) conditions.push(sql`v."country" = ${query.country}`);
  if (query.form) conditions.push(sql`v."form" = ${query.form}`);
  if (query.receipt) conditions.push(sql`v."receipt" = ${query.receipt}`);
  if (!query.history) conditions.push(inEffectAt(query.at ? new Date(query.at) : sql`now()`));
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

const ORDER_COLUMNS = {
  brand: sql`b."name"`,
  rate_percentage: sql`v."rate_percentage"`,
  effective_from: sql`v."effective_from"`,
} as const;

/** The key and band order that makes a rate card read like a table, after the asked ordering. */
const CARD_ORDER = sql`b."name", v."country", v."form", v."receipt", v."min_value", v."effective_from" DESC, v."id"`;

function orderOf(query: Pick<RateListQuery, 'ordering' | 'history'>): SQL {
  // A history reads newest first unless an ordering is asked for.
  if (query.history && !query.ordering)
    return sql`v."effective_from" DESC, v."created_at" DESC, v."id"`;
  const terms = parseOrdering(query.ordering, rateOrdering).map(
    (term) => sql`${ORDER_COLUMNS[term.field]} ${term.descending ? sql`DESC` : sql`ASC`}`,
  );
  return sql.join([...terms, CARD_ORDER], sql`, `);
}

/** The rows of a query written in SQL, on either driver. */
export const rowsOf = async <Row>(db: Executor, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export async function listRates(db: Executor, query: RateListQuery) {
  const where = whereOf(query);
  const { limit, offset } = pageWindow(query);
  const [{ count }] = await rowsOf<{ count: number }>(
    db,
    sql`SELECT count(*)::integer AS "count" FROM ${versions} WHERE ${where}`,
  );
  const rows = await rowsOf<RateRow>(
    db,
    sql`SELECT ${columns} FROM ${versions} WHERE ${where} ORDER BY ${orderOf(query)} LIMIT ${limit} OFFSET ${offset}`,
  );
  return { count, results: rows.map(serializeRate) };
}

/** Every rate of the filters in effect, in the card's order: what the CSV export writes. */
export async function ratesInEffect(db: Executor, query: RateFilters) {
  const rows = await rowsOf<RateRow>(
    db,
    sql`SELECT ${columns} FROM ${versions} WHERE ${whereOf({ ...query, history: false })} ORDER BY ${CARD_ORDER}`,
  );
  return rows.map(serializeRate);
}

export async function getRate(db: Executor, id: string) {
  const [row] = await rowsOf<RateRow>(
    db,
    sql`SELECT ${columns} FROM ${versions} WHERE v."id" = ${id}`,
  );
  if (!row) throw notFound('Rate not found.');
  return serializeRate(row);
}

const BAND_HAS_VERSION =
  /^The band (\S+) to (\S+) already has a version from (.+): a new one starts later$/;
const BAND_OVERLAPS =
  /^The band (\S+) to (\S+) overlaps the band (\S+) to (\S+) in effect from (.+)$/;

/** PostgreSQL's `2026-11-20 10:00:00+00` as an ISO date-time the app writes as a date. */
const isoMoment = (text: string) => {
  const moment = new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return Number.isNaN(moment.getTime()) ? text : moment.toISOString();
};

/**
 * The database's refusal as a coded text when it is one the app words (migration 0020); its
 * English stays the database's own sentence.
 */
function databaseText(message: string): ServerText | string {
  const version = BAND_HAS_VERSION.exec(message);
  if (version) {
    const [, min_value, max_value, starts] = version;
    const params = { min_value, max_value, starts: isoMoment(starts) };
    return { ...serverText('rates.band_has_version', params), english: message };
  }
  const overlap = BAND_OVERLAPS.exec(message);
  if (overlap) {
    const [, min_value, max_value, other_min, other_max, starts] = overlap;
    const params = { min_value, max_value, other_min, other_max, starts: isoMoment(starts) };
    return { ...serverText('rates.band_overlaps', params), english: message };
  }
  return serverText('rates.starts_in_past').english === message
    ? serverText('rates.starts_in_past')
    : message;
}

/** What the database refuses when a rate is added, in the contract's words. */
function refusal(error: unknown): HttpError | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, message, constraint } = cause as {
    code?: string;
    message?: string;
    constraint?: string;
  };
  if (code === '23P01')
    return conflict(databaseText(message ?? 'The band overlaps another.'), {
      min_value: [message ?? ''],
    });
  if (code === '22023') {
    return badRequest(databaseText(message ?? ''), { effective_from: [message ?? ''] });
  }
  if (code === '23503' && constraint?.includes('brand')) {
    return badRequest('brand names no brand.', { brand: ['brand names no brand.'] });
  }
  return null;
}

export interface Added {
  rateId: string | null;
  supersededId: string | null;
}

/**
 * Adds one rate in the caller's database transaction (the database ends the version it replaces
 * and refuses an overlapping band: migration 0020, rate_add). A savepoint keeps a refusal from
 * spoiling the transaction, so that a bulk call can name every refused row.
 */
export async function addRate(
  tx: Tx,
  actor: { id: string; username: string },
  rate: RateInput,
  options: { skipUnchanged?: boolean; effectiveFrom?: string } = {},
): Promise<Added | HttpError> {
  const starts = rate.effective_from ?? options.effectiveFrom ?? null;
  try {
    return await tx.transaction(async (savepoint) => {
      const [row] = await rowsOf<{ rate_id: string | null; superseded_id: string | null }>(
        savepoint,
        sql`SELECT "rate_id", "superseded_id" FROM rate_add(${rate.brand}, ${rate.country}, ${rate.form}, ${rate.receipt}, ${rate.min_value}::numeric, ${rate.max_value}::numeric, ${rate.rate_percentage}::numeric, ${starts}::timestamptz, ${rate.note ?? null}, ${actor.id}, ${actor.username}, ${options.skipUnchanged ?? false})`,
      );
      return { rateId: row.rate_id, supersededId: row.superseded_id };
    });
  } catch (error) {
    const answer = refusal(error);
    if (answer) return answer;
    throw error;
  }
}

/** Rates added in one database transaction take their keys' locks in one order: no deadlock. */
export const byKey = <T extends { rate: RateInput }>(rows: T[]) =>
  [...rows].sort((a, b) =>
    `${a.rate.brand}${a.rate.country}${a.rate.form}${a.rate.receipt}`.localeCompare(
      `${b.rate.brand}${b.rate.country}${b.rate.form}${b.rate.receipt}`,
    ),
  );

const actorOf = (context: AuditContext) => {
  if (!context.actor) throw new HttpError(401, 'Authentication credentials were not provided.');
  return context.actor;
};

/** A rate's key, band and percentage, for its audit summaries: form and receipt by code. */
const rateParams = (rate: Rate) => ({
  brand: rate.brand.name,
  country: rate.country,
  form: rate.form,
  receipt: rate.receipt,
  min_value: rate.min_value,
  max_value: rate.max_value,
  rate: rate.rate_percentage,
});

async function auditAdded(tx: Tx, context: AuditContext, added: Added): Promise<Rate> {
  const rate = await getRate(tx, added.rateId as string);
  await recordAudit(tx, context, {
    action: 'rate.create',
    target: { type: 'rate', id: rate.id },
    summary: serverText('audit.rate_created', {
      ...rateParams(rate),
      effective_from: rate.effective_from,
    }),
    changes: {
      rate_percentage: [null, rate.rate_percentage],
      ...(added.supersededId ? { supersedes: [added.supersededId, rate.id] } : {}),
    },
  });
  return rate;
}

export async function createRate(db: Executor, context: AuditContext, rate: RateInput) {
  const actor = actorOf(context);
  return db.transaction(async (tx) => {
    const added = await addRate(tx, actor, rate);
    if (added instanceof HttpError) throw added;
    return auditAdded(tx, context, added);
  });
}

/** Rates added all or nothing; a refusal of any row is a 400 naming each refused row by index. */
export async function createRates(
  db: Executor,
  context: AuditContext,
  rates: RateInput[],
  effectiveFrom?: string,
) {
  const actor = actorOf(context);
  return db.transaction(async (tx) => {
    const refused: Record<string, string[]> = {};
    const created: { index: number; rate: Rate }[] = [];
    for (const { rate, index } of byKey(rates.map((rate, index) => ({ rate, index })))) {
      const added = await addRate(tx, actor, rate, { effectiveFrom });
      if (added instanceof HttpError) refused[`rates.${index}`] = [added.message];
      else if (!Object.keys(refused).length)
        created.push({ index, rate: await auditAdded(tx, context, added) });
    }
    if (Object.keys(refused).length) {
      throw badRequest(
        `${Object.keys(refused).length} of ${rates.length} rates were refused; none was saved.`,
        refused,
      );
    }
    return created.sort((a, b) => a.index - b.index).map((entry) => entry.rate);
  });
}

export async function retireRate(db: Executor, context: AuditContext, id: string) {
  const actor = actorOf(context);
  return db.transaction(async (tx) => {
    const before = await getRate(tx, id);
    const [{ ended }] = await rowsOf<{ ended: boolean }>(
      tx,
      sql`SELECT rate_retire(${id}, ${actor.id}, ${actor.username}) AS "ended"`,
    );
    if (!ended) throw conflict('This rate has already ended.');
    const rate = await getRate(tx, id);
    await recordAudit(tx, context, {
      action: 'rate.retire',
      target: { type: 'rate', id },
      summary: serverText('audit.rate_retired', rateParams(before)),
      changes: { effective_to: [before.effective_to, rate.effective_to] },
    });
    return rate;
  });
}
