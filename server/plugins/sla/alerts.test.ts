import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../contract/enums.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { notifications, slaAlertSchedule } from '../../db/schema.js';
import { type Bus, createLocalBus } from '../../realtime/bus.js';
import { createRedisBus } from '../../realtime/redis-bus.js';
import type { LiveClient } from '../../realtime/test/live-client.js';
import { connectTo, createDispute, portOf, quiet } from '../../realtime/test/live-server.js';
import { createTestDatabase, TEST_CARD_CODE_ENV } from '../../test/database.js';
import { TEST_SECRET } from '../../test/harness.js';
import { createAccessTokens } from '../auth/access-tokens.js';
import { createBrand, uniqueCardCode } from '../transactions/test-fixtures.js';
import { createAccount } from '../users/accounts.js';
import { sendDueAlerts, startSlaAlerts } from './alerts.js';

// Two server instances on one database, each sending the alerts that fall due: through Redis when
// TEST_REDIS_URL is set, else through one in-process bus handed to both.
const redisUrl = process.env.TEST_REDIS_URL;
const channel = `gca-test:${randomUUID()}`;

let database: DatabaseHandle;
const instances: Array<{ app: FastifyInstance; bus: Bus; wsBase: string }> = [];
const tokens = createAccessTokens(TEST_SECRET);
let brandId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_SECRET,
    DATA_DIR: '/tmp/gca-unused',
    ...TEST_CARD_CODE_ENV,
  });
  const shared = createLocalBus();
  for (let i = 0; i < 2; i += 1) {
    const bus = redisUrl ? await createRedisBus(redisUrl, { channel, log: quiet }) : shared;
    const app = await buildApp({ config, db: database.db, bus });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, bus, wsBase: `ws://127.0.0.1:${portOf(app.server.address())}/ws` });
  }
  brandId = (await createBrand(database.db, { maxAmount: '2000.00' })).id;
});
afterAll(async () => {
  for (const { app, bus } of instances) {
    await app.close();
    await bus.close();
  }
  await database.close();
});

async function account(role: StaffRole | 'customer') {
  const username = `${role}_${randomUUID().slice(0, 8)}`;
  const user = await createAccount(database.db, {
    email: `${username}@example.com`,
    username,
    password: 'password123',
    role,
  });
  return { ...user, token: await tokens.sign({ userId: user.id, role, epoch: 0 }) };
}

