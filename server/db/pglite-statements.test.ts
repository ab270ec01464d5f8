import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepStatementsPrepared } from './pglite-statements.js';

describe('PGlite with its statements kept prepared', () => {
  let kept: PGlite;
  let plain: PGlite;
  const schema = `
    create table cards (id int primary key, code text unique, value numeric(12, 2),
      flags text[] not null default '{}', meta jsonb, created_at timestamptz not null default '2026-11-27 10:00:00+00');
    insert into cards (id, code, value, flags, meta) values
      (1, 'AAAA', 12.50, '{duplicate}', '{"a": 1}'), (2, 'BBBB', null, '{}', null);`;

  // Each test's two databases are copies of one made by initdb once: a copy starts in a fraction
  // of initdb's time.
  let blank: Blob;
  beforeAll(async () => {
    const first = await PGlite.create();
    blank = await first.dumpDataDir('none');
    await first.close();
  });
  beforeEach(async () => {
    kept = await PGlite.create({ loadDataDir: blank });
    plain = await PGlite.create({ loadDataDir: blank });
    keepStatementsPrepared(kept);
    await kept.exec(schema);
    await plain.exec(schema);
  });
  afterEach(async () => {
    await kept.close();
    await plain.close();
  });

  const prepared = async () =>
    (
      await kept.query<{ count: number }>(
        'select count(*)::int as count from pg_prepared_statements',
      )
    ).rows[0].count;

  it('answers as PGlite does: rows, fields, types, nulls, array mode and custom parsers', async () => {
    const text = 'select * from cards where id = any($1::int[]) order by id';
    for (let round = 0; round < 3; round += 1) {
      expect(await kept.query(text, [[1, 2]])).toEqual(await plain.query(text, [[1, 2]]));
    }
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    // The query's own parser for timestamptz; every other type as PGlite parses it.
    expect(await kept.query(text, [[1, 2]], options)).toEqual(
      await plain.query(text, [[1, 2]], options),
    );
    const write = "insert into cards (id, code) values ($1, 'CCCC') returning id";
    expect(await kept.query(write, [3])).toEqual(await plain.query(write, [3]));
  });

  it('prepares each text once, and keeps no more than 256', async () => {
    const before = await prepared();
    for (let round = 0; round < 5; round += 1)
      await kept.query('select id from cards where id = $1', [1]);
    expect(await prepared()).toBe(before + 1);
    for (let n = 0; n < 300; n += 1) {
      const { rows } = await kept.query<{ n: number }>(`select ${n} as n`);
      expect(rows).toEqual([{ n }]);
    }
    expect(await prepared()).toBeLessThanOrEqual(256);
  });

  it('hands the notices of a statement to the caller', async () => {
    const notices: string[] = [];
    await kept.query("do $$ begin raise notice 'card checked'; end $$", [], {
      onNotice: (notice) => notices.push(notice.message ?? ''),
    });
    expect(notices).toEqual(['card checked']);
  });

  it('reports errors with their code and goes on answering', async () => {
    await expect(
      kept.query("insert into cards (id, code) values (9, 'AAAA')"),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(kept.query('select nothing from cards')).rejects.toMatchObject({ code: '42703' });
    await expect(kept.query('select * from cards where id = $1', ['one'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await kept.query('select count(*)::int as n from cards')).rows).toEqual([{ n: 2 }]);
  });

  it('answers a kept statement again after the table it reads has changed', async () => {
    const text = 'select * from cards where id = $1';
    expect(Object.keys((await kept.query(text, [1])).rows[0] as object)).not.toContain('note');
    await kept.exec("alter table cards add column note text not null default 'n'");
    expect((await kept.query<{ note: string }>(text, [1])).rows[0].note).toBe('n');
  });

  it('runs statements inside a transaction, which commits or rolls back as a whole', async () => {
    const insert = 'insert into cards (id, code) values ($1, $2)';
    await kept.transaction(async (tx) => {
      await tx.query(insert, [10, 'T10']);
      await tx.query(insert, [11, 'T11']);
    });
    await expect(
      kept.transaction(async (tx) => {
        await tx.query(insert, [12, 'T12']);
        await tx.query(insert, [13, 'AAAA']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await kept.query<{ id: number }>(
      'select id from cards where id >= 10 order by id',
    );
    expect(rows.map((row) => row.id)).toEqual([10, 11]);
  });

  it('does not run a query in the middle of another caller’s transaction', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = kept.transaction(async (tx) => {
      await tx.query("insert into cards (id, code) values (20, 'T20')");
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const counted = kept.query<{ n: number }>('select count(*)::int as n from cards where id = 20');
    release();
    await transaction;
    expect((await counted).rows).toEqual([{ n: 0 }]);
  });
});
