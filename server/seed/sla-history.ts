import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * Decisions counted per statement. One statement over a million decisions updates each day's
 * roll-up row tens of thousands of times, and every update walks the row's versions of that
 * statement, none of which can be pruned before it ends: the demo's count took most of an hour at
 * a million transactions. In statements of this many, spread over every day, a row has a few
 * dozen versions each time.
 */
const DECISIONS_PER_STATEMENT = 5000;

/**
 * The service-level roll-ups of the demo's history. Its cards and disputes are written already
 * decided, around the triggers that count a decision when it happens (migration 0022): each
 * row's clock is set and ended from its own times, but no day was counted, so the dashboard's
 * service panel would start empty beside ninety days of decisions. Each decision is counted here
 * by `sla_record`, the one definition of what a decision adds to its day.
 */
export async function countDemoDecisions(db: Executor, perStatement = DECISIONS_PER_STATEMENT) {
  await countInStatements(
    db,
    (after) => sql`
      with chunk as (
        select id, created_at, sla_met_at, sla_due_at from gift_card_transactions
        where sla_met_at is not null and sla_due_at is not null and id > ${after}::uuid
        order by id limit ${perStatement}
      ), counted as (
        select sla_record('review', created_at, sla_met_at, sla_due_at) from chunk
      )
      select (select max(id::text) from chunk) as last, (select count(*) from counted)::int as counted`,
  );
  await countInStatements(
    db,
    (after) => sql`
      with chunk as (
        select id, created_at, resolution_met_at, resolution_due_at from disputes
        where resolution_met_at is not null and resolution_due_at is not null and id > ${after}::uuid
        order by id limit ${perStatement}
      ), counted as (
        select sla_record('dispute_resolution', created_at, resolution_met_at, resolution_due_at)
        from chunk
      )
      select (select max(id::text) from chunk) as last, (select count(*) from counted)::int as counted`,
  );
}

/**
 * Runs `chunk` from the lowest id on, each time after the last id it counted, until none is left.
 * Its `counted` is there to be read: a CTE nobody reads is not run.
 */
async function countInStatements(db: Executor, chunk: (after: string) => SQL) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = (await db.execute(chunk(after))) as unknown as {
      rows: { last: string | null }[];
    };
    if (!rows[0]?.last) return;
    after = rows[0].last;
  }
}
