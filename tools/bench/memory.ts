// `npm run bench`, memory part: `npm run serve` (the built server), on PGlite in a fresh
// data folder that it seeds with the demo data, then its resident memory (RSS, Linux) at rest and
// at its peak under a burst of MEMORY_BURST (1,000) concurrent requests over list page 1, a
// detail, the dashboard and the users list. PGlite runs in the server's own process, so its
// memory is the process's. Needs `npm run build:server` first (the bench script runs it).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectPath } from '../../server/paths.js';

const BURST = Number(process.env.MEMORY_BURST ?? 1_000);
const GOAL_MB = 400;
const ADMIN = { email: 'memory-bench@example.com', password: 'memory-bench-password' };

/** The process's resident memory now and its peak since start or the last reset, in MB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** Starts peak RSS (VmHWM) afresh from the current RSS. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** The processes started by process `pid`, and theirs. */
function descendants(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Runs `npm run serve` on a fresh data folder; resolves once it listens, with the server's pid. */
async function serve(dataDir: string) {
  const npm = spawn('npm', ['run', 'serve'], {
    cwd: projectPath('.'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // The burst's 1,000 connections all come from 127.0.0.1, standing for as many clients: at
      // the default cap per address (128) the rest were closed unanswered, and the burst was 128.
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    npm.once('exit', (code) => reject(new Error(`npm run serve stopped (${code})`)));
    createInterface({ input: npm.stdout }).on('line', (line) => {
      const running = /running at (http:\/\/\S+?)\/?$/.exec(line);
      if (running) resolve(running[1].replace('localhost', '127.0.0.1'));
    });
  });
  // npm starts a shell, which starts node: the server is the node among them.
  const pid = descendants(npm.pid ?? 0).find((candidate) => {
    const [command, ...args] = readFileSync(`/proc/${candidate}/cmdline`, 'utf8').split('\0');
    return path.basename(command) === 'node' && args.includes('dist/server/main.js');
  });
  if (!pid) throw new Error('the server process of npm run serve was not found');
  return { npm, pid, base };
}

const stop = (npm: ChildProcess, pid: number) =>
  new Promise((resolve) => {
    npm.once('exit', resolve);
    process.kill(pid, 'SIGTERM');
  });

function call(base: string, route: string, token: string, agent: http.Agent, body?: object) {
  return new Promise<{ status: number; text: string }>((resolve) => {
    const request = http.request(
      `${base}${route}`,
      {
        method: body ? 'POST' : 'GET',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', () => resolve({ status: 0, text: '' }));
    request.end(body ? JSON.stringify(body) : undefined);
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'gca-memory-'));
const started = performance.now();
const { npm, pid, base } = await serve(dataDir);
try {
  const seededIn = (performance.now() - started) / 1000;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const login = await call(base, '/api/v1/auth/login/', '', agent, ADMIN);
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const token = (JSON.parse(login.text) as { data: { access_token: string } }).data.access_token;
  const list = await call(base, '/api/v1/admin/giftcards/', token, agent);
  if (list.status !== 200) throw new Error(`list: ${list.status} ${list.text}`);
  const { results } = JSON.parse(list.text) as { results: { id: string }[] };
  const routes = [
    '/api/v1/admin/giftcards/',
    `/api/v1/admin/giftcards/${results[0].id}/`,
    '/api/v1/admin/giftcards/dashboard_stats/',
    '/api/v1/admin/users/',
  ];
  const startup = memoryOf(pid);
  // Warm: every route's code compiled and its statements prepared, then left idle.
  for (let round = 0; round < 10; round += 1) {
    for (const route of routes) await call(base, route, token, agent);
  }
  await sleep(5_000);
  const rest = memoryOf(pid);
  resetPeak(pid);
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, n) => call(base, routes[n % routes.length], token, agent)),
  );
  const burst = memoryOf(pid);
  await sleep(5_000);
  const after = memoryOf(pid);
  const answered = answers.filter((answer) => answer.status === 200).length;
  const shed = answers.filter((answer) => answer.status === 503).length;
  const other = answers.length - answered - shed;
  const verdict = (mb: number) => (mb < GOAL_MB ? `under ${GOAL_MB}` : `OVER ${GOAL_MB}`);
  console.log(
    `\nmemory of \`npm run serve\` on PGlite (fresh data folder, demo seed in ${seededIn.toFixed(0)} s)`,
  );
  console.log(`  start and seed, peak RSS      ${startup.peak.toFixed(0)} MB`);
  console.log(
    `  at rest, warm                 ${rest.rss.toFixed(0)} MB  (${verdict(rest.rss)} MB)`,
  );
  console.log(
    `  burst of ${BURST} requests, peak  ${burst.peak.toFixed(0)} MB  (${verdict(burst.peak)} MB; ${answered} answered, ${shed} shed with 503${other ? `, ${other} other` : ''})`,
  );
  console.log(`  5 s after the burst           ${after.rss.toFixed(0)} MB`);
} finally {
  await stop(npm, pid);
  rmSync(dataDir, { recursive: true, force: true });
}
