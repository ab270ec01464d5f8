import { sql } from 'drizzle-orm';
import type { Answer, DeclaredHooks } from '../../declared/hooks.js';
import { serializeBrand } from './serialize.js';
import { brands } from './table.js';

type BrandRow = typeof brands.$inferSelect;

/**
 * The brands on the derived list and record routes: read from the brands table, whose columns
 * are the declared fields' but its logo's (`image_id`), and each brand answered as
 * ./serialize.ts words it.
 */
const hooks: DeclaredHooks = {
  source: {
    table: brands,
    id: brands.id,
    // The unique index brands_name_key (lower(name)) serves the default order.
    orderBy: { name: sql`lower(${brands.name})` },
  },
  serialize: (_answer, row) => serializeBrand(row as unknown as BrandRow) as unknown as Answer,
};

export default hooks;
