import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE, type Notification } from '../../contract/live.js';
import { notifications } from '../db/schema.js';
import { brands } from '../plugins/brands/table.js';
import { type LiveServer, startLiveServer } from './test/live-server.js';

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.close());

/** Each call's notifications are newer than every earlier one's. */
let clock = Date.now() + 60_000;
async function addNotifications(
  count: number,
  kind: 'dispute_opened' | 'giftcard_submitted' = 'dispute_opened',
) {
  const start = clock;
  clock += (count + 1) * 1_000;
  return server.database.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        kind,
        subjectId: null,
        message: `${kind} ${i}`,
        createdAt: new Date(start + i * 1_000),
      })),
    )
    .returning();
}

async function historyOf(token: string) {
  const inbox = await server.connect('/notifications/', token);
  const { notifications: history } = await inbox.next('notification_history');
  await inbox.close();
  return history as Notification[];
}

describe('notifications channel', () => {
  it('sends the latest 15 notifications on connect, newest first, of what the role may open', async () => {
    await addNotifications(2, 'giftcard_submitted');
    await addNotifications(17, 'dispute_opened');
    const admin = await server.login('admin');
    const history = await historyOf(admin.token);
    expect(history.map((n) => n.message)).toEqual(
      Array.from({ length: 15 }, (_, i) => `dispute_opened ${16 - i}`),
    );
    expect(history[0]).toEqual({
      id: expect.any(String),
      message: 'dispute_opened 16',
      message_code: null,
      message_params: null,
      created_at: expect.any(String),
      is_read: false,
      kind: 'dispute_opened',
      subject_id: null,
    });
    // Finance may not open disputes: its staff see the gift cards only.
    const finance = await server.login('finance');
    expect((await historyOf(finance.token)).slice(0, 2).map((n) => n.message)).toEqual([
      'giftcard_submitted 1',
      'giftcard_submitted 0',
    ]);
  });

  it('marks a notification read for that admin alone, persists it and tells their other sockets', async () => {
    const admin = await server.login('admin');
    const colleague = await server.login('admin');
    const [note] = await addNotifications(1);
    const tab1 = await server.connect('/notifications', admin.token);
    const tab2 = await server.connect('/notifications', admin.token);
    await Promise.all([tab1.next('notification_history'), tab2.next('notification_history')]);

    tab1.send({ type: 'mark_notification_read', notification_id: note.id });
    const answer = await tab1.next('mark_notification_read_response');
    expect(answer).toMatchObject({
      status: 'success',
      notification: { id: note.id, message: 'dispute_opened 0', is_read: true },
    });
    expect(await tab2.next('mark_notification_read_response')).toEqual(answer);
    await expect(tab1.next('mark_notification_read_response', 300)).rejects.toThrow();
    await Promise.all([tab1.close(), tab2.close()]);
    expect((await historyOf(admin.token))[0]).toMatchObject({ id: note.id, is_read: true });
    expect((await historyOf(colleague.token))[0]).toMatchObject({ id: note.id, is_read: false });
  });

  it('answers an error for a notification the reader may not open or not an id', async () => {
    const [aboutDispute] = await addNotifications(1);
    const finance = await server.login('finance');
    const inbox = await server.connect('/notifications/', finance.token);
    await inbox.next('notification_history');
    for (const notificationId of [aboutDispute.id, 'nope', 7]) {
      inbox.send({ type: 'mark_notification_read', notification_id: notificationId });
      expect(await inbox.next('mark_notification_read_response')).toEqual({
        type: 'mark_notification_read_response',
        status: 'error',
        message: 'Notification not found.',
      });
    }
    await inbox.close();
  });

  it('delivers live what a customer does over REST: a gift card submitted, a dispute opened', async () => {
    const admin = await server.login('admin');
    const customer = await server.login('customer');
    const [brand] = await server.database.db
      .insert(brands)
      .values({
        name: `Live ${customer.username}`,
        minAmount: '10.00',
        maxAmount: '500.00',
        ratePercentage: '85.00',
      })
      .returning();
    const inbox = await server.connect('/notifications/', admin.token);
    await inbox.next('notification_history');

    const submitted = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/giftcards/',
      payload: { brand_id: brand.id, card_value: '100.00', card_code: 'ABCD-EFGH-7H2K' },
    });
    expect(submitted.statusCode).toBe(201);
    expect((await inbox.next('notification')).notification).toMatchObject({
      kind: 'giftcard_submitted',
      subject_id: submitted.json().data.id,
      is_read: false,
    });

    const opened = await server.call(customer.token, {
      method: 'POST',
      url: '/api/v1/disputes/',
      payload: { status: 'open', message: 'Where is my payout?' },
    });
    expect(opened.statusCode).toBe(201);
    expect((await inbox.next('notification')).notification).toMatchObject({
      kind: 'dispute_opened',
      subject_id: opened.json().data.id,
    });
    await inbox.close();
  });

  it('closes with 4401 without a valid token and 4403 for a customer', async () => {
    expect((await (await server.connect('/notifications/')).closed).code).toBe(CLOSE.unauthorized);
    const customer = await server.login('customer');
    const refused = await server.connect('/notifications/', customer.token);
    expect((await refused.closed).code).toBe(CLOSE.forbidden);
  });
});
