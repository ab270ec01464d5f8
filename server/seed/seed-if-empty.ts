import { sql } from 'drizzle-orm';
import type { CardCodeKeys } from '../config.js';
import type { Database } from '../db/client.js';
import { brands } from '../plugins/brands/table.js';

/** Demo data goes only into a database that has no brands yet: never over real data. */
export async function seedIfEmpty(
  db: Database,
  cardCodeKeys: CardCodeKeys,
  log: (line: string) => void,
) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(brands);
  if (count > 0) return;
  const { seedDemo } = await import('./demo.js');
  await seedDemo(db, { log, cardCodeKeys });
}
