import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { formatCents, toCents } from '../../lib/money.js';
import { createLocalBus } from '../../realtime/bus.js';
import { createTestDatabase, openTestDataDir } from '../../test/database.js';
import { startTestServer, type TestUser } from '../../test/harness.js';
import { type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { payoutScene } from './test-scene.js';

/*
 * The server killed (kill -9) while batches are being submitted, while one is cancelled after its
 * bank file left, then while the bank's results are being uploaded, on the server as it runs (server/main.ts in a process of its own, on PGlite in a
 * data directory, or on PostgreSQL with TEST_DB=postgres). Whenever the kill lands: nothing the
 * server answered is lost, a batch is sent whole or not at all, results sent again change nothing,
 * and no money moves twice; the ledger check passes after each restart.
 */

const BATCHES = 4;
const ITEMS_PER_BATCH = 6;
const CUSTOMERS = 4;
/** What the first customer owes from a clawback: it pays their first item whole, part of the next. */
const CLAWED_BACK = '100.00';
/** A step restarts the server, which takes seconds on a loaded machine: room for it, not a target. */
const STEP_TIMEOUT_MS = 90_000;

interface Item {
  transaction_id: string;
  reference: string;
  amount: string;
  net: string;
  state: 'draft' | 'sent' | 'cancel_requested' | 'paid' | 'failed';
}
interface Batch {
  state: 'draft' | 'approved' | 'submitted' | 'settled' | 'cancelled';
  in_flight_total: string;
}
type BankResult = { reference: string; status: 'success' | 'failed'; reason?: string };

const postgres = process.env.TEST_DB === 'postgres';
const dataDir = mkdtempSync(path.join(tmpdir(), 'gca-payout-crash-'));
/** PostgreSQL's scratch database, kept open by the test for its last look; none on PGlite. */
let scratch: (DatabaseHandle & { url?: string }) | null = null;
let server: ServerProcess | null = null;
let finance: TestUser;
let batchIds: string[] = [];

/** Opens the database the server runs on, for the test's own writes and reads. */
const openOwn = async () => scratch ?? openTestDataDir(dataDir);
/** Closes it again, unless it is PostgreSQL's (shared with the server, closed last). */
const closeOwn = (handle: DatabaseHandle) => (handle === scratch ? undefined : handle.close());

/**
 * Customers with destinations and accepted cards, in draft batches under the approval thresholds;
 * the first customer owes a clawback. Written in this process, before the server starts on it.
 */
async function seed() {
  const database = await openOwn();
  const bus = createLocalBus();
  const app = await startTestServer({}, bus, database);
  try {
    const admin = await app.login('admin');
    finance = await app.login('finance');
    const scene = payoutScene(app, admin);
    const customers: TestUser[] = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      customers.push(await app.login('customer'));
      await scene.giveDestination(customers[index], `55500000${index}1`);
    }
    // The first customer's card paid by a batch, then clawed back in part.
    const paid = await scene.acceptedCard(customers[0], '300.00');
    const first = (
      await scene.call(finance, 'POST', '/admin/payout-batches/', { transaction_ids: [paid] })
    ).json().data;
    await scene.call(finance, 'POST', `/admin/payout-batches/${first.id}/submit/`);
    const [item] = (
      await scene.call(finance, 'GET', `/admin/payout-batches/${first.id}/items/`)
    ).json().results;
    await scene.call(finance, 'POST', `/admin/payout-batches/${first.id}/results/`, {
      results: [{ reference: item.reference, status: 'success' }],
    });
    const clawback = await scene.call(finance, 'POST', `/admin/giftcards/${paid}/clawback/`, {
      reason: 'Card already redeemed',
      amount: CLAWED_BACK,
    });
    if (clawback.statusCode !== 200) throw new Error(`clawback failed: ${clawback.body}`);
    batchIds = [];
    for (let batch = 0; batch < BATCHES; batch += 1) {
      const cards: string[] = [];
      for (let index = 0; index < ITEMS_PER_BATCH; index += 1) {
        const payout = `${50 + ((batch + index) % 7)}.00`;
        cards.push(await scene.acceptedCard(customers[index % CUSTOMERS], payout));
      }
      const draft = await scene.call(finance, 'POST', '/admin/payout-batches/', {
        transaction_ids: cards,
      });
      if (draft.statusCode !== 201) throw new Error(`draft failed: ${draft.body}`);
      batchIds.push(draft.json().data.id);
    }
  } finally {
    await app.app.close();
    await bus.close();
    await closeOwn(database);
  }
}

