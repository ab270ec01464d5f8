import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Random } from './random.js';
import type { SeedBrand } from './transactions.js';

const DAY = 24 * 60 * 60 * 1000;
/** A week of history: each key's versions start on these days before today, the last one open. */
const VERSION_DAYS = [7, 4, 1];
const COUNTRIES = { US: 0, GB: -3, CA: -2 } as const;
const BANDS = [
  { min: '10.00', max: '49.99', offset: -2 },
  { min: '50.00', max: '199.99', offset: 0 },
  { min: '200.00', max: '500.00', offset: 1 },
] as const;
/** A physical card is priced with and without its receipt; an e-code's receipt does not matter. */
const KINDS = [
  { form: 'physical', receipt: 'with_receipt', offset: 0 },
  { form: 'physical', receipt: 'no_receipt', offset: -5 },
  { form: 'ecode', receipt: 'any', offset: -4 },
] as const;

/**
 * The demo's rate card: a few brands × US, UK, Canada × physical (with and without receipt) and
 * e-code × three bands, each key changed three times in the last week around the brand's headline
 * rate. Written as history directly (the rate_add function refuses a start in the past): each
 * version's end is the next one's start.
 */
export async function insertRateCard(
  db: Database,
  random: Random,
  options: { brands: SeedBrand[]; now: Date; admin: { id: string; username: string } },
) {
  const { now, admin } = options;
  const rates: Record<string, unknown>[] = [];
  const ends: Record<string, unknown>[] = [];
  for (const brand of options.brands.slice(0, 4)) {
    for (const [country, countryOffset] of Object.entries(COUNTRIES)) {
      for (const kind of KINDS) {
        for (const band of BANDS) {
          const base = Number(brand.rate) + countryOffset + kind.offset + band.offset;
          let previous: { id: string } | null = null;
          for (const daysAgo of VERSION_DAYS) {
            const id = random.uuid();
            const from = new Date(now.getTime() - daysAgo * DAY);
            const percentage = Math.min(99, Math.max(30, base + random.int(-150, 150) / 100));
            rates.push({
              id,
              brand_id: brand.id,
              country,
              form: kind.form,
              receipt: kind.receipt,
              min_value: band.min,
              max_value: band.max,
              rate_percentage: percentage.toFixed(2),
              effective_from: from.toISOString(),
              created_at: from.toISOString(),
            });
            if (previous) ends.push({ rate_id: previous.id, ended_at: from.toISOString() });
            previous = { id };
          }
        }
      }
    }
  }
  await db.execute(sql`
    INSERT INTO "rates" ("id", "brand_id", "country", "form", "receipt", "min_value", "max_value", "rate_percentage", "effective_from", "created_at", "created_by_id", "created_by_username")
    SELECT r."id", r."brand_id", r."country", r."form", r."receipt", r."min_value", r."max_value", r."rate_percentage", r."effective_from", r."created_at", ${admin.id}, ${admin.username}
    FROM jsonb_to_recordset(${JSON.stringify(rates)}::jsonb) AS r("id" uuid, "brand_id" uuid, "country" text, "form" text, "receipt" text, "min_value" numeric, "max_value" numeric, "rate_percentage" numeric, "effective_from" timestamptz, "created_at" timestamptz)`);
  await db.execute(sql`
    INSERT INTO "rate_ends" ("rate_id", "ended_at", "reason", "ended_by_id", "ended_by_username", "created_at")
    SELECT e."rate_id", e."ended_at", 'superseded', ${admin.id}, ${admin.username}, e."ended_at"
    FROM jsonb_to_recordset(${JSON.stringify(ends)}::jsonb) AS e("rate_id" uuid, "ended_at" timestamptz)`);
  return rates.length;
}
