import { sql } from 'drizzle-orm';
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
  for (const clock of DECIDED_CLOCKS) await countClock(db, clock, perStatement);
}

/** The clocks of the demo's history: where each is kept, and the target sla_record counts it for. */
const DECIDED_CLOCKS = [
  { target: 'review', table: 'gift_card_transactions', ended: 'sla_met_at', due: 'sla_due_at' },
  {
    target: 'dispute_resolution',
    table: 'disputes',
    ended: 'resolution_met_at',
    due: 'resolution_due_at',
  },
] as const;

/**
 * Counts the decisions of one clock, `perStatement` at a time from the lowest id on, each time
 * after the last id counted, until none is left. A statement's `counted` is there to be read: a
 * CTE nobody reads is not run.
 */
async function countClock(
  db: Executor,
  { target, table, ended, due }: (typeof DECIDED_CLOCKS)[number],
  perStatement: number,
) {
  const [rows, endedAt, dueAt] = [
    sql.identifier(table),
    sql.identifier(ended),
    sql.identifier(due),
  ];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows: counted } = (await db.execute(sql`
      with chunk as (
        select id, created_at, ${endedAt} as ended_at, ${dueAt} as due_at from ${rows}
        where ${endedAt} is not null and ${dueAt} is not null and id > ${after}::uuid
        order by id limit ${perStatement}
      ), counted as (
        select sla_record(${target}, created_at, ended_at, due_at) from chunk
      )
      select (select max(id::text) from chunk) as last, (select count(*) from counted)::int as counted`)) as unknown as {
      rows: { last: string | null }[];
    };
    if (!counted[0]?.last) return;
    after = counted[0].last;
  }
}
