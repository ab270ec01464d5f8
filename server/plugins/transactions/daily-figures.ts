import { gte } from 'drizzle-orm';
import type { DailyFigure } from '../../../contract/review-desk.js';
import type { Executor } from '../../db/client.js';
import { transactionDailyFigures } from '../../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The dashboard's trend: one entry per UTC day of the last `days` (today included), oldest first,
 * zeros for days without activity. Read from the daily roll-up (`transaction_daily_figures`, kept
 * by a trigger in the same database transaction as every change, migration 0007): at most 365 rows
 * by primary key whatever the number of transactions, never the transactions themselves.
 */
export async function dailyFigures(
  db: Executor,
  days: number,
  now = new Date(),
): Promise<DailyFigure[]> {
  const dates = Array.from({ length: days }, (_, index) =>
    isoDay(now.getTime() - (days - 1 - index) * DAY_MS),
  );
  const rows = await db
    .select()
    .from(transactionDailyFigures)
    .where(gte(transactionDailyFigures.day, dates[0]));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return dates.map((date) => {
    const row = byDay.get(date);
    return {
      date,
      submissions: row?.submissions ?? 0,
      paid_count: row?.paidCount ?? 0,
      // numeric(22, 2): the database already answers two places.
      paid_amount: row?.paidAmount ?? '0.00',
    };
  });
}
