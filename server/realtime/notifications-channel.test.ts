import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE } from '../../contract/live.js';
import { brands, notifications } from '../db/schema.js';
import { type LiveServer, startLiveServer } from './test/live-server.js';

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.close());

async function addNotifications(recipientId: string, count: number) {
  const start = Date.now() - count * 1_000;
  return server.database.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        recipientId,
        kind: 'dispute_opened' as const,
        subjectId: null,
        message: `note ${i}`,
        createdAt: new Date(start + i * 1_000),
      })),
    )
    .returning();
}

describe('notifications channel', () => {
  it('sends the latest 15 notifications on connect, newest first, only the admin’s own', async () => {
    const admin = await server.login('admin');
    const other = await server.login('admin');
    await addNotifications(admin.id, 17);
    await addNotifications(other.id, 2);
    const inbox = await server.connect('/notifications/', admin.token);
    const { notifications: history } = await inbox.next('notification_history');
    expect(history.map((n: { message: string }) => n.message)).toEqual(
      Array.from({ length: 15 }, (_, i) => `note ${16 - i}`),
    );
    expect(history[0]).toEqual({
      id: expect.any(String),
      message: 'note 16',
      created_at: expect.any(String),
      is_read: false,
      kind: 'dispute_opened',
      subject_id: null,
    });
    await inbox.close();
  });

  it('marks a notification read, persists it and tells the admin’s other sockets', async () => {
    const admin = await server.login('admin');
    const [note] = await addNotifications(admin.id, 1);
    const tab1 = await server.connect('/notifications', admin.token);
    const tab2 = await server.connect('/notifications', admin.token);
    await Promise.all([tab1.next('notification_history'), tab2.next('notification_history')]);

    tab1.send({ type: 'mark_notification_read', notification_id: note.id });
    const answer = await tab1.next('mark_notification_read_response');
    expect(answer).toMatchObject({
      status: 'success',
      notification: { id: note.id, message: 'note 0', is_read: true },
    });
    expect(await tab2.next('mark_notification_read_response')).toEqual(answer);
    await expect(tab1.next('mark_notification_read_response', 300)).rejects.toThrow();
    const [row] = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, note.id));
    expect(row.isRead).toBe(true);
    await Promise.all([tab1.close(), tab2.close()]);
  });

  it('answers an error for a notification that is not the admin’s or not an id', async () => {
    const admin = await server.login('admin');
    const other = await server.login('admin');
    const [foreign] = await addNotifications(other.id, 1);
    const inbox = await server.connect('/notifications/', admin.token);
    await inbox.next('notification_history');
    for (const notificationId of [foreign.id, 'nope', 7]) {
      inbox.send({ type: 'mark_notification_read', notification_id: notificationId });
      expect(await inbox.next('mark_notification_read_response')).toEqual({
        type: 'mark_notification_read_response',
        status: 'error',
        message: 'Notification not found.',
      });
    }
    const [row] = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, foreign.id));
    expect(row.isRead).toBe(false);
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
