import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL pool', () => {
  it('survives its idle connections being cut, and answers on new ones', async () => {
    const database = await createTestDatabase();
    try {
      const { rows } = (await database.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      const [{ name }] = rows;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = (await database.db.execute(sql`select 1 as one`)) as {
        rows: { one: number }[];
      };
      expect(again.rows[0].one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
