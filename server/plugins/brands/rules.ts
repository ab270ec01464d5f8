import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { transactions } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { brands } from './table.js';

// The spec's rules of a brand that its fields cannot say alone, in its words (section 5).

const BRAND_NAME_TAKEN = 'A brand with this name already exists.';
const AMOUNTS_OUT_OF_ORDER = 'Minimum amount cannot be greater than maximum amount.';
const BRAND_HAS_TRANSACTIONS =
  'This brand has gift card submissions and cannot be deleted. Deactivate it instead.';

type BrandRow = typeof brands.$inferSelect;

/** Names are unique whatever their case; `exceptId` lets a brand keep (or re-case) its own. */
export async function assertNameFree(db: Executor, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        sql`lower(${brands.name}) = lower(${name})`,
        exceptId ? ne(brands.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(BRAND_NAME_TAKEN, { name: [BRAND_NAME_TAKEN] });
}

export function assertAmountsInOrder(min: string, max: string) {
  if (Number(min) > Number(max)) {
    throw badRequest(AMOUNTS_OUT_OF_ORDER, { min_amount: [AMOUNTS_OUT_OF_ORDER] });
  }
}

/**
 * A brand with transactions keeps its history: deactivate it instead. Its row is locked by then,
 * so a transaction inserted meanwhile (its foreign key check waits for the lock) cannot slip past.
 */
export async function assertNoSubmissions(db: Executor, brand: BrandRow) {
  const [transaction] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.brandId, brand.id))
    .limit(1);
  if (brand.transactionCount > 0 || transaction) throw conflict(BRAND_HAS_TRANSACTIONS);
}
