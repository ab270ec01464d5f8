import { sql } from 'drizzle-orm';
import type { CardCodeKeys } from '../config.js';
import { storedCardCode } from './card-codes.js';
import type { Database } from './types.js';

/** Rows sealed per statement round, so a large table is not held in memory at once. */
const BATCH = 1_000;
/** Any fixed number: instances starting together take turns at this step. */
const LOCK_ID = 1_406_000;

/**
 * The data half of migration 0006: SQL cannot seal with the server's key, so the server seals
 * every code still in the plain `card_code` column, then drops that column and makes the sealed
 * ones required. Runs at every start and does nothing once the plain column is gone.
 */
export async function sealPlainCardCodes(db: Database, keys: CardCodeKeys): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ID})`);
    const { rows: columns } = (await tx.execute(
      sql`select 1 from information_schema.columns
          where table_schema = current_schema() and table_name = 'gift_card_transactions'
            and column_name = 'card_code'`,
    )) as unknown as { rows: unknown[] };
    if (columns.length === 0) return 0;
    let sealed = 0;
    for (;;) {
      const { rows } = (await tx.execute(
        sql`select id, card_code from gift_card_transactions
            where card_code is not null limit ${BATCH}`,
      )) as unknown as { rows: { id: string; card_code: string }[] };
      if (rows.length === 0) break;
      for (const row of rows) {
        const code = storedCardCode(keys, row.card_code);
        await tx.execute(
          sql`update gift_card_transactions
              set card_code_sealed = ${code.cardCodeSealed}, card_code_hash = ${code.cardCodeHash},
                  card_code_last4 = ${code.cardCodeLast4}, card_code = null
              where id = ${row.id}`,
        );
      }
      sealed += rows.length;
    }
    await tx.execute(sql`alter table gift_card_transactions drop column card_code`);
    for (const column of ['card_code_sealed', 'card_code_hash', 'card_code_last4']) {
      await tx.execute(
        sql.raw(`alter table gift_card_transactions alter column ${column} set not null`),
      );
    }
    return sealed;
  });
}
