import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimedByOther } from '../../../contract/claims.js';
import { activityLogs, auditLogs, transactions } from '../../db/schema.js';
import { type LiveServer, startLiveServer } from '../../realtime/test/live-server.js';
import type { TestUser } from '../../test/harness.js';
import { PAID_NOT_IN_BULK } from './bulk-review.js';
import { createBrand, submitCard } from './test-fixtures.js';

/** Claims, the queue, bulk review and the daily figures, as a reviewer's app sees them. */

let server: LiveServer;
let alice: TestUser;
let bob: TestUser;
let customer: TestUser;
let brandId: string;

beforeAll(async () => {
  server = await startLiveServer();
  alice = await server.login('reviewer', { username: `alice_${Date.now().toString(36)}` });
  bob = await server.login('reviewer', { username: `bob_${Date.now().toString(36)}` });
  customer = await server.login('customer');
  brandId = (await createBrand(server.database.db)).id;
});
afterAll(() => server.close());

const db = () => server.database.db;
const card = () => submitCard(server, customer.token, brandId, '100.00');
const path = (id: string) => `/api/v1/admin/giftcards/${id}`;
const claim = (who: TestUser, id: string) =>
  server.call(who.token, { method: 'POST', url: `${path(id)}/claim/` });
const release = (who: TestUser, id: string) =>
  server.call(who.token, { method: 'DELETE', url: `${path(id)}/claim/` });
const detail = async (id: string) =>
  (await server.call(alice.token, { method: 'GET', url: path(id) })).json().data;
const review = (who: TestUser, id: string, status = 'ORDER_ACCEPTED') =>
  server.call(who.token, {
    method: 'PATCH',
    url: path(id),
    payload: { status, expected_payout: '85.00', offered_rate: '85' },
  });
const nextInQueue = (who: TestUser, skip?: string) =>
  server.call(who.token, {
    method: 'POST',
    url: `/api/v1/admin/giftcards/queue/next/${skip ? `?skip=${skip}` : ''}`,
  });

describe('claims', () => {
  it('holds a card for 15 minutes for the reviewer who claimed it, and says so in its answers', async () => {
    const { id } = await card();
    const before = Date.now();
    const claimed = await claim(alice, id);
    expect(claimed.statusCode).toBe(200);
    const { data } = claimed.json();
    expect(data.claimed_by).toEqual({ id: alice.id, username: alice.username });
    const expires = Date.parse(data.claim_expires_at) - before;
    expect(expires).toBeGreaterThan(14 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect((await detail(id)).claimed_by).toEqual({ id: alice.id, username: alice.username });
    // The customer is not told which member of staff reviews their card.
    const own = await server.call(customer.token, { method: 'GET', url: '/api/v1/giftcards/' });
    const mine = own.json().results.find((row: { id: string }) => row.id === id);
    expect(mine).not.toHaveProperty('claimed_by');
    expect(mine).not.toHaveProperty('claim_expires_at');

    const [audit] = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, id), eq(auditLogs.action, 'transaction.claim')));
    expect(audit).toMatchObject({ actorId: alice.id, targetType: 'transaction' });
  });

  it('refuses another reviewer’s review and claim with 409 naming the holder', async () => {
    const { id } = await card();
    await claim(alice, id);
    const patched = await review(bob, id);
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toEqual({ message: claimedByOther(alice.username) });
    expect((await detail(id)).status).toBe('PENDING_REVIEW');
    const stolen = await claim(bob, id);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toContain(alice.username);
    expect((await release(bob, id)).statusCode).toBe(409);
  });

  it('ends when the holder decides the card or releases it', async () => {
    const decided = await card();
    await claim(alice, decided.id);
    expect((await review(alice, decided.id)).statusCode).toBe(200);
    expect(await detail(decided.id)).toMatchObject({ claimed_by: null, claim_expires_at: null });

    const released = await card();
    await claim(alice, released.id);
    expect((await release(alice, released.id)).statusCode).toBe(204);
    expect((await detail(released.id)).claimed_by).toBeNull();
    expect((await review(bob, released.id)).statusCode).toBe(200);
  });

  it('lapses after its 15 minutes: nobody holds the card any more', async () => {
    const { id } = await card();
    await claim(alice, id);
    await db()
      .update(transactions)
      .set({ claimExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(transactions.id, id));
    expect(await detail(id)).toMatchObject({ claimed_by: null, claim_expires_at: null });
    expect((await claim(bob, id)).json().data.claimed_by.username).toBe(bob.username);
    expect((await review(bob, id)).statusCode).toBe(200);
  });

  it('answers 404 for a card that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await claim(alice, missing)).statusCode).toBe(404);
    expect((await release(alice, missing)).statusCode).toBe(404);
  });

  it('tells every staff socket of each claim and release', async () => {
    const support = await server.login('support');
    const sockets = await Promise.all(
      [alice, bob, support].map((who) => server.connect('/notifications/', who.token)),
    );
    await Promise.all(sockets.map((socket) => socket.next('notification_history')));
    const { id } = await card();

    await claim(alice, id);
    for (const socket of sockets) {
      expect(await socket.next('claim')).toEqual({
        type: 'claim',
        transaction_id: id,
        claimed_by: { id: alice.id, username: alice.username },
      });
    }
    await release(alice, id);
    for (const socket of sockets) {
      expect(await socket.next('claim')).toEqual({
        type: 'claim',
        transaction_id: id,
        claimed_by: null,
      });
    }
    await Promise.all(sockets.map((socket) => socket.close()));
  });
});

