import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { DatabaseHandle } from './client.js';
import { maintainOnce } from './maintenance.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const statistics = async () => {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = (await database.db.execute(sql`
    select n_mod_since_analyze::int as changed, last_vacuum is not null or last_autovacuum is not null as vacuumed
    from pg_stat_user_tables where relname = 'login_failures'`)) as unknown as {
    rows: { changed: number; vacuumed: boolean }[];
  };
  return rows[0];
};

describe('database maintenance', () => {
  it('vacuums and analyses a table that changed, one table per run, until none is due', async () => {
    await database.db.execute(sql`
      insert into login_failures (key, failures)
      select 'address:' || n, 1 from generate_series(1, 5000) as n`);
    expect((await statistics()).changed).toBe(5000);

    const runs: string[] = [];
    for (let done = await maintainOnce(database); done; done = await maintainOnce(database)) {
      runs.push(done.table);
      if (runs.length > 20) break;
    }
    expect(runs).toContain('login_failures');
    expect(runs.length).toBeLessThanOrEqual(20);
    expect(await statistics()).toEqual({ changed: 0, vacuumed: true });
  });
});
