import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE } from '../../contract/live.js';
import { DEMO_ADMIN } from '../config.js';
import { chatMessages } from '../db/schema.js';
import {
  connectTo,
  createDispute,
  type LiveServer,
  portOf,
  startLiveServer,
} from '../realtime/test/live-server.js';
import { createTestDatabase, openTestDataDir, TEST_CARD_CODE_ENV } from '../test/database.js';
import { TEST_SECRET } from '../test/harness.js';

let server: LiveServer | undefined;
afterEach(async () => {
  // The app is closed by the test; what main.ts closes after it is closed here.
  await server?.bus.close();
  await server?.database.close();
  server = undefined;
});

/** A POST whose headers are sent now and whose body is sent by `finish`, with its answer. */
function slowPost(base: string, path: string, body: string) {
  const request = http.request(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 5));
  return {
    answer,
    finish: () => request.end(body.slice(5)),
  };
}

describe('graceful shutdown (SIGTERM)', () => {
  it('answers /readyz 503 first while still serving, finishes the request in flight, then closes sockets with 1012', async () => {
    server = await startLiveServer();
    const base = `http://127.0.0.1:${portOf(server.app.server.address())}`;
    const admin = await server.login('admin');
    const inbox = await server.connect('/notifications/', admin.token);
    await inbox.next('notification_history');
    let socketClosedAt = Number.POSITIVE_INFINITY;
    void inbox.closed.then(() => {
      socketClosedAt = performance.now();
    });
    const login = slowPost(
      base,
      '/api/v1/auth/login/',
      JSON.stringify({ email: admin.email, password: 'password123' }),
    );
    // The request's headers reach the server before the shutdown starts.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = server.app.closeGracefully(500);
    const readiness = await fetch(`${base}/readyz`);
    const notReadyAt = performance.now();
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ message: 'Not ready: shutting down.' });
    // While the balancer takes it out of rotation, the instance still answers.
    const meanwhile = await fetch(`${base}/api/v1/admin/users/`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(meanwhile.status).toBe(200);

    login.finish();
    const answered = await login.answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body).data.access_token).toEqual(expect.any(String));

    expect(await inbox.closed).toEqual({ code: CLOSE.restart, reason: 'Server restarting' });
    expect(socketClosedAt).toBeGreaterThan(notReadyAt);
    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('stores every chat message a closing socket had sent before the instance closes its database', async () => {
    server = await startLiveServer();
    const customer = await server.login('customer');
    const dispute = await createDispute(server.database.db, customer.id);
    const chat = await server.connect(`/dispute/${dispute.id}/`, customer.token);
    await chat.next('chat_history');
    const sent = Array.from({ length: 10 }, (_, n) => `message ${n}`);
    for (const [n, message] of sent.entries()) {
      chat.socket.send(JSON.stringify({ type: 'chat_message', message, client_id: `c${n}` }));
    }
    await chat.next('chat_message');

    await server.app.closeGracefully(0);
    expect((await chat.closed).code).toBe(CLOSE.restart);
    const stored = await server.database.db
      .select({ message: chatMessages.message })
      .from(chatMessages)
      .where(eq(chatMessages.disputeId, dispute.id));
    expect(stored.map(({ message }) => message).sort()).toEqual(sent);
  });
});

describe('the server process (main.ts) on SIGTERM', () => {
  it('answers /readyz 503 for SHUTDOWN_DRAIN_SECONDS while its sockets stay open, then closes them with 1012 and exits 0', async () => {
    const postgres = process.env.TEST_DB === 'postgres';
    const database = postgres ? await createTestDatabase() : null;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gca-drain-'));
    // On PGlite, the folder holds the run's migrated database: the server opens it, not initdb.
    if (!postgres) await (await openTestDataDir(dataDir)).close();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
        JWT_SECRET: TEST_SECRET,
        ...TEST_CARD_CODE_ENV,
        SEED: 'none',
        LOG_LEVEL: 'silent',
        SHUTDOWN_DRAIN_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      const base = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const url = /running at (http:\/\/[\d.]+:\d+)\//.exec(output);
          if (url) resolve(url[1]);
        });
        child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
      });
      const login = await fetch(`${base}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_ADMIN),
      });
      const { data } = (await login.json()) as { data: { access_token: string } };
      const inbox = await connectTo(
        `${base.replace('http', 'ws')}/ws`,
        '/notifications/',
        data.access_token,
      );
      await inbox.next('notification_history');
      expect((await fetch(`${base}/readyz`)).status).toBe(200);

      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`${base}/readyz`)).status).toBe(503);
      expect(inbox.socket.readyState).toBe(inbox.socket.OPEN);
      expect(await inbox.closed).toEqual({ code: CLOSE.restart, reason: 'Server restarting' });
      expect(await exited).toEqual([0, null]);
    } finally {
      child.kill('SIGKILL');
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
