import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logOneLinePerRequest, readableLine, readableStream } from './readable-log.js';

describe('readable development logs', () => {
  it('turns a pino entry into one line, extra fields after it, without the token', () => {
    const time = new Date(2025, 0, 5, 14, 3, 7).getTime();
    expect(
      readableLine(
        JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', msg: 'slow query', ms: 812 }),
      ),
    ).toBe('14:03:07 WARN  slow query ms=812\n');
    expect(readableLine('not json')).toBe('not json\n');
  });

  it('logs one line for a request that fails or is slow, none for a quick success', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: readableStream({ write: (line: string) => lines.push(line) } as never),
      },
      logController: new LogController({ disableRequestLogging: true }),
    });
    // Slow past 40 ms here, so that the test waits 60 ms rather than the half second of `npm start`.
    logOneLinePerRequest(app, 40);
    app.get('/assets/app.js', async () => 'code');
    app.get('/ws/dispute/1/', async (_request, reply) => reply.status(403).send({ message: 'no' }));
    app.get('/api/v1/slow/', async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      return { ok: true };
    });
    app.get('/api/v1/broken/', async () => {
      throw new Error('broken');
    });
    for (const url of ['/assets/app.js', '/ws/dispute/1/?token=secret.jwt', '/api/v1/slow/']) {
      await app.inject({ method: 'GET', url });
    }
    await app.inject({ method: 'GET', url: '/api/v1/broken/' });
    await app.close();

    const requestLines = lines.filter((line) => / \d+ ms/.test(line));
    expect(requestLines).toHaveLength(3);
    expect(requestLines[0]).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}GET \/ws\/dispute\/1\/\?token=\[redacted\] 403 \d+ ms\n$/,
    );
    expect(requestLines[1]).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}GET \/api\/v1\/slow\/ 200 \d+ ms \(slow\)\n$/,
    );
    expect(requestLines[2]).toMatch(/^\d\d:\d\d:\d\d ERROR GET \/api\/v1\/broken\/ 500 \d+ ms\n$/);
    expect(lines.join('')).not.toContain('/assets/app.js');
    expect(lines.join('')).not.toContain('secret.jwt');
  });
});