describe('the review queue', () => {
  /** Only this test's cards are pending. */
  async function freshQueue(count: number) {
    await db()
      .update(transactions)
      .set({ status: 'REJECTED' })
      .where(eq(transactions.status, 'PENDING_REVIEW'));
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await card()).id);
    return ids;
  }

  it('hands out the oldest free card, resumes the one you hold, skips, and answers 204 when empty', async () => {
    const [oldest, second, third] = await freshQueue(3);
    await claim(bob, oldest);
    const taken = await nextInQueue(alice);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toMatchObject({
      id: second,
      claimed_by: { id: alice.id, username: alice.username },
    });
    // Asking again (a reload, a second tab) gives back the card she holds, not one more.
    expect((await nextInQueue(alice)).json().data.id).toBe(second);
    // Skipping hands out the next free card and lets the skipped one go, in one call.
    expect((await nextInQueue(alice, second)).json().data.id).toBe(third);
    expect((await detail(second)).claimed_by).toBeNull();
    expect((await review(alice, third)).statusCode).toBe(200);
    expect((await nextInQueue(alice)).json().data.id).toBe(second);
    expect((await review(alice, second)).statusCode).toBe(200);
    const empty = await nextInQueue(alice);
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
    expect((await detail(oldest)).claimed_by).toMatchObject({ id: bob.id });
  });

  it('moves on through the queue when a reviewer skips, never handing a skipped card back while another is free', async () => {
    const queue = await freshQueue(4);
    const seen: string[] = [(await nextInQueue(alice)).json().data.id];
    for (let step = 0; step < 3; step += 1) {
      seen.push((await nextInQueue(alice, seen.at(-1))).json().data.id);
    }
    expect(seen).toEqual(queue);
    // Every card skipped: the one skipped longest ago comes back, then the next.
    const again = (await nextInQueue(alice, seen.at(-1))).json().data.id;
    expect(again).toBe(queue[0]);
    expect((await nextInQueue(alice, again)).json().data.id).toBe(queue[1]);
    // Bob never skipped any of them: he gets the oldest free card.
    expect((await nextInQueue(bob)).json().data.id).toBe(queue[0]);
    await release(bob, queue[0]);
  });

  it('never gives two reviewers asking at once the same card, and each ends up holding one', async () => {
    await freshQueue(6);
    const reviewers = [alice, bob, alice, bob, alice, bob, alice, bob];
    const answers = await Promise.all(reviewers.map((who) => nextInQueue(who)));
    const cardsOf = (who: TestUser) =>
      new Set(
        answers.filter((_, n) => reviewers[n] === who).map((answer) => answer.json().data.id),
      );
    const [byAlice, byBob] = [cardsOf(alice), cardsOf(bob)];
    expect([byAlice.size, byBob.size]).toEqual([1, 1]);
    expect([...byAlice].filter((id) => byBob.has(id))).toEqual([]);
    const holding = await db()
      .select({ id: transactions.id, by: transactions.claimedById })
      .from(transactions)
      .where(sql`${transactions.claimExpiresAt} > now()`);
    expect(holding.filter((row) => row.by === alice.id).map((row) => row.id)).toEqual([...byAlice]);
    expect(holding.filter((row) => row.by === bob.id).map((row) => row.id)).toEqual([...byBob]);
  });

  it('keeps a claim a reload renewed when the closed page’s release arrives late', async () => {
    const [id] = await freshQueue(1);
    const before = (await nextInQueue(alice)).json().data;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const resumed = (await nextInQueue(alice)).json().data;
    expect(resumed.id).toBe(id);
    expect(resumed.claim_expires_at > before.claim_expires_at).toBe(true);
    const releaseAt = (expiresAt: string) =>
      server.call(alice.token, {
        method: 'DELETE',
        url: `${path(id)}/claim/?expires_at=${encodeURIComponent(expiresAt)}`,
      });
    expect((await releaseAt(before.claim_expires_at)).statusCode).toBe(204);
    expect((await detail(id)).claimed_by).toMatchObject({ id: alice.id });
    expect((await releaseAt(resumed.claim_expires_at)).statusCode).toBe(204);
    expect((await detail(id)).claimed_by).toBeNull();
    expect((await releaseAt('yesterday')).statusCode).toBe(400);
  });
});