/** A card submitted through the API of instance A: its clock starts, with its two alerts scheduled. */
async function submittedCard() {
  const customer = await account('customer');
  const response = await instances[0].app.inject({
    method: 'POST',
    url: '/api/v1/giftcards/',
    headers: { authorization: `Bearer ${customer.token}` },
    payload: { brand_id: brandId, card_value: '100.00', card_code: uniqueCardCode() },
  });
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.body}`);
  return response.json().data as { id: string };
}

/** Time passes: the item's alerts (one state, or both) fall due now. */
async function fallDue(itemId: string, state?: 'due_soon' | 'breached') {
  await database.db.execute(sql`
    update ${slaAlertSchedule}
    set "fire_at" = now() - interval '1 second',
        "due_at" = case when ${state ?? null}::text = 'due_soon' then now() + interval '7 minutes'
                        else now() - interval '2 minutes' end
    where "item_id" = ${itemId} and (${state ?? null}::text is null or "state" = ${state ?? null}::text)`);
}

const alertsOf = (itemId: string) =>
  database.db
    .select({ kind: notifications.kind, message: notifications.message })
    .from(notifications)
    .where(
      and(
        eq(notifications.subjectId, itemId),
        inArray(notifications.kind, ['sla_due_soon', 'sla_breached']),
      ),
    );

async function inbox(wsBase: string, token: string) {
  const socket = await connectTo(wsBase, '/notifications/', token);
  await socket.next('notification_history');
  return socket;
}

const isAlert = (kind: string) => kind === 'sla_due_soon' || kind === 'sla_breached';

const alertFrames = (socket: LiveClient, itemId: string) =>
  socket
    .pending('notification')
    .filter(
      (frame) => frame.notification.subject_id === itemId && isAlert(frame.notification.kind),
    );

/** The socket's next service-level alert (the cards' submissions are told too). */
async function nextAlert(socket: LiveClient) {
  for (;;) {
    const frame = await socket.next('notification');
    if (isAlert(frame.notification.kind)) return frame.notification;
  }
}

describe(`service-level alerts with two instances (${redisUrl ? 'Redis' : 'shared in-process'} bus)`, () => {
  it('tell the staff who can act, on every instance, once per item and state, whoever races to send them', async () => {
    const [a, b] = instances;
    const reviewer = await account('reviewer');
    const support = await account('support');
    const reviewerOnA = await inbox(a.wsBase, reviewer.token);
    const reviewerOnB = await inbox(b.wsBase, reviewer.token);
    const supportOnB = await inbox(b.wsBase, support.token);
    const card = await submittedCard();

    await fallDue(card.id, 'due_soon');
    // Both instances send at once, several times over: the schedule's row locks and the unique
    // index leave one notification.
    await Promise.all([a, b, a, b].map(({ bus }) => sendDueAlerts(database.db, bus)));
    const dueSoon = await nextAlert(reviewerOnA);
    expect(dueSoon).toMatchObject({
      kind: 'sla_due_soon',
      subject_id: card.id,
      target: { type: 'transaction', id: card.id },
      message: `Card #${card.id.slice(0, 8)} is due for review in 7 min`,
      message_code: 'notification.sla_due_soon.review',
    });
    expect((await nextAlert(reviewerOnB)).id).toBe(dueSoon.id);

    await fallDue(card.id, 'breached');
    await Promise.all([a, b, b, a].map(({ bus }) => sendDueAlerts(database.db, bus)));
    const breached = await nextAlert(reviewerOnB);
    expect(breached).toMatchObject({
      kind: 'sla_breached',
      target: { type: 'transaction', id: card.id },
      message: `Card #${card.id.slice(0, 8)} is late for review by 2 min`,
    });
    expect((await nextAlert(reviewerOnA)).id).toBe(breached.id);

    expect((await alertsOf(card.id)).map((row) => row.kind).sort()).toEqual([
      'sla_breached',
      'sla_due_soon',
    ]);
    // Support cannot review cards: not told, neither live nor in its history.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alertFrames(supportOnB, card.id)).toEqual([]);
    expect(alertFrames(reviewerOnA, card.id)).toEqual([]);
    expect(alertFrames(reviewerOnB, card.id)).toEqual([]);
    const supportAgain = await connectTo(b.wsBase, '/notifications/', support.token);
    const history = (await supportAgain.next('notification_history')).notifications as {
      subject_id: string;
      kind: string;
    }[];
    expect(history.filter((entry) => isAlert(entry.kind))).toEqual([]);
    await Promise.all(
      [reviewerOnA, reviewerOnB, supportOnB, supportAgain].map((socket) => socket.close()),
    );
  });

  it('never send the same alert twice, even when its entry comes back into the schedule', async () => {
    const card = await submittedCard();
    await fallDue(card.id);
    await sendDueAlerts(database.db, instances[0].bus);
    // The breach is due as well: the stale "due soon" gives way to it.
    expect((await alertsOf(card.id)).map((row) => row.kind)).toEqual(['sla_breached']);

    await database.db.insert(slaAlertSchedule).values({
      target: 'review',
      itemId: card.id,
      state: 'breached',
      fireAt: new Date(Date.now() - 1000),
      dueAt: new Date(Date.now() - 60_000),
    });
    await sendDueAlerts(database.db, instances[1].bus);
    expect(await alertsOf(card.id)).toHaveLength(1);
  });

  it('are not sent for a card decided before they fall due', async () => {
    const admin = await account('admin');
    const card = await submittedCard();
    const decided = await instances[1].app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/giftcards/${card.id}/`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        status: 'REJECTED',
        rejection_reason: 'Unreadable',
        expected_payout: '85.00',
        offered_rate: '85.00',
      },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const left = await database.db
      .select()
      .from(slaAlertSchedule)
      .where(eq(slaAlertSchedule.itemId, card.id));
    expect(left).toEqual([]);
  });

  it("reach the staff who answer disputes, naming the dispute's clock", async () => {
    const support = await account('support');
    const finance = await account('finance');
    const supportInbox = await inbox(instances[1].wsBase, support.token);
    const financeInbox = await inbox(instances[0].wsBase, finance.token);
    const customer = await account('customer');
    const dispute = await createDispute(database.db, customer.id);
    await database.db.execute(sql`
      update ${slaAlertSchedule} set "fire_at" = now() - interval '1 second'
      where "item_id" = ${dispute.id} and "target" = 'dispute_first_response' and "state" = 'due_soon'`);

    await sendDueAlerts(database.db, instances[0].bus);
    expect(await nextAlert(supportInbox)).toMatchObject({
      kind: 'sla_due_soon',
      target: { type: 'dispute', id: dispute.id },
      message: `Dispute #${dispute.id.slice(0, 8)} needs a first response in 15 min`,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alertFrames(financeInbox, dispute.id)).toEqual([]);
    await Promise.all([supportInbox.close(), financeInbox.close()]);
  });

  it('fall due while no instance runs and are sent once they start again (none lost across a restart)', async () => {
    const reviewer = await account('reviewer');
    const reviewerInbox = await inbox(instances[0].wsBase, reviewer.token);
    const first = await submittedCard();
    const second = await submittedCard();
    await fallDue(first.id, 'breached');
    await fallDue(second.id, 'breached');

    const schedulers = instances.map(({ bus }) =>
      startSlaAlerts({ db: database.db, bus, log: quiet }, 50),
    );
    const received = [
      (await nextAlert(reviewerInbox)).subject_id,
      (await nextAlert(reviewerInbox)).subject_id,
    ];
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    expect(received.sort()).toEqual([first.id, second.id].sort());
    expect(await alertsOf(first.id)).toHaveLength(1);
    expect(await alertsOf(second.id)).toHaveLength(1);
    await reviewerInbox.close();
  });
});
