import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE, MAX_CHAT_LENGTH } from '../../contract/live.js';
import { chatMessages, notifications } from '../db/schema.js';
import { createDispute, type LiveServer, startLiveServer } from './test/live-server.js';

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({ allowedOrigins: ['https://admin.example.com'] });
});
afterAll(() => server.close());

async function scene() {
  const admin = await server.login('admin');
  const customer = await server.login('customer');
  const dispute = await createDispute(server.database.db, customer.id);
  return { admin, customer, dispute, path: `/dispute/${dispute.id}/` };
}

describe('dispute chat', () => {
  it('sends the history on connect and broadcasts a message to every participant', async () => {
    const { admin, customer, path } = await scene();
    const customerSocket = await server.connect(path, customer.token);
    expect(await customerSocket.next('chat_history')).toEqual({
      type: 'chat_history',
      messages: [],
    });
    const adminSocket = await server.connect(path, admin.token);
    await adminSocket.next('chat_history');

    customerSocket.send({
      type: 'chat_message',
      message: '  My card was rejected  ',
      client_id: 'c-1',
    });
    const toAdmin = await adminSocket.next('chat_message');
    const toCustomer = await customerSocket.next('chat_message');
    expect(toAdmin).toEqual(toCustomer);
    expect(toAdmin.message).toEqual({
      id: expect.any(String),
      sender_username: customer.username,
      message: 'My card was rejected',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      is_read: false,
      client_id: 'c-1',
    });

    adminSocket.send({ type: 'chat_message', message: 'Looking into it' });
    expect((await customerSocket.next('chat_message')).message.sender_username).toBe(
      admin.username,
    );
    await adminSocket.next('chat_message');

    const later = await server.connect(path, customer.token);
    const history = await later.next('chat_history');
    expect(history.messages.map((m: { message: string }) => m.message)).toEqual([
      'My card was rejected',
      'Looking into it',
    ]);
    await Promise.all([customerSocket.close(), adminSocket.close(), later.close()]);
  });

  it('handles a message sent right after opening, before the history arrives', async () => {
    const { customer, path } = await scene();
    const socket = await server.connect(path, customer.token);
    socket.send({ type: 'chat_message', message: 'first words' });
    expect((await socket.next('chat_history')).messages).toEqual([]);
    expect((await socket.next('chat_message')).message.message).toBe('first words');
    await socket.close();
  });

  it('stores a resent client_id once and answers it with the stored message', async () => {
    const { admin, customer, dispute, path } = await scene();
    const adminSocket = await server.connect(path, admin.token);
    await adminSocket.next('chat_history');
    const first = await server.connect(path, customer.token);
    first.send({ type: 'chat_message', message: 'hello?', client_id: 'same-id' });
    const original = (await first.next('chat_message')).message;
    await first.close();

    // After a reconnect the client resends what it is not sure was delivered.
    const second = await server.connect(path, customer.token);
    second.send({ type: 'chat_message', message: 'hello?', client_id: 'same-id' });
    expect((await second.next('chat_message')).message).toEqual(original);
    const rows = await server.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.disputeId, dispute.id));
    expect(rows).toHaveLength(1);
    const staffNotes = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, dispute.id));
    expect(staffNotes).toHaveLength(1);

    expect((await adminSocket.next('chat_message')).message).toEqual(original);
    await expect(adminSocket.next('chat_message', 300)).rejects.toThrow(/no chat_message/);
    await Promise.all([adminSocket.close(), second.close()]);
  });

  it('stores a client_id sent from two sockets at once a single time', async () => {
    const { customer, dispute, path } = await scene();
    const tabs = [
      await server.connect(path, customer.token),
      await server.connect(path, customer.token),
    ];
    await Promise.all(tabs.map((tab) => tab.next('chat_history')));
    for (const tab of tabs)
      tab.send({ type: 'chat_message', message: 'race', client_id: 'race-id' });
    const answers = await Promise.all(tabs.map((tab) => tab.next('chat_message')));
    expect(answers[0].message.id).toBe(answers[1].message.id);
    const rows = await server.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.disputeId, dispute.id));
    expect(rows).toHaveLength(1);
    await Promise.all(tabs.map((tab) => tab.close()));
  });

  it('answers blank, over-long and non-JSON messages with an error and stores nothing', async () => {
    const { customer, dispute, path } = await scene();
    const socket = await server.connect(path, customer.token);
    await socket.next('chat_history');
    socket.send({ type: 'chat_message', message: '   ' });
    expect((await socket.next('error')).message).toMatch(/blank/);
    socket.send({ type: 'chat_message', message: 'x'.repeat(MAX_CHAT_LENGTH + 1) });
    expect((await socket.next('error')).message).toMatch(/too long/);
    socket.send('not json');
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: 'Messages must be JSON.',
    });
    socket.send({ type: 'dance' });
    expect((await socket.next('error')).message).toBe('Unknown message type.');
    socket.send({ type: 'chat_message', message: 'x'.repeat(MAX_CHAT_LENGTH) });
    expect((await socket.next('chat_message')).message.message).toHaveLength(MAX_CHAT_LENGTH);
    const rows = await server.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.disputeId, dispute.id));
    expect(rows).toHaveLength(1);
    await socket.close();
  });

  it('notifies every admin, in the database and live, when a customer writes; not when an admin does', async () => {
    const { admin, customer, dispute, path } = await scene();
    const inbox = await server.connect('/notifications/', admin.token);
    await inbox.next('notification_history');
    const customerSocket = await server.connect(path, customer.token);
    customerSocket.send({ type: 'chat_message', message: 'anyone there?' });
    const { notification } = await inbox.next('notification');
    expect(notification).toMatchObject({
      id: expect.any(String),
      message: `${customer.username} sent a message in a dispute`,
      is_read: false,
      kind: 'chat_message',
      subject_id: dispute.id,
    });

    const adminSocket = await server.connect(path, admin.token);
    adminSocket.send({ type: 'chat_message', message: 'yes' });
    await customerSocket.next('chat_message');
    await customerSocket.next('chat_message');
    await expect(inbox.next('notification', 300)).rejects.toThrow();
    await Promise.all([inbox.close(), customerSocket.close(), adminSocket.close()]);
  });

  it('limits the rate of messages on one connection', async () => {
    const { customer, path } = await scene();
    const socket = await server.connect(path, customer.token);
    await socket.next('chat_history');
    for (let i = 0; i < 25; i += 1) socket.send({ type: 'chat_message', message: '' });
    // Every message is answered (blank ones with an error); past the rate, with this one. Counted
    // as the answers come, however long a loaded machine takes to send them.
    const answers = [];
    for (let i = 0; i < 25; i += 1) answers.push(await socket.next('error'));
    const limited = answers.filter((e) => e.message === 'Too many messages. Slow down.');
    expect(limited.length).toBeGreaterThanOrEqual(5);
    await socket.close();
  });
});

