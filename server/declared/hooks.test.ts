import { eq, sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverText } from '../../contract/messages.js';
import { schemasOf } from '../../contract/resource-schemas.js';
import { cannedReplies } from '../../contract/resources/canned-replies.js';
import type { DatabaseHandle } from '../db/client.js';
import { auditLogs } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';
import { createTestDatabase } from '../test/database.js';
import type { DeclaredHooks } from './hooks.js';
import { declaredService } from './service.js';
import { tableOf } from './table.js';

// The hooks a domain's folder gives the derived routes (server/declared/hooks.ts), on a declared
// resource's own table: each is called where it says, and a write's run in its transaction.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const audit = { actor: null, ip: '127.0.0.1', userAgent: 'test' };
const table = tableOf(cannedReplies);
const serviceWith = (hooks: DeclaredHooks) =>
  declaredService(cannedReplies, schemasOf(cannedReplies), table, hooks);
let titles = 0;
const reply = (fields: Record<string, unknown> = {}) => ({
  title: `Hooked ${++titles}`,
  category: 'closing',
  body: 'Thanks!',
  is_active: true,
  ...fields,
});
const auditRowsOf = async (id: string) =>
  database.db.select().from(auditLogs).where(eq(auditLogs.targetId, id));

describe('a declared resource’s hooks', () => {
  it('narrow the list, its pages and its count', async () => {
    const service = serviceWith({ listWhere: () => sql`"category" = 'refund'` });
    await service.create(database.db, audit, reply({ category: 'refund' }));
    await service.create(database.db, audit, reply({ category: 'closing' }));
    const { count, results } = await service.list(database.db, { page: 1, page_size: 100 });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((row) => row.category === 'refund')).toBe(true);
    expect(count).toBe(results.length);
  });

  it('change what is written, and refuse it with nothing written', async () => {
    const service = serviceWith({
      beforeWrite: (_tx, { kind, values }) => {
        if (kind === 'delete') throw badRequest('Retire it instead.');
        return { ...values, title: String(values.title).toUpperCase() };
      },
    });
    const created = await service.create(database.db, audit, reply());
    expect(created.title).toMatch(/^HOOKED \d+$/);
    await expect(service.remove(database.db, audit, created.id)).rejects.toThrow(
      'Retire it instead.',
    );
    expect((await service.one(database.db, created.id)).id).toBe(created.id);
  });

  it('work after the write inside its transaction: what they refuse is undone, audit row included', async () => {
    let seen: unknown = null;
    const service = serviceWith({
      afterWrite: (_tx, { kind, after }) => {
        seen = after?.title;
        if (kind === 'update') throw badRequest('Not today.');
      },
    });
    const created = await service.create(database.db, audit, reply());
    expect(seen).toBe(created.title);
    await expect(
      service.update(database.db, audit, created.id, { title: 'Changed by hook' }),
    ).rejects.toThrow('Not today.');
    expect((await service.one(database.db, created.id)).title).toBe(created.title);
    expect((await auditRowsOf(created.id)).map((row) => row.action)).toEqual([
      'canned_reply.create',
    ]);
  });

  it('say each answer, and do an action’s own work', async () => {
    const service = serviceWith({
      serialize: (answer) => ({ ...answer, body: `${answer.body} (checked)` }),
      actions: { retire: (_tx, record) => ({ title: `${record.title} (retired)` }) },
    });
    const created = await service.create(database.db, audit, reply());
    expect(created.body).toBe('Thanks! (checked)');
    const retired = await service.act(database.db, audit, created.id, 'retire', {});
    expect(retired).toMatchObject({ is_active: false, title: `${created.title} (retired)` });
    expect((await auditRowsOf(created.id)).map((row) => row.action)).toContain(
      'canned_reply.retire',
    );
  });

  it('complete a page’s answers together, in one call for the whole page', async () => {
    const pages: number[] = [];
    const service = serviceWith({
      completePage: async (_db, answers, rows) => {
        pages.push(answers.length);
        return answers.map((answer, index) => ({ ...answer, seen: rows[index].id === answer.id }));
      },
    });
    for (let made = 0; made < 3; made++) await service.create(database.db, audit, reply());
    pages.length = 0;
    const { results } = await service.list(database.db, { page: 1, page_size: 3 });
    expect(pages).toEqual([3]);
    expect(results.every((answer) => answer.seen === true)).toBe(true);
  });

  it('search the list by the domain’s own expression', async () => {
    const service = serviceWith({
      search: (text) => sql`"body" = ${text}`,
    });
    const created = await service.create(database.db, audit, reply({ body: 'Searched by body' }));
    const { results } = await service.list(database.db, {
      page: 1,
      page_size: 100,
      search: 'Searched by body',
    });
    expect(results.map((answer) => answer.id)).toEqual([created.id]);
  });

  it('read the list and a record from the domain’s own table, by its columns’ SQL names', async () => {
    // The same rows, as a domain would declare its table: names in code that are not the fields'.
    const domainTable = pgTable('canned_replies', {
      id: uuid('id').primaryKey(),
      heading: varchar('title'),
      active: boolean('is_active'),
    });
    const service = serviceWith({
      source: {
        table: domainTable,
        id: domainTable.id,
        orderBy: { title: sql`lower(${domainTable.heading})` },
      },
      serialize: (answer, row) => ({ ...answer, title: String(row.heading) }),
    });
    const made = await serviceWith({}).create(
      database.db,
      audit,
      reply({ title: 'a domain row', is_active: false }),
    );
    const { results } = await service.list(database.db, {
      page: 1,
      page_size: 100,
      is_active: false,
      ordering: 'title',
    });
    expect(results.map((answer) => answer.title)).toContain('a domain row');
    expect(results.every((answer) => answer.active === false)).toBe(true);
    expect((await service.one(database.db, made.id)).title).toBe('a domain row');
  });

  it('write the domain’s own table by its rows’ names, the audit rows in the domain’s words', async () => {
    // The same rows, with names in code that are not the fields', the message's column included.
    const domainTable = pgTable('canned_replies', {
      id: uuid('id').primaryKey().defaultRandom(),
      heading: varchar('title').notNull(),
      kind: text('category').notNull(),
      message: text('body').notNull(),
      active: boolean('is_active').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      changedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    });
    const service = serviceWith({
      source: { table: domainTable, id: domainTable.id },
      auditSummary: ({ kind, row }) =>
        serverText('audit.record_created', { resource: kind, name: String(row.heading) }),
    });
    const created = await service.create(database.db, audit, reply({ title: 'Own table' }));
    const before = await database.db
      .select()
      .from(domainTable)
      .where(eq(domainTable.id, created.id));
    await service.update(database.db, audit, created.id, { body: 'Changed.' });
    const [changed] = await database.db
      .select()
      .from(domainTable)
      .where(eq(domainTable.id, created.id));
    expect(changed).toMatchObject({ heading: 'Own table', message: 'Changed.', active: true });
    expect(changed.changedAt.getTime()).toBeGreaterThan(before[0].changedAt.getTime());
    await service.remove(database.db, audit, created.id);
    const entries = await auditRowsOf(created.id);
    expect(entries.map((entry) => entry.summary).sort()).toEqual([
      'Created create Own table',
      'Created delete Own table',
      'Created update Own table',
    ]);
    expect(entries.find((entry) => entry.action === 'canned_reply.update')?.changes).toEqual({
      body: ['Thanks!', 'Changed.'],
    });
  });
});

describe('a declared list’s own filters', () => {
  it('are checked by its query as the declaration says', () => {
    const { listQuery } = schemasOf({
      ...cannedReplies,
      listFilters: { longer_than: z.coerce.number({ error: 'longer_than must be a number.' }) },
    });
    expect(listQuery.parse({ longer_than: '12' })).toMatchObject({ longer_than: 12 });
    expect(listQuery.safeParse({ longer_than: 'x' }).error?.issues[0].message).toBe(
      'longer_than must be a number.',
    );
  });
});