describe('bulk review', () => {
  const bulk = (who: TestUser, payload: object) =>
    server.call(who.token, {
      method: 'POST',
      url: '/api/v1/admin/giftcards/bulk_review/',
      payload,
    });

  it('changes each card it may, and lists the others with the reason', async () => {
    const [first, second, claimedByBob, paid] = [
      await card(),
      await card(),
      await card(),
      await card(),
    ];
    const admin = await server.login('admin');
    await review(admin, paid.id, 'PAID');
    await claim(bob, claimedByBob.id);
    const missing = '00000000-0000-4000-8000-000000000001';

    const answer = await bulk(alice, {
      ids: [first.id, missing, claimedByBob.id, second.id, paid.id],
      status: 'REJECTED',
      rejection_reason: 'Card already used',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      updated: [first.id, second.id],
      failed: [
        { id: missing, message: 'Gift card submission not found.' },
        { id: claimedByBob.id, message: claimedByOther(bob.username) },
        { id: paid.id, message: PAID_NOT_IN_BULK },
      ],
    });

    for (const { id } of [first, second]) {
      expect(await detail(id)).toMatchObject({
        status: 'REJECTED',
        rejection_reason: 'Card already used',
        expected_payout: '85.00',
      });
      const logs = await db().select().from(activityLogs).where(eq(activityLogs.transactionId, id));
      expect(logs.map((log) => log.action)).toEqual(['rejection']);
      const audits = await db()
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, id), eq(auditLogs.action, 'transaction.review')));
      expect(audits).toHaveLength(1);
      expect(audits[0].actorId).toBe(alice.id);
    }
    expect((await detail(claimedByBob.id)).status).toBe('PENDING_REVIEW');
    expect((await detail(paid.id)).status).toBe('PAID');
  });

  it('refuses PAID, more than 100 ids and malformed ids', async () => {
    const { id } = await card();
    const paid = await bulk(alice, { ids: [id], status: 'PAID' });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toContain('ORDER_ACCEPTED, REJECTED, REDEEMED');
    const many = Array.from({ length: 101 }, () => id);
    expect((await bulk(alice, { ids: many, status: 'REDEEMED' })).statusCode).toBe(400);
    expect((await bulk(alice, { ids: ['nope'], status: 'REDEEMED' })).statusCode).toBe(400);
    expect((await detail(id)).status).toBe('PENDING_REVIEW');
  });
});

describe('daily figures', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const dayOf = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
  const daily = (query: Record<string, string>) =>
    server.call(alice.token, { method: 'GET', url: '/api/v1/admin/giftcards/stats/daily/', query });

  it('gives one entry per day, oldest first, with zeros for quiet days', async () => {
    const admin = await server.login('admin');
    const submitted = [await card(), await card(), await card()];
    await review(admin, submitted[0].id, 'PAID');
    await review(admin, submitted[1].id, 'PAID');
    // Moved into the past: two submissions five days ago, paid three days ago, one two days ago.
    const at = (daysAgo: number) => sql`now() - make_interval(days => ${daysAgo})`;
    for (const { id } of submitted.slice(0, 2)) {
      await db()
        .update(transactions)
        .set({ createdAt: at(5), paidAt: at(3) })
        .where(eq(transactions.id, id));
    }
    await db()
      .update(transactions)
      .set({ createdAt: at(2) })
      .where(eq(transactions.id, submitted[2].id));

    const answer = await daily({ days: '7' });
    expect(answer.statusCode).toBe(200);
    const figures = answer.json().data;
    expect(figures.map((figure: { date: string }) => figure.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map(dayOf),
    );
    expect(figures.slice(0, 6)).toEqual([
      { date: dayOf(6), submissions: 0, paid_count: 0, paid_amount: '0.00' },
      { date: dayOf(5), submissions: 2, paid_count: 0, paid_amount: '0.00' },
      { date: dayOf(4), submissions: 0, paid_count: 0, paid_amount: '0.00' },
      { date: dayOf(3), submissions: 0, paid_count: 2, paid_amount: '170.00' },
      { date: dayOf(2), submissions: 1, paid_count: 0, paid_amount: '0.00' },
      { date: dayOf(1), submissions: 0, paid_count: 0, paid_amount: '0.00' },
    ]);
  });

  it('stops counting a payment that is undone', async () => {
    const admin = await server.login('admin');
    const { id } = await card();
    await review(admin, id, 'PAID');
    await db()
      .update(transactions)
      .set({ paidAt: sql`now() - interval '10 days'` })
      .where(eq(transactions.id, id));
    expect((await daily({ days: '11' })).json().data[0]).toMatchObject({ paid_count: 1 });
    await server.call(admin.token, {
      method: 'POST',
      url: `/api/v1/admin/giftcards/${id}/reverse_payout/`,
      payload: { reason: 'Paid twice by the bank' },
    });
    expect((await daily({ days: '11' })).json().data[0]).toMatchObject({
      paid_count: 0,
      paid_amount: '0.00',
    });
  });

  it('answers 30 days by default and refuses a span outside 1 to 365', async () => {
    expect((await daily({})).json().data).toHaveLength(30);
    expect((await daily({ days: '365' })).json().data).toHaveLength(365);
    for (const days of ['0', '366', 'week']) {
      const refused = await daily({ days });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/days/);
    }
  });
});
