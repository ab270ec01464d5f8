import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../plugins/users/accounts.js';
import { createTestDatabase } from '../test/database.js';
import type { DatabaseHandle } from './client.js';
import { directSelect } from './direct-select.js';
import { users } from './schema.js';

/** The same user joined again: a row found. */
const same = alias(users, 'same');
/** Joined on nothing: no row found. */
const nobody = alias(users, 'nobody');

const selection = {
  id: users.id,
  role: users.role,
  joined: users.dateJoined,
  same: { id: same.id, username: same.username },
  nobody: { id: nobody.id, username: nobody.username },
  two: sql<number>`1 + 1`.as('two'),
};

describe('a select run by the database client itself', () => {
  let database: DatabaseHandle;
  const query = () =>
    database.db
      .select(selection)
      .from(users)
      .leftJoin(same, eq(same.id, users.id))
      .leftJoin(nobody, sql`false`)
      .where(eq(users.id, sql.placeholder('id')));

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureAdmin(database.db, { email: 'direct@example.com', password: 'direct-password' });
  });
  afterAll(() => database.close());

  it("reads the rows drizzle reads: each column's own type, nested objects, a missing join as null", async () => {
    const [{ id }] = await database.db.select({ id: users.id }).from(users).limit(1);
    const rows = await directSelect(database.db, 'direct_select_test', selection, query())({ id });
    expect(rows).toEqual(await query().execute({ id }));
    expect(rows[0]).toMatchObject({ id, role: 'admin', nobody: null, two: 2 });
    expect(rows[0].same?.id).toBe(id);
    expect(rows[0].joined).toBeInstanceOf(Date);
  });

  it("refuses a selection other than the query's instead of filling the wrong fields", async () => {
    const [{ id }] = await database.db.select({ id: users.id }).from(users).limit(1);
    const { two: _left, ...shorter } = selection;
    const read = directSelect(database.db, 'direct_select_shorter', shorter, query());
    await expect(read({ id })).rejects.toThrow(/does not match/);
  });
});
