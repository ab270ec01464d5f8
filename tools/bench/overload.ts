// `npm run bench`, last part: 1,000 list requests at once against a server in its own process,
// with the default cap on requests in flight (MAX_REQUESTS_IN_FLIGHT), at the caps listed in
// OVERLOAD_CAPS (8,24: to compare), and without any. Prints p50/p99 of the answered ones, as
// this process measures them (from its call) and as the server does (from its accept of the
// connection), whether the answered ones came within 2 s (issue 34's goal), the share of 503, the
// slowest answer of all, and the server's peak RSS during the burst. This process shares the
// machine's cores with the server: "connects seen by" is how long it took to see its own 1,000
// connections open, a share of every time it measures that is its own, not the server's.
// PGlite, and PostgreSQL too with BENCH_DATABASE_URL (data set of OVERLOAD_TRANSACTIONS rows,
// 20,000 unless told, built once like the list bench's); OVERLOAD_BACKENDS=postgres runs
// PostgreSQL only. OVERLOAD_ROOT=<checkout> runs that checkout's server (to measure before and
// after).
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

/** An answer as this process saw it: status, ms from the call, ms from the call to the connect. */
interface Answer {
  status: number;
  ms: number;
  connectedMs: number;
}

function get(port: number, token: string, agent: http.Agent) {
  const started = performance.now();
  let connectedMs = Number.NaN;
  return new Promise<Answer>((resolve) => {
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
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            connectedMs,
          }),
        );
      },
    );
    request.on('socket', (socket) =>
      socket.once('connect', () => {
        connectedMs = performance.now() - started;
      }),
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, connectedMs }));
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
/** Issue 34's goal: every answered request of the burst within this. */
const ANSWERED_WITHIN_MS = 2_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** "yes: p99 …" or "NO: p99 …", on the answered requests' p99 as each side measured it. */
function verdict(client: number[], server: number[]) {
  const clientP99 = quantile(client, 0.99);
  const serverP99 = quantile(server, 0.99);
  const met = clientP99 <= ANSWERED_WITHIN_MS && serverP99 <= ANSWERED_WITHIN_MS;
  return `${met ? 'yes' : 'NO'}: p99 ${seconds(clientP99)} as this process saw it, ${seconds(serverP99)} in the server; slowest ${seconds(Math.max(...client))}`;
}

async function burst(label: string, env: NodeJS.ProcessEnv) {
  const timesFile = path.join(tmpdir(), `gca-overload-${process.pid}.json`);
  const server = await startBenchServer(
    'app-server.ts',
    {
      BENCH_SERVER_TRANSACTIONS: process.env.OVERLOAD_TRANSACTIONS ?? '20000',
      BENCH_SERVER_TIMES: timesFile,
      ...env,
    },
    process.env.OVERLOAD_ROOT || undefined,
  );
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
  const inServer = serverTimes(timesFile, WARM_UP);
  const connectsSeen = Math.max(...answers.map((answer) => answer.connectedMs || 0));
  const busy = answers.filter((answer) => answer.status === 503);
  const other = answers.length - ok.length - busy.length;
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  const busyP99 = quantile(
    busy.map((answer) => answer.ms),
    0.99,
  );
  console.log(
    `  ${label.padEnd(22)} 200: ${String(ok.length).padStart(4)} (${p50p99(ok)}; in the server ${p50p99(inServer)})  503: ${(
      (busy.length / answers.length) * 100
    ).toFixed(
      0,
    )}% (p99 ${busyP99.toFixed(0)} ms)${other ? `  other: ${other}` : ''}  slowest ${slowest.toFixed(0)} ms  RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
  );
  console.log(
    `  ${''.padEnd(22)} answered within ${seconds(ANSWERED_WITHIN_MS)}? ${ok.length ? verdict(ok, inServer) : 'none answered'} (connects seen by this process within ${seconds(connectsSeen)})`,
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
