import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../contract/messages.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createAccessTokens } from '../plugins/auth/access-tokens.js';
import { createAccount } from '../plugins/users/accounts.js';
import { createTestDatabase, TEST_CARD_CODE_ENV } from '../test/database.js';
import { TEST_SECRET } from '../test/harness.js';
import { type Bus, createLocalBus } from './bus.js';
import { storeChatMessage } from './chat.js';
import { notifyStaff, publishNotification } from './notifications.js';
import { createRedisBus } from './redis-bus.js';
import { connectTo, createDispute, portOf } from './test/live-server.js';

// Two instances on two ports sharing one database: through Redis when TEST_REDIS_URL is set,
// else through one in-process bus handed to both, so the delivery logic is tested either way.
const redisUrl = process.env.TEST_REDIS_URL;
const channel = `gca-test:${randomUUID()}`;

import { quiet } from './test/live-server.js';

let database: DatabaseHandle;
const instances: Array<{ app: FastifyInstance; bus: Bus; wsBase: string }> = [];
const tokens = createAccessTokens(TEST_SECRET);

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
});
afterAll(async () => {
  for (const { app, bus } of instances) {
    await app.close();
    await bus.close();
  }
  await database.close();
});

async function account(role: 'admin' | 'customer') {
  const username = `${role}_${randomUUID().slice(0, 8)}`;
  const user = await createAccount(database.db, {
    email: `${username}@example.com`,
    username,
    password: 'password123',
    role,
  });
  return { ...user, token: await tokens.sign({ userId: user.id, role, epoch: 0 }) };
}

describe(`two instances (${redisUrl ? 'Redis' : 'shared in-process'} bus)`, () => {
  it('delivers a chat message written on one to participants on the other, once each', async () => {
    const [a, b] = instances;
    const customer = await account('customer');
    const admin = await account('admin');
    const dispute = await createDispute(database.db, customer.id);
    const path = `/dispute/${dispute.id}/`;
    const customerSocket = await connectTo(a.wsBase, path, customer.token);
    const adminSocket = await connectTo(b.wsBase, path, admin.token);
    await Promise.all([customerSocket.next('chat_history'), adminSocket.next('chat_history')]);

    customerSocket.send({ type: 'chat_message', message: 'across instances', client_id: 'x1' });
    expect((await adminSocket.next('chat_message')).message.message).toBe('across instances');
    expect((await customerSocket.next('chat_message')).message.client_id).toBe('x1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(customerSocket.pending('chat_message')).toEqual([]);
    expect(adminSocket.pending('chat_message')).toEqual([]);
    await Promise.all([customerSocket.close(), adminSocket.close()]);
  });

  it('delivers a notification to admins connected to either instance', async () => {
    const [a, b] = instances;
    const admin = await account('admin');
    const other = await account('admin');
    const inboxA = await connectTo(a.wsBase, '/notifications/', admin.token);
    const inboxB = await connectTo(b.wsBase, '/notifications/', admin.token);
    const otherInbox = await connectTo(b.wsBase, '/notifications/', other.token);
    await Promise.all(
      [inboxA, inboxB, otherInbox].map((inbox) => inbox.next('notification_history')),
    );

    // What the REST side does when a customer opens a dispute on instance A: one event for all.
    const event = await database.db.transaction((tx) =>
      notifyStaff(tx, {
        kind: 'dispute_opened',
        subjectId: null,
        text: serverText('notification.dispute_opened', { customer: 'ada' }),
      }),
    );
    publishNotification(a.bus, event);
    const mine = { id: event.notification.id };
    expect((await inboxA.next('notification')).notification.id).toBe(mine.id);
    expect((await inboxB.next('notification')).notification.id).toBe(mine.id);
    expect((await otherInbox.next('notification')).notification).toMatchObject({
      id: mine.id,
      message: 'ada opened a dispute',
      message_code: 'notification.dispute_opened',
      message_params: { customer: 'ada' },
      is_read: false,
    });

    inboxA.send({ type: 'mark_notification_read', notification_id: mine.id });
    expect((await inboxA.next('mark_notification_read_response')).status).toBe('success');
    expect((await inboxB.next('mark_notification_read_response')).notification).toMatchObject({
      id: mine.id,
      is_read: true,
    });
    // Read by one admin, still unread for the other.
    await expect(otherInbox.next('mark_notification_read_response', 300)).rejects.toThrow();
    await Promise.all([inboxA.close(), inboxB.close(), otherInbox.close()]);
  });

  it("closes a deactivated account's sockets with 4401 on both instances", async () => {
    const [a, b] = instances;
    const admin = await account('admin');
    const customer = await account('customer');
    const dispute = await createDispute(database.db, customer.id);
    const chatOnA = await connectTo(a.wsBase, `/dispute/${dispute.id}/`, customer.token);
    const chatOnB = await connectTo(b.wsBase, `/dispute/${dispute.id}/`, customer.token);
    await Promise.all([chatOnA.next('chat_history'), chatOnB.next('chat_history')]);

    const response = await a.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${customer.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { is_active: false },
    });
    expect(response.statusCode).toBe(200);
    expect((await chatOnA.closed).code).toBe(4401);
    expect((await chatOnB.closed).code).toBe(4401);
    const again = await connectTo(b.wsBase, `/dispute/${dispute.id}/`, customer.token);
    expect((await again.closed).code).toBe(4401);
  });

  it('after the link between instances comes back, every socket gets what it missed', async () => {
    const [, b] = instances;
    const customer = await account('customer');
    const admin = await account('admin');
    const dispute = await createDispute(database.db, customer.id);
    const adminSocket = await connectTo(b.wsBase, `/dispute/${dispute.id}/`, admin.token);
    const inbox = await connectTo(b.wsBase, '/notifications/', admin.token);
    await Promise.all([adminSocket.next('chat_history'), inbox.next('notification_history')]);

    // Stored on A while the bus was down: its publication reached nobody on B.
    await storeChatMessage(database.db, {
      disputeId: dispute.id,
      sender: { id: customer.id, username: customer.username, role: 'customer', epoch: 0 },
      text: 'written during the outage',
    });
    expect(adminSocket.pending('chat_message')).toEqual([]);

    await b.bus.publish({ type: 'resync' });
    const history = await adminSocket.next('chat_history');
    expect(history.messages.map((m: { message: string }) => m.message)).toEqual([
      'written during the outage',
    ]);
    const notifications = (await inbox.next('notification_history')).notifications;
    expect(notifications[0]).toMatchObject({ kind: 'chat_message', subject_id: dispute.id });
    await Promise.all([adminSocket.close(), inbox.close()]);
  });
});
