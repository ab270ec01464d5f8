import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { DatabaseHandle } from './client.js';
import { isRetriedConflict } from './retry.js';

/*
 * Two transactions that lock the same rows in opposite orders: PostgreSQL ends one of them as a
 * deadlock. The server runs it again instead of answering 500, and both changes are kept once.
 * PGlite runs one transaction at a time and never deadlocks.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(
    sql`create table deadlock_probe (id int primary key, moves int not null)`,
  );
  await handle.db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
});
afterAll(() => handle?.close());

describe.skipIf(process.env.TEST_DB !== 'postgres')('a deadlock', () => {
  it('is run again by the transaction that lost it, and both commit once', async () => {
    const { db } = handle;
    let runs = 0;
    let release: () => void = () => {};
    const bothHoldOneRow = new Promise<void>((resolve) => {
      let holding = 0;
      release = () => {
        holding += 1;
        if (holding === 2) resolve();
      };
    });
    const move = (first: number, second: number) =>
      db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`update deadlock_probe set moves = moves + 1 where id = ${first}`);
        release();
        await bothHoldOneRow;
        await tx.execute(sql`update deadlock_probe set moves = moves + 1 where id = ${second}`);
      });
    const results = await Promise.allSettled([move(1, 2), move(2, 1)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(runs).toBe(3);
    const { rows } = (await db.execute(
      sql`select id, moves from deadlock_probe order by id`,
    )) as unknown as { rows: { id: number; moves: number }[] };
    expect(rows).toEqual([
      { id: 1, moves: 2 },
      { id: 2, moves: 2 },
    ]);
  });

  it('that keeps happening is given up after 3 retries, for the request to answer 503', async () => {
    let runs = 0;
    const deadlocked = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const attempt = handle.db.transaction(async () => {
      runs += 1;
      throw deadlocked;
    });
    await expect(attempt).rejects.toBe(deadlocked);
    expect(runs).toBe(4);
    expect(isRetriedConflict(deadlocked)).toBe(true);
    // Anything else is not run again.
    runs = 0;
    const refused = handle.db.transaction(async () => {
      runs += 1;
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    await expect(refused).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
  });
});
