import type { FastifyInstance } from 'fastify';

/** Live-channel URLs carry the access token as a query parameter: never log it. */
export const redactToken = (url: string) => url.replace(/([?&]token=)[^&]*/g, '$1[redacted]');

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
/** Pino's own fields, said by the line's layout rather than repeated after the message. */
const OWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

/**
 * One pino entry (a JSON line) as a person reads it in a terminal:
 * `14:03:07 INFO  GET /api/v1/admin/users/ 200 12 ms`, with any other fields after it and an
 * error's stack on the lines below. What is not JSON passes unchanged.
 */
export const readableLine = (line: string) => {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = new Date(Number(entry.time ?? Date.now())).toTimeString().slice(0, 8);
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const { err, ...rest } = entry;
  const extra = Object.entries(rest)
    .filter(([key]) => !OWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const stack = (err as { stack?: string } | undefined)?.stack;
  return `${time} ${level} ${entry.msg ?? ''}${extra.length ? ` ${extra.join(' ')}` : ''}\n${
    stack ? `${stack}\n` : ''
  }`;
};

/** A stream for pino that writes readable lines instead of JSON (development only). */
export const readableStream = (out: NodeJS.WritableStream = process.stdout) => ({
  write: (line: string) => out.write(readableLine(line)),
});

/** A request that takes longer than this gets a line in development's terminal. */
export const SLOW_REQUEST_MS = 500;

/**
 * One line for each request worth a developer's look while `npm start` runs: one that failed
 * (4xx, 5xx) or took longer than `slowMs` (method, path, status, time). The quick successes (every
 * page's assets and API calls) say nothing, and Fastify's two JSON entries per request are off.
 */
export const logOneLinePerRequest = (app: FastifyInstance, slowMs = SLOW_REQUEST_MS) => {
  app.addHook('onResponse', async (request, reply) => {
    const failed = reply.statusCode >= 400;
    const slow = reply.elapsedTime > slowMs;
    if (!failed && !slow) return;
    const line = `${request.method} ${redactToken(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms${slow ? ' (slow)' : ''}`;
    if (reply.statusCode >= 500) request.log.error(line);
    else if (slow) request.log.warn(line);
    else request.log.info(line);
  });
};
