// `npm run bench`, last part: 1,000 list requests at once against a server in its own process,
// with the default cap on requests in flight (MAX_REQUESTS_IN_FLIGHT), at the caps listed in
// OVERLOAD_CAPS (8,24: to compare), and without any. Prints p50/p99 of the answered ones, as
// this process measures them and as the server does (from its accept of the connection: on a
// busy 2-core machine this process itself takes seconds to open 1,000 connections), the share of
// 503, the slowest answer of all, and the server's peak RSS during the burst. PGlite, and
// PostgreSQL too with BENCH_DATABASE_URL (data set of OVERLOAD_TRANSACTIONS rows, 20,000 unless
// told, built once like the list bench's); OVERLOAD_BACKENDS=postgres runs PostgreSQL only.
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer } from './child.js';
import { p50p99, quantile } from './stats.js';

const CONCURRENT = Number(process.env.OVERLOAD_REQUESTS ?? 1_000);
const URL_PATH = '/api/v1/admin/giftcards/?page=1';

/** Resident memory of a process now, in MB (Linux). */
function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function get(port: number, token: string, agent: http.Agent) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: URL_PATH,
        agent,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/** The server's own times of the burst's answers 200: from its connection's accept, in ms. */
function serverTimes(file: string, warmUp: number) {
  const times = JSON.parse(readFileSync(file, 'utf8')) as [number, number][];
  rmSync(file);
  return times
    .slice(warmUp)
    .filter(([, status]) => status === 200)
    .map(([ms]) => ms);
}

const WARM_UP = 20;

async function burst(label: string, env: NodeJS.ProcessEnv) {
  const timesFile = path.join(tmpdir(), `gca-overload-${process.pid}.json`);
  const server = await startBenchServer('app-server.ts', {
    BENCH_SERVER_TRANSACTIONS: process.env.OVERLOAD_TRANSACTIONS ?? '20000',
    BENCH_SERVER_TIMES: timesFile,
    ...env,
  });
  const { pid } = server;
  const port = Number(new URL(server.base).port);
  const { token } = server.info;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  // Warm up: the first requests compile the routes' code paths.
  for (let n = 0; n < WARM_UP; n += 1) await get(port, token, agent);
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () => get(port, token, agent)),
  );
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  await server.stop();

  const ok = answers.filter((answer) => answer.status === 200).map((answer) => answer.ms);
  const busy = answers.filter((answer) => answer.status === 503);
  const other = answers.length - ok.length - busy.length;
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  const busyP99 = quantile(
    busy.map((answer) => answer.ms),
    0.99,
  );
  console.log(
    `  ${label.padEnd(22)} 200: ${String(ok.length).padStart(4)} (${p50p99(ok)}; in the server ${p50p99(serverTimes(timesFile, WARM_UP))})  503: ${(
      (busy.length / answers.length) * 100
    ).toFixed(
      0,
    )}% (p99 ${busyP99.toFixed(0)} ms)${other ? `  other: ${other}` : ''}  slowest ${slowest.toFixed(0)} ms  RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
  );
}

const backends: [string, NodeJS.ProcessEnv][] = [['PGlite', { BENCH_DATABASE_URL: '' }]];
if (process.env.BENCH_DATABASE_URL) backends.push(['PostgreSQL', {}]);
const only = process.env.OVERLOAD_BACKENDS === 'postgres' ? backends.slice(1) : backends;
const caps = (process.env.OVERLOAD_CAPS ?? '').split(',').filter(Boolean);
console.log(
  `\n${CONCURRENT} concurrent GET ${URL_PATH} (one server process, peak RSS sampled every 10 ms)`,
);
for (const [name, env] of only) {
  console.log(name);
  await burst('default cap in flight', { ...env, MAX_REQUESTS_IN_FLIGHT: '' });
  for (const cap of caps) await burst(`cap ${cap}`, { ...env, MAX_REQUESTS_IN_FLIGHT: cap });
  await burst('no cap', { ...env, MAX_REQUESTS_IN_FLIGHT: '100000' });
}
