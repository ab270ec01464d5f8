import { and, gte, isNull, sql } from 'drizzle-orm';
import { SLA_TARGETS, type SlaSummary, type SlaTarget } from '../../../contract/sla.js';
import type { Executor } from '../../db/client.js';
import { disputes, slaDaily, slaDailyMinutes, transactions } from '../../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;

/** Open items of one clock by state, counted from its partial index of open items. */
const openCounts = (dueAt: unknown, warnAt: unknown) => ({
  on_time: sql<number>`count(*) filter (where ${warnAt} > now())::int`,
  due_soon: sql<number>`count(*) filter (where ${warnAt} <= now() and ${dueAt} > now())::int`,
  breached: sql<number>`count(*) filter (where ${dueAt} <= now())::int`,
});

/** The smallest minute count that at least `share` of the day's decisions took no longer than. */
function percentile(histogram: { minutes: number; count: number }[], share: number) {
  const total = histogram.reduce((sum, bucket) => sum + bucket.count, 0);
  if (!total) return null;
  const wanted = Math.ceil(total * share);
  let running = 0;
  for (const bucket of histogram) {
    running += bucket.count;
    if (running >= wanted) return bucket.minutes;
  }
  return null;
}

/**
 * `GET /admin/sla/summary/`: the open items of each target by state, and each of the last `days`
 * UTC days per target (oldest first, zeros included) from the roll-ups the database keeps with
 * each decision: a day's row, and its histogram of minutes (one row per distinct minute count),
 * so the cost follows the number of days, not of items.
 */
export async function slaSummary(db: Executor, days: number): Promise<SlaSummary> {
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  const dates = Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY).toISOString().slice(0, 10),
  );
  const from = dates[0];
  const [[review], [firstResponse], [resolution], daily, histogram] = await Promise.all([
    db
      .select(openCounts(transactions.slaDueAt, transactions.slaWarnAt))
      .from(transactions)
      .where(and(isNull(transactions.slaMetAt), sql`${transactions.status} = 'PENDING_REVIEW'`)),
    db
      .select(openCounts(disputes.firstResponseDueAt, disputes.firstResponseWarnAt))
      .from(disputes)
      .where(and(isNull(disputes.firstResponseMetAt), sql`${disputes.status} = 'open'`)),
    db
      .select(openCounts(disputes.resolutionDueAt, disputes.resolutionWarnAt))
      .from(disputes)
      .where(and(isNull(disputes.resolutionMetAt), sql`${disputes.status} = 'open'`)),
    db.select().from(slaDaily).where(gte(slaDaily.day, from)),
    db
      .select()
      .from(slaDailyMinutes)
      .where(gte(slaDailyMinutes.day, from))
      .orderBy(slaDailyMinutes.day, slaDailyMinutes.target, slaDailyMinutes.minutes),
  ]);
  const key = (day: string, target: SlaTarget) => `${day} ${target}`;
  const byDay = new Map(daily.map((row) => [key(row.day, row.target), row]));
  const minutesByDay = new Map<string, typeof histogram>();
  for (const row of histogram) {
    const group = minutesByDay.get(key(row.day, row.target));
    if (group) group.push(row);
    else minutesByDay.set(key(row.day, row.target), [row]);
  }
  return {
    open: {
      review,
      dispute_first_response: firstResponse,
      dispute_resolution: resolution,
    },
    days: dates.flatMap((date) =>
      SLA_TARGETS.map((target) => {
        const row = byDay.get(key(date, target));
        const buckets = minutesByDay.get(key(date, target)) ?? [];
        return {
          date,
          target,
          decided: row?.decided ?? 0,
          met: row?.met ?? 0,
          missed: row?.missed ?? 0,
          p50_minutes: percentile(buckets, 0.5),
          p90_minutes: percentile(buckets, 0.9),
        };
      }),
    ),
  };
}
