import { and, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { slaOpenDueHours, transactions } from '../../db/schema.js';

/**
 * The start of the current UTC hour, as migration 0034's triggers bucket due times. A subquery,
 * so it is computed once: as a filter it would be computed for each hour's row (a time zone's
 * arithmetic each, 6 ms for 2,160 hours at a million transactions, 0.5 ms as a subquery).
 */
const thisHour = sql`(select date_trunc('hour', now(), 'UTC'))`;

/**
 * How many open review clocks are breached (sla_met_at is null, sla_due_at <= now(): the list's
 * sla_state=breached), without reading the breached range: the open clocks of the hours already
 * over, from sla_open_due_hours (one row per hour with open clocks, kept by triggers), plus those
 * due between the start of this hour and now, a short range of transactions_sla_open_idx. One
 * statement: one snapshot and one now() for both parts; prepared, since its planning (about 2 ms)
 * costs more than its execution (under 1 ms at a million transactions).
 */
const breachedCount = preparedPer((db) =>
  db
    .select({
      total: sql<string>`coalesce(sum(${slaOpenDueHours.openCount}), 0) + (${db
        .select({ total: sql`count(*)` })
        .from(transactions)
        .where(
          and(
            isNull(transactions.slaMetAt),
            gte(transactions.slaDueAt, thisHour),
            lte(transactions.slaDueAt, sql`now()`),
          ),
        )})`,
    })
    .from(slaOpenDueHours)
    .where(lt(slaOpenDueHours.hour, thisHour))
    .prepare('transactions_sla_breached_count'),
);

/** The total of the list with sla_state=breached alone (see breachedCount). */
export async function countBreachedClocks(db: Executor): Promise<number> {
  const [row] = await breachedCount(db).execute();
  return Number(row?.total ?? 0);
}
