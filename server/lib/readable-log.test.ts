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

  it('logs one line per answered request instead of two JSON entries', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: readableStream({ write: (line: string) => lines.push(line) } as never),
      },
      logController: new LogController({ disableRequestLogging: true }),
    });
    logOneLinePerRequest(app);
    app.get('/ws/dispute/1/', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/ws/dispute/1/?token=secret.jwt' });
    await app.close();
    const requestLines = lines.filter((line) => line.includes('/ws/dispute/1/'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(
      /^\d\d:\d\d:\d\d INFO {2}GET \/ws\/dispute\/1\/\?token=\[redacted\] 200 \d+ ms\n$/,
    );
    expect(lines.join('')).not.toContain('secret.jwt');
    expect(lines.join('')).not.toContain('{');
  });
});
