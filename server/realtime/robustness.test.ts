import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE } from '../../contract/live.js';
import { createAccessTokens } from '../plugins/auth/access-tokens.js';
import { DEFAULT_REALTIME_SETTINGS } from './settings.js';
import { createDispute, type LiveServer, startLiveServer } from './test/live-server.js';

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({ realtime: { ...DEFAULT_REALTIME_SETTINGS, heartbeatMs: 150 } });
});
afterAll(() => server.close());

describe('connection robustness', () => {
  it('terminates a client that stops answering pings, keeps one that answers', async () => {
    const admin = await server.login('admin');
    const silent = await server.connect('/notifications/', admin.token, { autoPong: false });
    const lively = await server.connect('/notifications/', admin.token);
    // Terminated without a close frame: the client sees an abnormal closure.
    expect((await silent.closed).code).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lively.socket.readyState).toBe(lively.socket.OPEN);
    await lively.close();
  });

  it('closes a client that sends a frame over the size limit', async () => {
    const customer = await server.login('customer');
    const dispute = await createDispute(server.database.db, customer.id);
    const socket = await server.connect(`/dispute/${dispute.id}/`, customer.token);
    await socket.next('chat_history');
    socket.send({
      type: 'chat_message',
      message: 'x'.repeat(DEFAULT_REALTIME_SETTINGS.maxPayloadBytes),
    });
    expect((await socket.closed).code).toBe(1009);
  });
});

describe('token lifetime', () => {
  it('closes a socket with 4401 when the token that opened it expires', async () => {
    const admin = await server.login('admin');
    const shortLived = await createAccessTokens(server.config.jwtSecret).sign(
      { userId: admin.id, role: 'admin', epoch: 0 },
      // Whole seconds: long enough to be admitted, short enough to expire during the test.
      3,
    );
    const inbox = await server.connect('/notifications/', shortLived);
    await inbox.next('notification_history');
    expect((await inbox.closed).code).toBe(CLOSE.unauthorized);
  });
});

describe('shutdown', () => {
  it('closes every socket with 1012 so that clients reconnect', async () => {
    const own = await startLiveServer();
    const admin = await own.login('admin');
    const inbox = await own.connect('/notifications/', admin.token);
    await inbox.next('notification_history');
    await own.close();
    expect(await inbox.closed).toEqual({ code: CLOSE.restart, reason: 'Server restarting' });
  });

  it('is not held up by upgrade requests to paths that are not channels', async () => {
    const own = await startLiveServer();
    const customer = await own.login('customer');
    // ws resolves /ws/../x to /x: an API route, the app, and no route at all.
    for (const path of ['/../api/v1/health', '/../login', '/elsewhere/']) {
      await expect(own.connect(path, customer.token)).rejects.toThrow(/Unexpected server response/);
    }
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
