import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, serveApp } from './static-app.js';

// A built app as Vite and the compression plugin write it: each file beside its .br and .gz.
const INDEX = '<!doctype html><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('gift cards '.repeat(200))});`;

let appDir: string;
let app: FastifyInstance;

const writeBuilt = (file: string, text: string) => {
  const full = path.join(appDir, file);
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text));
};

beforeAll(async () => {
  appDir = mkdtempSync(path.join(tmpdir(), 'gca-static-'));
  mkdirSync(path.join(appDir, 'assets'));
  writeBuilt('index.html', INDEX);
  writeBuilt('assets/index-Ab12Cd34.js', SCRIPT);
  app = Fastify();
  await app.register(serveApp, { root: appDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(appDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built app', () => {
  it('serves hashed assets cached for a year, immutable', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves index.html to be revalidated, at / and as the fallback of page paths', async () => {
    for (const url of ['/', '/index.html', '/users/42', '/login']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('sends the brotli copy to a client that accepts it', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('compresses the index.html fallback too, still to be revalidated', async () => {
    const response = await get('/transactions', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('answers a JSON 404 for server paths and unknown assets', async () => {
    for (const url of ['/api/v1/nothing', '/assets/missing-123.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await get('/api/v1/nothing')).json()).toEqual({ message: 'Not found.' });
  });
});
