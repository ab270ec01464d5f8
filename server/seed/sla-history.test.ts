import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARD_CODE_KEYS } from '../test/database.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { seedDemo } from './demo.js';
import { countDemoDecisions } from './sla-history.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('admin')).token;
  await seedDemo(server.database.db, {
    log: () => {},
    cardCodeKeys: TEST_CARD_CODE_KEYS,
    transactions: 300,
    customers: 40,
    disputes: 12,
  });
}, 120_000);
afterAll(() => server.close());

interface Day {
  date: string;
  target: string;
  decided: number;
  met: number;
  missed: number;
}

describe('the demo data’s service levels', () => {
  it('count the decisions of its history, as the decisions themselves would have', async () => {
    await expectEveryDecisionCounted();
  });

  it('count them alike when counted a few at a time, as a large data set is', async () => {
    await server.database.db.execute(sql`delete from sla_daily_minutes`);
    await server.database.db.execute(sql`delete from sla_daily`);
    await countDemoDecisions(server.database.db, 7);
    await expectEveryDecisionCounted();
  });
});

async function expectEveryDecisionCounted() {
  const response = await server.call(token, {
    method: 'GET',
    url: '/api/v1/admin/sla/summary/?days=30',
  });
  expect(response.statusCode).toBe(200);
  const days = response.json().data.days as Day[];
  const counted = (target: string) =>
    days
      .filter((day) => day.target === target)
      .reduce(
        (sum, day) => ({
          decided: sum.decided + day.decided,
          met: sum.met + day.met,
          missed: sum.missed + day.missed,
        }),
        { decided: 0, met: 0, missed: 0 },
      );
  // What each row's own clock says, over the same 30 UTC days.
  const { rows } = (await server.database.db.execute(sql`
      select count(*)::int as decided,
        (count(*) filter (where sla_met_at <= sla_due_at))::int as met
      from gift_card_transactions
      where (sla_met_at at time zone 'UTC')::date >= (now() at time zone 'UTC')::date - 29`)) as unknown as {
    rows: { decided: number; met: number }[];
  };
  const review = counted('review');
  expect(review.decided).toBeGreaterThan(0);
  expect(review).toEqual({
    decided: rows[0].decided,
    met: rows[0].met,
    missed: rows[0].decided - rows[0].met,
  });
  expect(counted('dispute_resolution').decided).toBeGreaterThan(0);
}