async function call<Answer>(method: 'GET' | 'POST', url: string, payload?: object) {
  if (!server) throw new Error('the server is not running');
  const response = await fetch(`${server.base}/api/v1${url}`, {
    method,
    headers: {
      authorization: `Bearer ${finance.token}`,
      ...(payload && { 'content-type': 'application/json' }),
    },
    ...(payload && { body: JSON.stringify(payload) }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(body)}`);
  return body as Answer;
}
const batchOf = async (id: string) =>
  (await call<{ data: Batch }>('GET', `/admin/payout-batches/${id}/`)).data;
const itemsOf = async (id: string) =>
  (await call<{ results: Item[] }>('GET', `/admin/payout-batches/${id}/items/?page_size=100`))
    .results;
const check = async () => (await call<{ data: object }>('GET', '/admin/ledger/check/')).data;
const sendResults = async (id: string, results: BankResult[]) =>
  (
    await call<{ data: { applied: number; unchanged: number } }>(
      'POST',
      `/admin/payout-batches/${id}/results/`,
      { results },
    )
  ).data;

/**
 * Sends every request at once and kills the server as soon as one is answered, the others in
 * flight. Answers the indexes of the requests answered 200: the server commits before it answers.
 */
async function killWhileInFlight(requests: { url: string; payload?: object }[]) {
  const running = server;
  if (!running) throw new Error('the server is not running');
  let killing: Promise<void> | null = null;
  const answered = await Promise.all(
    requests.map(async ({ url, payload }, index) => {
      try {
        const response = await fetch(`${running.base}/api/v1${url}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${finance.token}`,
            ...(payload && { 'content-type': 'application/json' }),
          },
          ...(payload && { body: JSON.stringify(payload) }),
        });
        if (response.status !== 200) return null;
        killing ??= running.kill();
        return index;
      } catch {
        return null; // cut off by the kill
      }
    }),
  );
  await (killing ?? running.kill());
  server = null;
  return new Set(answered.filter((index) => index !== null));
}

const restart = async () => {
  server = await startServerProcess({ dataDir, ...(scratch?.url && { databaseUrl: scratch.url }) });
};

beforeAll(async () => {
  if (postgres) scratch = await createTestDatabase();
  await seed();
  await restart();
}, 2 * STEP_TIMEOUT_MS);
afterAll(async () => {
  await server?.kill();
  await scratch?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const stateOf = (result: BankResult) => (result.status === 'success' ? 'paid' : 'failed');
/** Items the bank may still pay: sent, or waiting for its result after a cancel. */
const inFlight = (item: Item) => item.state === 'sent' || item.state === 'cancel_requested';
/** The batch cancelled after its file left: it stays cancelled while its results arrive. */
const cancelledAfterFile = () => batchIds[BATCHES - 1];
/** The bank's result for each item sent, by reference, as the tests below send it. */
const expected = new Map<string, BankResult>();

// The steps follow one another: each starts from where the one before left the batches.
describe('payout runs with the server killed mid-step (kill -9)', () => {
  it(
    'sends a batch whole or not at all when killed mid-submit, and an answered submit is kept',
    async () => {
      // Each batch submitted twice at once, the server killed at the first answer.
      const submits = batchIds.flatMap((id) => [id, id]);
      const answered = await killWhileInFlight(
        submits.map((id) => ({ url: `/admin/payout-batches/${id}/submit/` })),
      );
      await restart();
      const submitted = new Set([...answered].map((index) => submits[index]));
      const inFlightBefore = new Map<string, string>();
      for (const id of batchIds) {
        const batch = await batchOf(id);
        const items = await itemsOf(id);
        if (submitted.has(id)) expect(batch.state).not.toBe('draft');
        if (batch.state === 'draft') {
          expect(items.map((item) => item.state)).toEqual(items.map(() => 'draft'));
          expect(batch.in_flight_total).toBe('0.00');
        } else {
          expect(batch.state).toBe('submitted');
          expect(items.filter((item) => item.state === 'draft')).toEqual([]);
          const sent = items.filter((item) => item.state === 'sent');
          const inFlight = sent.reduce((sum, item) => sum + toCents(item.net), 0n);
          expect(batch.in_flight_total).toBe(formatCents(inFlight));
          inFlightBefore.set(id, batch.in_flight_total);
        }
      }
      expect(await check()).toMatchObject({ ok: true, problems: [] });
      // Submitting again: a batch sent changes nothing, one that was not is sent now.
      for (const id of batchIds) await call('POST', `/admin/payout-batches/${id}/submit/`);
      for (const id of batchIds) {
        const batch = await batchOf(id);
        expect(batch.state).toBe('submitted');
        if (inFlightBefore.has(id)) expect(batch.in_flight_total).toBe(inFlightBefore.get(id));
      }
      expect(await check()).toMatchObject({ ok: true, problems: [] });
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'cancels a batch whose file left whole or not at all when killed mid-cancel: its items wait',
    async () => {
      const id = cancelledAfterFile();
      if (!server) throw new Error('the server is not running');
      const file = await fetch(`${server.base}/api/v1/admin/payout-batches/${id}/file/`, {
        headers: { authorization: `Bearer ${finance.token}` },
      });
      expect(file.status).toBe(200);
      const sent = (await itemsOf(id)).filter((item) => item.state === 'sent').length;
      expect(sent).toBeGreaterThan(0);
      const cancel = { url: `/admin/payout-batches/${id}/cancel/` };
      const answered = await killWhileInFlight([cancel, cancel]);
      await restart();
      const states = async () => (await itemsOf(id)).map((item) => item.state);
      const batch = await batchOf(id);
      if (answered.size > 0) expect(batch.state).toBe('cancelled');
      // Whole or not at all: every sent item waits, or none does and the batch is still submitted.
      const waiting = batch.state === 'cancelled' ? 'cancel_requested' : 'sent';
      expect((await states()).filter((state) => state === waiting)).toHaveLength(sent);
      expect(await check()).toMatchObject({ ok: true, problems: [] });
      await call('POST', cancel.url);
      expect((await batchOf(id)).state).toBe('cancelled');
      expect((await states()).filter((state) => state === 'cancel_requested')).toHaveLength(sent);
      expect((await batchOf(id)).in_flight_total).toBe(batch.in_flight_total);
      expect(await check()).toMatchObject({ ok: true, problems: [] });
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'keeps the answered results when killed mid-upload, and the same results again change nothing',
    async () => {
      // Every batch's results in two halves, each sent twice, and whole, all at once.
      const resultsOf = new Map<string, BankResult[]>();
      const uploads: { batch: string; results: BankResult[] }[] = [];
      for (const id of batchIds) {
        const sent = (await itemsOf(id)).filter(inFlight);
        const results = sent.map(
          ({ reference }, index): BankResult =>
            index % 3 === 0
              ? { reference, status: 'failed', reason: 'Account closed' }
              : { reference, status: 'success' },
        );
        for (const result of results) expected.set(result.reference, result);
        resultsOf.set(id, results);
        const half = Math.ceil(results.length / 2);
        const [front, back] = [results.slice(0, half), results.slice(half)];
        for (const part of [front, back, front, back, results]) {
          uploads.push({ batch: id, results: part });
        }
      }
      const uploaded = await killWhileInFlight(
        uploads.map(({ batch, results }) => ({
          url: `/admin/payout-batches/${batch}/results/`,
          payload: { results },
        })),
      );
      await restart();
      const items = new Map<string, Item>();
      for (const id of batchIds)
        for (const item of await itemsOf(id)) items.set(item.reference, item);
      for (const index of uploaded) {
        for (const result of uploads[index].results) {
          expect(items.get(result.reference)?.state).toBe(stateOf(result));
        }
      }
      for (const [reference, result] of expected) {
        expect(['sent', 'cancel_requested', stateOf(result)]).toContain(
          items.get(reference)?.state,
        );
      }
      expect(await check()).toMatchObject({ ok: true, problems: [] });

      // The same results again, whole: each item still sent is applied once, then nothing changes.
      let applied = 0;
      for (const id of batchIds) {
        const results = resultsOf.get(id) ?? [];
        const again = await sendResults(id, results);
        expect(again).toMatchObject({ conflicts: [], unmatched: [] });
        expect(again.applied + again.unchanged).toBe(results.length);
        applied += again.applied;
        const once = await sendResults(id, results);
        expect(once).toMatchObject({ applied: 0, unchanged: results.length });
        expect((await batchOf(id)).state).toBe(
          id === cancelledAfterFile() ? 'cancelled' : 'settled',
        );
      }
      expect(applied).toBe(
        [...expected.keys()].filter((reference) => {
          const item = items.get(reference);
          return item !== undefined && inFlight(item);
        }).length,
      );
      expect(await check()).toMatchObject({ ok: true, problems: [] });
    },
    STEP_TIMEOUT_MS,
  );

  it("has moved each card's money once, and shows its payment once", async () => {
    await server?.kill();
    server = null;
    const database = await openOwn();
    try {
      const { rows } = (await database.db.execute(sql`
        select i.reference, i.state, i.amount > i.offset_amount as sent_to_bank, t.status,
          (select count(*)::int from ledger_transfers l where l.transaction_id = t.id and l.kind = 'payout_pending') as pending,
          (select count(*)::int from ledger_transfers l where l.transaction_id = t.id and l.kind = 'payout_settled') as settled,
          (select count(*)::int from ledger_transfers l where l.transaction_id = t.id and l.kind = 'payout_failed') as failed,
          (select count(*)::int from activity_logs a where a.transaction_id = t.id and a.action = 'payment_processed') as payments
        from payout_batch_items i join gift_card_transactions t on t.id = i.transaction_id
        where i.batch_id in (select jsonb_array_elements_text(${JSON.stringify(batchIds)}::jsonb)::uuid)`)) as unknown as {
        rows: {
          reference: string;
          state: Item['state'];
          sent_to_bank: boolean;
          status: string;
          pending: number;
          settled: number;
          failed: number;
          payments: number;
        }[];
      };
      expect(rows).toHaveLength(BATCHES * ITEMS_PER_BATCH);
      for (const row of rows) {
        const result = expected.get(row.reference);
        expect(row).toEqual({
          reference: row.reference,
          // Sent to the bank, or paid at once by the clawback it recovered.
          state: result ? stateOf(result) : 'paid',
          sent_to_bank: result !== undefined,
          status: row.state === 'paid' ? 'PAID' : 'ORDER_ACCEPTED',
          pending: result ? 1 : 0,
          settled: result?.status === 'success' ? 1 : 0,
          failed: result?.status === 'failed' ? 1 : 0,
          payments: row.state === 'paid' ? 1 : 0,
        });
      }
      const { rows: audits } = (await database.db.execute(sql`
        select target_id::text as batch, count(*)::int as count from audit_logs
        where action = 'payout_batch.submit'
          and target_id in (select jsonb_array_elements_text(${JSON.stringify(batchIds)}::jsonb)::uuid)
        group by target_id`)) as unknown as { rows: { batch: string; count: number }[] };
      expect(audits.map(({ count }) => count)).toEqual(batchIds.map(() => 1));
    } finally {
      await closeOwn(database);
    }
  });
});
