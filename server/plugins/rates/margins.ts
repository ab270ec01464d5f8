import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from './service.js';

interface MarginRow {
  brand_id: string;
  brand_name: string;
  submissions: number;
  card_value: string;
  payout: string;
  margin_percentage: string;
}

/**
 * Card value, payout and margin by brand over the transactions accepted or paid in the last `days`
 * days (today included), read from the daily roll-up that migration 0020's trigger keeps.
 */
export async function marginsByBrand(db: Executor, days: number) {
  const rows = await rowsOf<MarginRow>(
    db,
    sql`
      SELECT d."brand_id", b."name" AS "brand_name", sum(d."submissions")::integer AS "submissions",
        sum(d."card_value")::numeric(22, 2)::text AS "card_value", sum(d."payout")::numeric(22, 2)::text AS "payout",
        CASE WHEN sum(d."card_value") = 0 THEN '0.00'
          ELSE round((sum(d."card_value") - sum(d."payout")) * 100 / sum(d."card_value"), 2)::text END AS "margin_percentage"
      FROM "rate_margin_days" d JOIN "brands" b ON b."id" = d."brand_id"
      WHERE d."day" > (now() AT TIME ZONE 'UTC')::date - ${days}::integer
      GROUP BY d."brand_id", b."name"
      HAVING sum(d."submissions") <> 0
      ORDER BY lower(b."name"), b."name", d."brand_id"`,
  );
  return rows.map((row) => ({
    brand: { id: row.brand_id, name: row.brand_name },
    submissions: row.submissions,
    card_value: row.card_value,
    payout: row.payout,
    margin_percentage: row.margin_percentage,
  }));
}
