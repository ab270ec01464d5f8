import { sql } from 'drizzle-orm';
import type { Reconciliation } from '../../../contract/payouts.js';
import type { Executor } from '../../db/client.js';

/** Items sent with no result for longer than this are stale: the bank owes an answer. */
const STALE_AFTER = '3 days';
/** Stale items listed, oldest first: enough to chase. */
const STALE_SHOWN = 100;

type Figures = { count: number; amount: string };

/**
 * A UTC day of payout runs against the bank (contract, "Reconciliation"): what was sent, settled
 * and failed that day, what is in flight now, what waits for the bank after a cancel, and the items
 * sent over three days ago with no result.
 */
export async function reconciliation(db: Executor, date: string): Promise<Reconciliation> {
  const day = sql`(${date}::date)::timestamp at time zone 'UTC'`;
  const within = (column: string) =>
    sql`${sql.raw(column)} >= ${day} and ${sql.raw(column)} < ${day} + interval '1 day'`;
  const net = sql`(amount - offset_amount)`;
  const figures = async (where: ReturnType<typeof sql>) => {
    const { rows } = (await db.execute(
      sql`select count(*)::int as count, coalesce(sum(${net}), 0)::numeric(14, 2)::text as amount
        from payout_batch_items where ${where} and amount > offset_amount`,
    )) as unknown as { rows: Figures[] };
    return rows[0];
  };
  const { rows: flight } = (await db.execute(
    sql`select count(*)::int as count, coalesce(sum(${net}), 0)::numeric(14, 2)::text as amount,
        min(sent_at) as oldest from payout_batch_items where state = 'sent'`,
  )) as unknown as { rows: (Figures & { oldest: string | Date | null })[] };
  const waiting = await figures(sql`state = 'cancel_requested'`);
  const { rows: stale } = (await db.execute(
    sql`select batch_id, reference, sent_at from payout_batch_items
      where state in ('sent', 'cancel_requested') and sent_at < now() - ${STALE_AFTER}::interval
      order by sent_at, id limit ${STALE_SHOWN}`,
  )) as unknown as { rows: { batch_id: string; reference: string; sent_at: string | Date }[] };
  const iso = (at: string | Date) => new Date(at).toISOString();
  return {
    date,
    sent: await figures(within('sent_at')),
    settled: await figures(sql`state = 'paid' and ${within('result_at')}`),
    failed: await figures(sql`state = 'failed' and sent_at is not null and ${within('result_at')}`),
    in_flight: {
      count: flight[0].count,
      amount: flight[0].amount,
      oldest_sent_at: flight[0].oldest ? iso(flight[0].oldest) : null,
    },
    cancel_requested: waiting,
    stale: stale.map((row) => ({ ...row, sent_at: iso(row.sent_at) })),
  };
}
