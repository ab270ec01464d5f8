import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { rowsOf } from './service.js';

export interface CardKind {
  country: string;
  form: 'physical' | 'ecode';
  receipt: 'with_receipt' | 'no_receipt';
}

export interface Quote {
  rate_id: string | null;
  rate_percentage: string;
  payout: string;
}

/**
 * What a card is worth now: the rate in effect for its brand, country, form and band, the exact
 * receipt kind before `any`; with none, the brand's headline rate. The payout is rounded half up
 * to the cent (numeric's round). 404 when the brand does not exist.
 */
export async function quote(
  db: Executor,
  brandId: string,
  cardValue: string,
  card: CardKind,
): Promise<Quote> {
  const [row] = await rowsOf<Quote>(
    db,
    sql`
      SELECT r."id" AS "rate_id", coalesce(r."rate_percentage", b."rate_percentage")::text AS "rate_percentage",
        round(${cardValue}::numeric * coalesce(r."rate_percentage", b."rate_percentage") / 100, 2)::text AS "payout"
      FROM "brands" b
      LEFT JOIN LATERAL (
        SELECT v."id", v."rate_percentage" FROM "rate_versions" v
        WHERE v."brand_id" = b."id" AND v."country" = ${card.country} AND v."form" = ${card.form}
          AND v."receipt" IN (${card.receipt}, 'any')
          AND v."min_value" <= ${cardValue}::numeric AND v."max_value" >= ${cardValue}::numeric
          AND v."effective_from" <= now() AND (v."effective_to" IS NULL OR v."effective_to" > now())
        ORDER BY v."receipt" = ${card.receipt} DESC
        LIMIT 1
      ) r ON true
      WHERE b."id" = ${brandId}`,
  );
  if (!row) throw notFound('Brand not found.');
  return {
    rate_id: row.rate_id,
    rate_percentage: Number(row.rate_percentage).toFixed(2),
    payout: Number(row.payout).toFixed(2),
  };
}
