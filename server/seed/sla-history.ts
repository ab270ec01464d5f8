import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * The service-level roll-ups of the demo's history. Its cards and disputes are written already
 * decided, around the triggers that count a decision when it happens (migration 0022): each
 * row's clock is set and ended from its own times, but no day was counted, so the dashboard's
 * service panel would start empty beside ninety days of decisions. Each decision is counted here
 * by `sla_record`, the one definition of what a decision adds to its day.
 */
export async function countDemoDecisions(db: Executor) {
  await db.execute(sql`
    select sla_record('review', created_at, sla_met_at, sla_due_at)
    from gift_card_transactions where sla_met_at is not null and sla_due_at is not null`);
  await db.execute(sql`
    select sla_record('dispute_resolution', created_at, resolution_met_at, resolution_due_at)
    from disputes where resolution_met_at is not null and resolution_due_at is not null`);
}
