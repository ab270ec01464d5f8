import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { countBreachedClocks } from './sla-counts.js';
import { createBrand, submitCard } from './test-fixtures.js';

// The total of sla_state=breached is read from sla_open_due_hours (migration 0034) and a short
// range of this hour's due times; these check it against the rows themselves, as a client sees
// the list and in SQL.
let server: TestServer;
let reviewer: TestUser;
let customers: TestUser[];
let brandId: string;

beforeAll(async () => {
  server = await startTestServer();
  reviewer = await server.login('reviewer');
  customers = [];
  for (let index = 0; index < 4; index += 1) customers.push(await server.login('customer'));
  brandId = (await createBrand(server.database.db, { maxAmount: '2000.00' })).id;
});
afterAll(() => server.close());

const MINUTE = 60_000;

async function listCount(state: 'breached' | 'due_soon', ordering = 'sla_due_at') {
  const response = await server.call(reviewer.token, {
    method: 'GET',
    url: `/api/v1/admin/giftcards/?sla_state=${state}&ordering=${ordering}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count as number;
}

/** The rows themselves: what openClockIs selects, counted in SQL. */
async function rowCounts() {
  const { rows } = (await server.database.db.execute(sql`
    select
      count(*) filter (where sla_due_at <= now())::int as breached,
      count(*) filter (where sla_warn_at <= now() and sla_due_at > now())::int as due_soon
    from gift_card_transactions where sla_met_at is null`)) as unknown as {
    rows: { breached: number; due_soon: number }[];
  };
  return rows[0];
}

/** The histogram beside a re-count of the open clocks by UTC hour of their due time. */
async function histogramAndRecount() {
  const { rows: kept } = (await server.database.db.execute(sql`
    select hour, open_count::int as n from sla_open_due_hours order by hour`)) as unknown as {
    rows: { hour: unknown; n: number }[];
  };
  const { rows: recount } = (await server.database.db.execute(sql`
    select date_trunc('hour', sla_due_at, 'UTC') as hour, count(*)::int as n
    from gift_card_transactions where sla_met_at is null and sla_due_at is not null
    group by 1 order by 1`)) as unknown as { rows: { hour: unknown; n: number }[] };
  const key = (rows: { hour: unknown; n: number }[]) =>
    rows.map((row) => `${new Date(row.hour as string).toISOString()} ${row.n}`);
  return { kept: key(kept), recount: key(recount) };
}

async function expectExact() {
  const rows = await rowCounts();
  expect(await listCount('breached')).toBe(rows.breached);
  expect(await listCount('breached', '-sla_due_at')).toBe(rows.breached);
  expect(await listCount('due_soon')).toBe(rows.due_soon);
  expect(await countBreachedClocks(server.database.db)).toBe(rows.breached);
  const { kept, recount } = await histogramAndRecount();
  expect(kept).toEqual(recount);
  return rows;
}

/** Moves a card's clock (only the database's owner may): due `dueIn` ms from now, warned 5 min before. */
async function dueIn(id: string, ms: number) {
  const due = new Date(Date.now() + ms);
  await server.database.db
    .update(transactions)
    .set({ slaDueAt: due, slaWarnAt: new Date(due.getTime() - 5 * MINUTE) })
    .where(eq(transactions.id, id));
}

/** Due at the start of the current UTC hour plus `ms` (by the database's clock). */
async function dueInThisHour(id: string, ms: number) {
  await server.database.db.execute(sql`
    update gift_card_transactions
    set sla_due_at = date_trunc('hour', now(), 'UTC') + ${`${ms} milliseconds`}::interval,
      sla_warn_at = date_trunc('hour', now(), 'UTC') + ${`${ms} milliseconds`}::interval - interval '5 minutes'
    where id = ${id}`);
}

const submit = (index = 0) =>
  submitCard(server, customers[index % customers.length].token, brandId);

const decide = (id: string) =>
  server.call(reviewer.token, {
    method: 'PATCH',
    url: `/api/v1/admin/giftcards/${id}/`,
    payload: {
      status: 'REJECTED',
      rejection_reason: 'Unreadable',
      expected_payout: '85.00',
      offered_rate: '85.00',
    },
  });

/** In an hour's last 5 minutes, a clock due at the next hour is warned already: due soon. */
const warnedForNextHour = () => (Date.now() % (60 * MINUTE) >= 55 * MINUTE ? 1 : 0);

/**
 * The test places clocks at this hour's and the next hour's first instants: an hour that turns
 * while it runs moves one of them between "due soon" and "breached" between two of its counts.
 * Started in an hour's last minute, it waits for the next hour.
 */
async function clearOfTheHourTurning() {
  const left = 60 * MINUTE - (Date.now() % (60 * MINUTE));
  if (left < MINUTE) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

describe('the total of sla_state=breached, from the open clocks by due hour', () => {
  // Its own time plus, at worst, the minute it waits for the hour to turn.
  it('follows submissions, due times around now and across hours, decisions and deletes', {
    timeout: 120_000,
  }, async () => {
    await clearOfTheHourTurning();
    const base = await expectExact();
    const cards = [];
    for (let index = 0; index < 8; index += 1) cards.push((await submit(index)).id);
    // Fresh clocks are an hour away: on time.
    expect(await expectExact()).toEqual(base);

    await dueIn(cards[0], -3 * 60 * MINUTE); // three hours ago
    await dueIn(cards[1], -61 * MINUTE); // the hour before last or the last one
    await dueInThisHour(cards[2], 0); // the first instant of this hour: breached
    await dueInThisHour(cards[3], -1); // the last instant of the previous hour: breached
    await dueIn(cards[4], 2 * MINUTE); // due soon
    await dueIn(cards[5], 3 * 60 * MINUTE); // on time, hours ahead
    await dueInThisHour(cards[6], 60 * MINUTE); // the first instant of the next hour: not breached
    let rows = await expectExact();
    expect(rows.breached).toBe(base.breached + 4);
    expect(rows.due_soon).toBe(base.due_soon + 1 + warnedForNextHour());

    // A decision ends the clock: no longer counted, wherever it was due.
    expect((await decide(cards[0])).statusCode).toBe(200);
    expect((await decide(cards[2])).statusCode).toBe(200);
    expect((await decide(cards[5])).statusCode).toBe(200);
    rows = await expectExact();
    expect(rows.breached).toBe(base.breached + 2);

    // Reassigned due times move between hours, and across now.
    await dueIn(cards[4], -30 * 60 * MINUTE);
    await dueIn(cards[1], 30 * MINUTE);
    rows = await expectExact();
    expect(rows.breached).toBe(base.breached + 2);
    expect(rows.due_soon).toBe(base.due_soon + warnedForNextHour());

    // A clock reopened and one without a due time (only the owner writes such rows).
    await server.database.db
      .update(transactions)
      .set({ slaMetAt: null })
      .where(eq(transactions.id, cards[0]));
    await server.database.db
      .update(transactions)
      .set({ slaDueAt: null, slaWarnAt: null })
      .where(eq(transactions.id, cards[7]));
    rows = await expectExact();
    expect(rows.breached).toBe(base.breached + 3);

    // Several rows in one statement, and deletes.
    await server.database.db
      .update(transactions)
      .set({ slaDueAt: sql`now() - interval '2 hours'` })
      .where(inArray(transactions.id, [cards[1], cards[6], cards[7]]));
    rows = await expectExact();
    expect(rows.breached).toBe(base.breached + 6);
    // Decided cards keep their activity (append-only): copies of them, written and deleted as the
    // database's owner, open and breached.
    const { rows: copies } = (await server.database.db.execute(sql`
      insert into gift_card_transactions
      select (jsonb_populate_record(null::gift_card_transactions,
        to_jsonb(t) || jsonb_build_object('id', gen_random_uuid(), 'sla_met_at', null))).*
      from gift_card_transactions t where id in (${cards[0]}, ${cards[3]}, ${cards[4]})
      returning id`)) as unknown as { rows: { id: string }[] };
    rows = await expectExact();
    expect(rows.breached).toBe(base.breached + 9);
    await server.database.db.delete(transactions).where(
      inArray(
        transactions.id,
        copies.map((copy) => copy.id),
      ),
    );
    rows = await expectExact();
    expect(rows.breached).toBe(base.breached + 6);
  });

  it('is used only when sla_state is the only filter; with others the rows are counted', async () => {
    const card = await submit();
    await dueIn(card.id, -90 * MINUTE);
    const count = async (query: string) =>
      (
        await server.call(reviewer.token, {
          method: 'GET',
          url: `/api/v1/admin/giftcards/?${query}`,
        })
      ).json().count as number;
    const counted = async (where: ReturnType<typeof sql>) => {
      const { rows } = (await server.database.db.execute(sql`
        select count(*)::int as n from gift_card_transactions
        where sla_met_at is null and sla_due_at <= now() and ${where}`)) as unknown as {
        rows: { n: number }[];
      };
      return rows[0].n;
    };
    const all = await counted(sql`true`);
    expect(all).toBeGreaterThan(0);
    expect(await count('sla_state=breached')).toBe(all);
    expect(await count(`sla_state=breached&brand=${brandId}`)).toBe(all);
    expect(await count('sla_state=breached&status=PENDING_REVIEW')).toBe(
      await counted(sql`status = 'PENDING_REVIEW'`),
    );
    expect(await count('sla_state=breached&status=REJECTED')).toBe(
      await counted(sql`status = 'REJECTED'`),
    );
    expect(await count('sla_state=breached&flagged=true')).toBe(
      await counted(sql`cardinality(risk_flags) > 0`),
    );
  });

  it('stays exact under concurrent submissions and decisions', async () => {
    const waiting = await Promise.all(customers.map((_, index) => submit(index)));
    await Promise.all(waiting.map((card, index) => dueIn(card.id, (index - 2) * 45 * MINUTE)));
    const results = await Promise.all([
      ...customers.map((_, index) => submit(index)),
      ...waiting.map((card) => decide(card.id)),
    ]);
    for (const result of results.slice(customers.length)) {
      expect((result as { statusCode: number }).statusCode).toBe(200);
    }
    await expectExact();
  });

  it('equals a count of the rows after any sequence of changes (property)', async () => {
    const pool = await Promise.all(customers.map((_, index) => submit(index)));
    const ids = pool.map((card) => card.id);
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('due' as const),
        card: fc.nat(ids.length - 1),
        minutes: fc.integer({ min: -240, max: 240 }),
      }),
      fc.record({ kind: fc.constant('met' as const), card: fc.nat(ids.length - 1) }),
      fc.record({ kind: fc.constant('reopen' as const), card: fc.nat(ids.length - 1) }),
      fc.record({
        kind: fc.constant('this_hour' as const),
        card: fc.nat(ids.length - 1),
        ms: fc.integer({ min: -MINUTE, max: 61 * MINUTE }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const change of steps) {
          const id = ids[change.card];
          if (change.kind === 'due') await dueIn(id, change.minutes * MINUTE);
          else if (change.kind === 'this_hour') await dueInThisHour(id, change.ms);
          else
            await server.database.db
              .update(transactions)
              .set({ slaMetAt: change.kind === 'met' ? sql`now()` : null })
              .where(eq(transactions.id, id));
        }
        const rows = await rowCounts();
        expect(await countBreachedClocks(server.database.db)).toBe(rows.breached);
        const { kept, recount } = await histogramAndRecount();
        expect(kept).toEqual(recount);
      }),
      { numRuns: 25 },
    );
    await expectExact();
  });
});
