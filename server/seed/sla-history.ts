import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * The service-level roll-ups of the demo's history. Its cards and disputes are written already
 * decided, around the triggers that count a decision when it happens (migration 0022): each
 * row's clock is set and ended from its own times, but no day was counted, so the dashboard's
 * service panel would start empty beside ninety days of decisions. Counted here from the rows,
 * in one statement per target, as `sla_record` counts one decision: by the UTC day it ended,
 * met when it ended by its due time, and its whole minutes capped at 30 days.
 */
export async function countDemoDecisions(db: Executor) {
  await countDecisions(db, {
    target: 'review',
    decided: sql`select created_at as started, sla_met_at as ended, sla_due_at as due
      from gift_card_transactions where sla_met_at is not null and sla_due_at is not null`,
  });
  await countDecisions(db, {
    target: 'dispute_resolution',
    decided: sql`select created_at as started, resolution_met_at as ended, resolution_due_at as due
      from disputes where resolution_met_at is not null and resolution_due_at is not null`,
  });
}

async function countDecisions(
  db: Executor,
  { target, decided }: { target: string; decided: ReturnType<typeof sql> },
) {
  await db.execute(sql`
    with decided as (${decided})
    insert into sla_daily (day, target, decided, met, missed)
    select (ended at time zone 'UTC')::date, ${target}, count(*),
      count(*) filter (where ended <= due), count(*) filter (where ended > due)
    from decided group by 1
    on conflict (day, target) do update set
      decided = sla_daily.decided + excluded.decided,
      met = sla_daily.met + excluded.met,
      missed = sla_daily.missed + excluded.missed`);
  await db.execute(sql`
    with decided as (${decided})
    insert into sla_daily_minutes (day, target, minutes, count)
    select (ended at time zone 'UTC')::date, ${target},
      least(43200, greatest(0, floor(extract(epoch from ended - started) / 60)::integer)), count(*)
    from decided group by 1, 3
    on conflict (day, target, minutes) do update set
      count = sla_daily_minutes.count + excluded.count`);
}
