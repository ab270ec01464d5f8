import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';

/** Issue 30 asks the quote and a submission's cost with this many rate rows. */
export const BENCH_RATE_ROWS = 10_000;
/** Countries the demo's rate card leaves out (it has US, GB, CA): the bench's rows are there. */
export const BENCH_RATE_COUNTRIES = ['DE', 'FR', 'NG', 'AU', 'IE', 'NL', 'ES', 'IT', 'SE', 'NZ'];
/** Twenty bands of $50 from $0 to $999.99 per brand, country and form. */
const BANDS = 20;

/**
 * Tops the rates table up to BENCH_RATE_ROWS rows, once: e-code and physical rates (receipt
 * `any`) of every brand in BENCH_RATE_COUNTRIES, in $50 bands, none overlapping another. Written
 * as history directly (25 brands × 10 countries × 2 forms × 20 bands = 10,000 at most), as the
 * demo's rate card is. Returns the number of rate rows.
 */
export async function ensureRateRows(db: Database) {
  await db.execute(sql`
    insert into rates (brand_id, country, form, receipt, min_value, max_value, rate_percentage,
      effective_from, created_by_id, created_by_username)
    select b.id, country, form, 'any', band * 50, band * 50 + 49.99, 60 + band, now(),
      gen_random_uuid(), 'bench-rate-rows'
    from brands b,
      unnest(${`{${BENCH_RATE_COUNTRIES.join(',')}}`}::text[]) as country,
      unnest(array['physical', 'ecode']) as form,
      generate_series(0, ${BANDS - 1}) as band
    where not exists (select 1 from rates where created_by_username = 'bench-rate-rows')
    order by country, b.id, form, band
    limit greatest(0, ${BENCH_RATE_ROWS} - (select count(*) from rates))`);
  const { rows } = (await db.execute(sql`select count(*)::int as n from rates`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0].n;
}
