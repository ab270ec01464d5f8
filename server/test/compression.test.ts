import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SERVICE_UNAVAILABLE } from '../lib/errors.js';
import { type LiveServer, startLiveServer } from '../realtime/test/live-server.js';
import { startTestServer, type TestUser } from './harness.js';
import { multipartBody } from './multipart.js';

// What browsers send on every request, WebSocket upgrades included.
const BROWSER = 'gzip, deflate, br, zstd';

let server: LiveServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startLiveServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

/** The body as the client reads it, whatever encoding the server chose. */
const decoded = (response: LightMyRequestResponse) => {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return JSON.parse(brotliDecompressSync(body).toString());
  if (encoding === 'gzip') return JSON.parse(gunzipSync(body).toString());
  return JSON.parse(body.toString());
};

const getOpenapi = (acceptEncoding?: string) =>
  server.call(null, {
    method: 'GET',
    url: '/api/v1/openapi.json',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('JSON answers over 1 KB', () => {
  it('travel as brotli when the client accepts it', async () => {
    const response = await getOpenapi(BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response).openapi).toBe('3.1.0');
  });

  it('travel as gzip when the client accepts only gzip', async () => {
    const response = await getOpenapi('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response).openapi).toBe('3.1.0');
  });

  it('travel as they are when the client accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await getOpenapi(acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json().openapi).toBe('3.1.0');
    }
  });
});

describe('what stays as it is', () => {
  it('small answers (under 1 KB) and the probes', async () => {
    const me = await server.call(admin.token, {
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json().data.id).toBe(admin.id);
    const health = await server.call(null, {
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('multipart uploads are read and answered', async () => {
    const name = `Compressed ${Date.now()}`;
    const form = await multipartBody({
      name,
      min_amount: '10',
      max_amount: '500',
      rate_percentage: '85',
    });
    const response = await server.call(admin.token, {
      method: 'POST',
      url: '/api/v1/admin/brands/',
      payload: form.payload,
      headers: { ...form.headers, 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(201);
    expect(decoded(response).data.name).toBe(name);
  });

  it('a live channel opens from a browser that accepts compression', async () => {
    const url = `${server.wsBase}/notifications/?token=${encodeURIComponent(admin.token)}`;
    const socket = new WebSocket(url, { headers: { 'accept-encoding': BROWSER } });
    const first = await new Promise<{ type: string }>((resolve, reject) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.once('error', reject);
    });
    expect(first.type).toBe('notification_history');
    socket.close();
  });

  it('the 503 of a database outage', async () => {
    const outage = await startTestServer();
    const user = await outage.login('admin');
    await outage.database.close();
    const response = await outage.call(user.token, {
      method: 'GET',
      url: '/api/v1/admin/users/',
      headers: { 'accept-encoding': BROWSER },
    });
    await outage.app.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(decoded(response)).toEqual({ message: SERVICE_UNAVAILABLE });
  });
});
