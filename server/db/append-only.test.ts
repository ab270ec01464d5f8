import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands } from '../plugins/brands/table.js';
import { createTestDatabase, TEST_CARD_CODE_KEYS } from '../test/database.js';
import { storedCardCode } from './card-codes.js';
import { activityLogs, transactions, users } from './schema.js';

/** The database's own message of a refused statement (drizzle wraps it in a cause). */
const refusal = (statement: Promise<unknown>) =>
  statement.then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

const auditRow = sql`insert into audit_logs (action, summary) values ('auth.logout', 'probe')`;

describe('the audit trail as the database owner sees it', () => {
  it('refuses TRUNCATE, as it refuses UPDATE and DELETE', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.execute(auditRow);
      expect(await refusal(database.db.execute(sql`truncate audit_logs`))).toBe(
        'audit_logs is append-only: it cannot be truncated',
      );
      expect(await refusal(database.db.execute(sql`truncate audit_logs cascade`))).toMatch(
        /append-only/,
      );
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as n from audit_logs`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0].n).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('the activity rows as the database owner sees them', () => {
  it('refuses UPDATE, DELETE and TRUNCATE: a review is told once', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const [user] = await db
        .insert(users)
        .values({ email: 'c@example.com', username: 'c', passwordHash: 'x' })
        .returning();
      const [brand] = await db
        .insert(brands)
        .values({ name: 'B', minAmount: '1.00', maxAmount: '100.00', ratePercentage: '80.00' })
        .returning();
      const [card] = await db
        .insert(transactions)
        .values({
          userId: user.id,
          brandId: brand.id,
          cardValue: '10.00',
          ...storedCardCode(TEST_CARD_CODE_KEYS, 'ACTIVITY-1'),
        })
        .returning();
      await db
        .insert(activityLogs)
        .values({ transactionId: card.id, performedByName: 'Ada', action: 'other', notes: 'n' });
      for (const statement of [
        sql`update activity_logs set notes = 'rewritten'`,
        sql`delete from activity_logs`,
        sql`delete from gift_card_transactions`,
      ]) {
        expect(await refusal(db.execute(statement))).toBe(
          'activity_logs entries cannot be changed or deleted',
        );
      }
      expect(await refusal(db.execute(sql`truncate activity_logs`))).toBe(
        'activity_logs is append-only: it cannot be truncated',
      );
      const kept = await db.select().from(activityLogs);
      expect(kept.map((row) => row.notes)).toEqual(['n']);
    } finally {
      await database.close();
    }
  });
});