describe('dispute chat handshake', () => {
  it('closes with 4401 without a token or with a bad one', async () => {
    const { path } = await scene();
    expect((await (await server.connect(path)).closed).code).toBe(CLOSE.unauthorized);
    expect((await (await server.connect(path, 'not-a-jwt')).closed).code).toBe(CLOSE.unauthorized);
  });

  it("keeps a customer out of another customer's dispute with 4403, lets any admin in", async () => {
    const { path } = await scene();
    const stranger = await server.login('customer');
    expect((await (await server.connect(path, stranger.token)).closed).code).toBe(CLOSE.forbidden);
    const otherAdmin = await server.login('admin');
    const socket = await server.connect(path, otherAdmin.token);
    await socket.next('chat_history');
    await socket.close();
  });

  it('lets staff who may chat in disputes in, and keeps finance out with 4403', async () => {
    const { path } = await scene();
    for (const role of ['reviewer', 'support'] as const) {
      const socket = await server.connect(path, (await server.login(role)).token);
      await socket.next('chat_history');
      await socket.close();
    }
    const finance = await server.login('finance');
    expect((await (await server.connect(path, finance.token)).closed).code).toBe(CLOSE.forbidden);
  });

  it("closes a member of staff's socket with 4401 when their role changes", async () => {
    const { admin, path } = await scene();
    const reviewer = await server.login('reviewer');
    const socket = await server.connect(path, reviewer.token);
    await socket.next('chat_history');
    const response = await server.call(admin.token, {
      method: 'PATCH',
      url: `/api/v1/admin/staff/${reviewer.id}`,
      payload: { role: 'finance' },
    });
    expect(response.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(CLOSE.unauthorized);
    // Back in with the same token, the new role has no chat.
    expect((await (await server.connect(path, reviewer.token)).closed).code).toBe(CLOSE.forbidden);
  });

  it('closes with 4404 for an unknown or malformed dispute id', async () => {
    const { customer } = await scene();
    const unknown = await server.connect(`/dispute/${crypto.randomUUID()}/`, customer.token);
    expect((await unknown.closed).code).toBe(CLOSE.notFound);
    const malformed = await server.connect('/dispute/42/', customer.token);
    expect((await malformed.closed).code).toBe(CLOSE.notFound);
  });

  it('refuses a foreign Origin with 4403 and accepts its own and the configured ones', async () => {
    const { customer, path } = await scene();
    const foreign = await server.connect(path, customer.token, { origin: 'https://evil.example' });
    expect((await foreign.closed).code).toBe(CLOSE.forbidden);
    const own = await server.connect(path, customer.token, {
      origin: server.wsBase.replace(/^ws/, 'http').replace(/\/ws$/, ''),
    });
    await own.next('chat_history');
    const configured = await server.connect(path, customer.token, {
      origin: 'https://admin.example.com',
    });
    await configured.next('chat_history');
    await Promise.all([own.close(), configured.close()]);
  });

  it('refuses an upgrade on a path that is no channel', async () => {
    const { customer } = await scene();
    await expect(server.connect('/elsewhere/', customer.token)).rejects.toThrow(/404/);
  });

  it('works without the trailing slash', async () => {
    const { customer, dispute } = await scene();
    const socket = await server.connect(`/dispute/${dispute.id}`, customer.token);
    await socket.next('chat_history');
    await socket.close();
  });
});
