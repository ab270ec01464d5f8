import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOSE } from '../../contract/live.js';
import { chatMessages } from '../db/schema.js';
import { ERRORS } from './protocol.js';
import { DEFAULT_REALTIME_SETTINGS } from './settings.js';
import { createDispute, type LiveServer, startLiveServer } from './test/live-server.js';

// Lowered limits, so that a flood is a few messages here.
let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({
    realtime: {
      ...DEFAULT_REALTIME_SETTINGS,
      maxSocketsPerUser: 3,
      userRateLimit: { messages: 4, windowMs: 60_000 },
    },
  });
});
afterAll(() => server.close());

describe('one account flooding the live channels', () => {
  it('cannot hold more sockets than the cap; a closed one frees its place', async () => {
    const customer = await server.login('customer');
    const dispute = await createDispute(server.database.db, customer.id);
    const path = `/dispute/${dispute.id}/`;
    const open = [];
    for (let n = 0; n < 3; n += 1) {
      const socket = await server.connect(path, customer.token);
      await socket.next('chat_history');
      open.push(socket);
    }
    const extra = await server.connect(path, customer.token);
    expect(await extra.closed).toEqual({
      code: CLOSE.tryAgainLater,
      reason: 'Too many open connections',
    });
    await open.pop()!.close();
    const again = await server.connect(path, customer.token);
    await again.next('chat_history');
    await Promise.all([...open, again].map((socket) => socket.close()));
  });

  it('shares one message rate across all its sockets', async () => {
    const customer = await server.login('customer');
    const dispute = await createDispute(server.database.db, customer.id);
    const path = `/dispute/${dispute.id}/`;
    const [first, second] = [
      await server.connect(path, customer.token),
      await server.connect(path, customer.token),
    ];
    await Promise.all([first.next('chat_history'), second.next('chat_history')]);
    for (let n = 0; n < 3; n += 1) {
      first.send({ type: 'chat_message', message: `a${n}`, client_id: `a${n}` });
      second.send({ type: 'chat_message', message: `b${n}`, client_id: `b${n}` });
    }
    const refusals = () => [...first.pending('error'), ...second.pending('error')];
    await vi.waitFor(() => expect(refusals()).toHaveLength(2));
    expect(new Set(refusals().map((frame) => frame.message))).toEqual(
      new Set([ERRORS.rateLimited]),
    );
    await vi.waitFor(async () => {
      const stored = await server.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.disputeId, dispute.id));
      expect(stored).toHaveLength(4);
    });
    await Promise.all([first.close(), second.close()]);
  });
});

describe('chat notifications', () => {
  it('are one entry per dispute, brought back to the top and unread by each message', async () => {
    const admin = await server.login('admin');
    const customer = await server.login('customer');
    const dispute = await createDispute(server.database.db, customer.id);
    const socket = await server.connect(`/dispute/${dispute.id}/`, customer.token);
    const inbox = await server.connect('/notifications/', admin.token);
    await Promise.all([socket.next('chat_history'), inbox.next('notification_history')]);
    const entriesAboutDispute = async () => {
      const reopened = await server.connect('/notifications/', admin.token);
      const { notifications } = await reopened.next('notification_history');
      await reopened.close();
      return notifications.filter(
        (notification: { subject_id: string }) => notification.subject_id === dispute.id,
      );
    };

    for (let n = 0; n < 3; n += 1) {
      socket.send({ type: 'chat_message', message: `m${n}`, client_id: `m${n}` });
      await socket.next('chat_message');
    }
    const [entry] = await entriesAboutDispute();
    expect(await entriesAboutDispute()).toHaveLength(1);
    for (let n = 0; n < 3; n += 1) {
      expect((await inbox.next('notification')).notification.id).toBe(entry.id);
    }

    // Once read, the next message brings the same entry back unread.
    inbox.send({ type: 'mark_notification_read', notification_id: entry.id });
    expect((await inbox.next('mark_notification_read_response')).notification.is_read).toBe(true);
    expect(await entriesAboutDispute()).toEqual([{ ...entry, is_read: true }]);
    socket.send({ type: 'chat_message', message: 'later', client_id: 'm-later' });
    const back = (await inbox.next('notification')).notification;
    expect(back).toMatchObject({ id: entry.id, is_read: false });
    expect(Date.parse(back.created_at)).toBeGreaterThan(Date.parse(entry.created_at));
    expect(await entriesAboutDispute()).toEqual([back]);
    await Promise.all([socket.close(), inbox.close()]);
  });
});
