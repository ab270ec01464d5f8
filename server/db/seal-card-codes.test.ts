import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../plugins/brands/table.js';
import { createTestDatabase, TEST_CARD_CODE_KEYS } from '../test/database.js';
import { cardCodeHash, openCardCode, storedCardCode } from './card-codes.js';
import type { DatabaseHandle } from './client.js';
import { transactions, users } from './schema.js';
import { sealPlainCardCodes } from './seal-card-codes.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const columnsOf = async (table: string) => {
  const { rows } = (await database.db.execute(
    sql`select column_name, is_nullable from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}`,
  )) as unknown as { rows: { column_name: string; is_nullable: string }[] };
  return Object.fromEntries(rows.map((row) => [row.column_name, row.is_nullable === 'YES']));
};

describe('the data step of migration 0006', () => {
  it('seals the codes of rows made before it, drops the plain column, and then does nothing', async () => {
    const { db } = database;
    const keys = TEST_CARD_CODE_KEYS;
    const [customer] = await db
      .insert(users)
      .values({ email: 'old@example.com', username: 'old', passwordHash: 'x' })
      .returning();
    const [brand] = await db
      .insert(brands)
      .values({ name: 'Old', minAmount: '1', maxAmount: '100', ratePercentage: '80' })
      .returning();
    const [sealedAlready] = await db
      .insert(transactions)
      .values({
        userId: customer.id,
        brandId: brand.id,
        cardValue: '10',
        ...storedCardCode(keys, 'NEW-CODE-1111'),
      })
      .returning();
    // The table as the SQL half of the migration leaves it, with a row of the old kind.
    await db.execute(sql`alter table gift_card_transactions add column card_code text`);
    for (const column of ['card_code_sealed', 'card_code_hash', 'card_code_last4']) {
      await db.execute(
        sql.raw(`alter table gift_card_transactions alter column ${column} drop not null`),
      );
    }
    const { rows } = (await db.execute(
      sql`insert into gift_card_transactions (user_id, brand_id, card_value, card_code)
          values (${customer.id}, ${brand.id}, 20, 'old-code 2222') returning id`,
    )) as unknown as { rows: { id: string }[] };

    expect(await sealPlainCardCodes(db, keys)).toBe(1);
    const [old] = await db.select().from(transactions).where(eq(transactions.id, rows[0].id));
    expect(openCardCode(keys, old.cardCodeSealed)).toBe('old-code 2222');
    expect(old.cardCodeHash).toBe(cardCodeHash(keys, 'OLDCODE2222'));
    // At most a third of the code is shown (issue 24): three of these eleven characters.
    expect(old.cardCodeLast4).toBe('222');
    const [kept] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.id, sealedAlready.id));
    expect(kept.cardCodeSealed).toBe(sealedAlready.cardCodeSealed);
    const columns = await columnsOf('gift_card_transactions');
    expect(columns).not.toHaveProperty('card_code');
    expect(columns).toMatchObject({
      card_code_sealed: false,
      card_code_hash: false,
      card_code_last4: false,
    });

    expect(await sealPlainCardCodes(db, keys)).toBe(0);
  });
});
