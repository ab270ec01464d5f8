// `npm run bench:cluster`: three built server instances (dist/server/main.js, as in production)
// behind HAProxy configured by deploy/haproxy.cfg, on a scratch PostgreSQL database and a Redis
// of the run's own. Every client goes through the balancer: a REST load (staff reading lists and
// details, customers opening disputes), dispute chats and staff notification sockets that
// reconnect as the app's do (reconnecting-websocket, the app's delays, the chat's outbox resent on
// reconnect). Prints the REST throughput with 1, 2 and 3 instances in rotation, then, under the
// whole load, failed requests, lost chat messages and notifications and the reconnect time while
// each instance in turn is restarted (SIGTERM) and while one is killed (SIGKILL).
// Figures, not pass/fail: the machine is shared. Goals (issue 26): 0 failed, 0 lost in restarts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type reconnectingWebSocket from 'reconnecting-websocket';
import { WebSocket } from 'ws';
import { FINAL_CLOSE_CODES } from '../../contract/live.js';
import { transactions } from '../../server/db/schema.js';
import { createAccessTokens } from '../../server/plugins/auth/access-tokens.js';
import { seedDemo } from '../../server/seed/demo.js';
import { TEST_CARD_CODE_ENV } from '../../server/test/database.js';
import { insertAccounts } from './accounts.js';
import { benchSetup } from './setup.js';
import { p50p99, quantile } from './stats.js';

// Its CommonJS build is the class itself (module.exports), which its types declare as a default
// export: Node's loader and TypeScript's NodeNext disagree about `import … from`.
const ReconnectingWebSocket = createRequire(import.meta.url)(
  'reconnecting-websocket',
) as typeof reconnectingWebSocket.default;

const { values } = parseArgs({
  options: {
    'rest-clients': { type: 'string', default: '6' },
    'throughput-seconds': { type: 'string', default: '8' },
    disputes: { type: 'string', default: '20' },
    staff: { type: 'string', default: '40' },
    'chat-rate': { type: 'string', default: '4' },
    'dispute-rate': { type: 'string', default: '1' },
    'drain-seconds': { type: 'string', default: '3' },
  },
});
const restClients = Number(values['rest-clients']);
const throughputSeconds = Number(values['throughput-seconds']);
const disputeCount = Number(values.disputes);
const staffCount = Number(values.staff);
const chatRate = Number(values['chat-rate']);
const disputeRate = Number(values['dispute-rate']);
const drainSeconds = values['drain-seconds'];

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Ports 9100–9104: the balancer, the three instances, Redis. */
const BALANCER_PORT = 9100;
const INSTANCE_PORTS = [9101, 9102, 9103];
const REDIS_PORT = 9104;
const haproxySocket = `/tmp/gca-bench-cluster-${process.pid}.sock`;
const base = `127.0.0.1:${BALANCER_PORT}`;
const api = `http://${base}/api/v1`;

/** Installs a Debian package whose command is missing (the bench runs as root on CI machines). */
function ensureCommand(command: string, pkg: string) {
  if (spawnSync(command, ['-v']).status === 0) return;
  console.log(`installing ${pkg} (apt-get)…`);
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error(`apt-get install ${pkg} failed: run it as root`);
}
ensureCommand('haproxy', 'haproxy');
ensureCommand('redis-server', 'redis-server');

const children = new Set<ChildProcess>();
function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
// Whatever ends the run (an error, Ctrl+C), nothing it started keeps running.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
process.once('SIGINT', () => process.exit(130));

async function waitFor(what: string, done: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// A Redis of the run's own: instances of other checkouts on the shared Redis publish on the same
// channel name, and their notifications would reach these staff sockets.
track(
  spawn('redis-server', ['--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  }),
);
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const { database, config, adminToken } = await benchSetup();
const tokens = createAccessTokens(config.jwtSecret);
console.log('seeding 2,000 transactions into a scratch PostgreSQL database…');
await seedDemo(database.db, {
  transactions: 2000,
  customers: 200,
  log: () => {},
  cardCodeKeys: config.cardCodeKeys,
});

interface Instance {
  name: string;
  port: number;
  process: ChildProcess | null;
}
const instances: Instance[] = INSTANCE_PORTS.map((port, n) => ({
  name: `app${n + 1}`,
  port,
  process: null,
}));

async function ready(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
  } catch {
    return false;
  }
}

async function startInstance(instance: Instance) {
  instance.process = track(
    spawn('node', ['--enable-source-maps', 'dist/server/main.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        JWT_SECRET: config.jwtSecret,
        CARD_CODE_KEY: TEST_CARD_CODE_ENV.CARD_CODE_KEY,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_DRAIN_SECONDS: drainSeconds,
        DATA_DIR: '/tmp/gca-bench-cluster',
      },
    }),
  );
  await waitFor(`${instance.name} to be ready`, () => ready(instance.port));
}

/** Stops an instance with `signal` and waits for its process to end. */
async function stopInstance(instance: Instance, signal: NodeJS.Signals) {
  const child = instance.process;
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const [code] = await exited;
  if (signal === 'SIGTERM' && code !== 0) console.log(`  ${instance.name} exited with ${code}`);
  instance.process = null;
}

/** A command of HAProxy's runtime API (its admin socket); the answer's text. */
async function haproxy(command: string) {
  const socket = net.connect(haproxySocket);
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  socket.end(`${command}\n`);
  await once(socket, 'close');
  return answer;
}

/** HAProxy's statistics (`show stat`): one row per frontend, server and backend, by column name. */
async function balancerStats() {
  const lines = (await haproxy('show stat')).split('\n').filter(Boolean);
  const columns = lines[0].replace(/^# /, '').split(',');
  return lines.slice(1).map((line) => {
    const fields = line.split(',');
    return Object.fromEntries(columns.map((column, n) => [column, fields[n]]));
  });
}

/** The balancer's view of each instance: UP, DOWN, MAINT… */
async function balancerStates() {
  const rows = (await balancerStats()).filter(
    (row) => row.pxname === 'gca_instances' && row.svname.startsWith('app'),
  );
  return new Map(rows.map((row) => [row.svname, row.status]));
}

/** Requests the balancer sent again so far: to the same instance, and to another (redispatched). */
async function balancerRetries() {
  const backend = (await balancerStats()).find(
    (row) => row.pxname === 'gca_instances' && row.svname === 'BACKEND',
  );
  return { retried: Number(backend?.wretr), redispatched: Number(backend?.wredis) };
}

const inRotation = async (instance: Instance) =>
  (await balancerStates()).get(instance.name) === 'UP';

let balancer: ChildProcess | undefined;
try {
  for (const instance of instances) await startInstance(instance);
  balancer = track(
    spawn('haproxy', ['-f', 'deploy/haproxy.cfg', '-db', '-q'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        GCA_BIND: base,
        GCA_HAPROXY_SOCKET: haproxySocket,
        ...Object.fromEntries(
          instances.map((instance, n) => [`GCA_APP${n + 1}`, `127.0.0.1:${instance.port}`]),
        ),
      },
    }),
  );
  await waitFor('HAProxy to see every instance up', async () => {
    try {
      return [...(await balancerStates()).values()].every((state) => state === 'UP');
    } catch {
      return false;
    }
  });

  /** What the REST clients did: answers by outcome, and when each success came. */
  class RestTally {
    ok = 0;
    failures = new Map<string, number>();
    latencies: number[] = [];
    fail(reason: string) {
      this.failures.set(reason, (this.failures.get(reason) ?? 0) + 1);
    }
    get failed() {
      return [...this.failures.values()].reduce((sum, n) => sum + n, 0);
    }
    describe() {
      const reasons = [...this.failures].map(([reason, n]) => `${n} ${reason}`).join(', ');
      return `${this.ok} answered, ${this.failed} failed${reasons ? ` (${reasons})` : ''}`;
    }
  }
  let tally = new RestTally();

  async function request(url: string, init: RequestInit, expected: number) {
    const started = performance.now();
    try {
      const response = await fetch(url, init);
      const body = await response.text();
      if (response.status !== expected) {
        tally.fail(`${init.method ?? 'GET'} ${response.status}`);
        return null;
      }
      tally.ok += 1;
      tally.latencies.push(performance.now() - started);
      return body;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      tally.fail(`${init.method ?? 'GET'} ${cause}`);
      return null;
    }
  }

  const cards = await database.db.select({ id: transactions.id }).from(transactions).limit(200);
  const staffHeaders = { authorization: `Bearer ${adminToken}` };

  /** `clients` staff members reading page 1 of the transactions and a detail, back to back. */
  function restLoad(clients: number) {
    let running = true;
    const workers = Array.from({ length: clients }, async (_, n) => {
      for (let i = n; running; i += 1) {
        const url =
          i % 2 === 0
            ? `${api}/admin/giftcards/?page=1`
            : `${api}/admin/giftcards/${cards[i % cards.length].id}/`;
        await request(url, { headers: staffHeaders }, 200);
      }
    });
    return async () => {
      running = false;
      await Promise.all(workers);
    };
  }

  console.log(
    `\nREST throughput through HAProxy (${restClients} clients: page 1 of the transactions and a detail, alternately; ${throughputSeconds} s each)`,
  );
  for (const count of [1, 2, 3]) {
    for (const [n, instance] of instances.entries()) {
      await haproxy(
        `set server gca_instances/${instance.name} state ${n < count ? 'ready' : 'maint'}`,
      );
    }
    await waitFor('the rotation to settle', async () =>
      [...(await balancerStates()).values()].every((state, n) =>
        n < count ? state === 'UP' : state === 'MAINT',
      ),
    );
    tally = new RestTally();
    const stop = restLoad(restClients);
    await sleep(throughputSeconds * 1000);
    await stop();
    console.log(
      `  ${count} instance${count > 1 ? 's' : ''}: ${(tally.ok / throughputSeconds).toFixed(0)} rps, ${p50p99(tally.latencies)}, ${tally.failed} failed`,
    );
  }

  // biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever frame arrives
  type Frame = Record<string, any>;

  const reconnectTimes: number[] = [];
  /**
   * A live socket through the balancer that reconnects as the app's (src/live/liveSocket.ts: the
   * same library and delays). `historyType` is the frame a channel sends first on each connection:
   * the time from a close to the next one is the reconnect time.
   */
  function liveSocket(path: string, historyType: string, onFrame: (frame: Frame) => void) {
    const socket = new ReconnectingWebSocket(`ws://${base}/ws${path}`, [], {
      WebSocket,
      minReconnectionDelay: 500 + Math.random() * 1000,
      maxReconnectionDelay: 8000,
      reconnectionDelayGrowFactor: 1.6,
      connectionTimeout: 5000,
    });
    let closedAt: number | null = null;
    let first = true;
    const opened = new Promise<void>((resolve) => {
      socket.addEventListener('message', (event) => {
        const frame = JSON.parse(String(event.data)) as Frame;
        if (frame.type === historyType) {
          if (closedAt !== null) reconnectTimes.push(performance.now() - closedAt);
          closedAt = null;
          if (first) resolve();
          first = false;
        }
        onFrame(frame);
      });
    });
    socket.addEventListener('close', (event) => {
      if (FINAL_CLOSE_CODES.has(event.code)) console.error(`${path} refused: ${event.code}`);
      closedAt ??= performance.now();
    });
    return { socket, opened };
  }

  const customers = await insertAccounts(database, tokens, {
    prefix: 'cluster-customer',
    role: 'customer',
    count: disputeCount,
  });
  const staff = await insertAccounts(database, tokens, {
    prefix: 'cluster-staff',
    role: 'admin',
    count: staffCount,
  });
  const { rows: disputeRows } = (await database.db.execute(sql`
  insert into disputes (customer_id)
  select id from users where username like 'cluster-customer%'
  returning id, customer_id`)) as unknown as { rows: { id: string; customer_id: string }[] };
  const customerToken = new Map(customers.map(({ id, token }) => [id, token]));

  /** Chat messages by client_id: acknowledged (echoed to the sender) and seen by the staff side. */
  const acknowledged = new Set<string>();
  const seenByStaff = new Set<string>();
  let sentMessages = 0;
  /**
   * Each dispute: the customer's socket, which sends and keeps an outbox resent on every
   * reconnection until echoed (as src/custom/dispute-chat/chatSession.ts), and a staff member's.
   */
  const chats = disputeRows.map((dispute, n) => {
    const outbox = new Map<string, string>();
    const settle = (message: Frame) => {
      if (outbox.delete(message.client_id)) acknowledged.add(message.client_id);
    };
    const customer = liveSocket(
      `/dispute/${dispute.id}/?token=${customerToken.get(dispute.customer_id)}`,
      'chat_history',
      (frame) => {
        if (frame.type === 'chat_message') settle(frame.message);
        if (frame.type === 'chat_history') for (const message of frame.messages) settle(message);
      },
    );
    customer.socket.addEventListener('open', () => {
      for (const [client_id, message] of outbox) {
        customer.socket.send(JSON.stringify({ type: 'chat_message', message, client_id }));
      }
    });
    const seen = (message: Frame) => {
      if (message.client_id) seenByStaff.add(message.client_id);
    };
    const staffSide = liveSocket(
      `/dispute/${dispute.id}/?token=${staff[n % staff.length].token}`,
      'chat_history',
      (frame) => {
        if (frame.type === 'chat_message') seen(frame.message);
        if (frame.type === 'chat_history') for (const message of frame.messages) seen(message);
      },
    );
    return {
      opened: Promise.all([customer.opened, staffSide.opened]),
      sockets: [customer.socket, staffSide.socket],
      outbox,
      send() {
        const clientId = randomUUID();
        const message = `hello ${sentMessages}`;
        sentMessages += 1;
        outbox.set(clientId, message);
        if (customer.socket.readyState === WebSocket.OPEN) {
          customer.socket.send(
            JSON.stringify({ type: 'chat_message', message, client_id: clientId }),
          );
        }
      },
    };
  });

  /** Each staff member's notifications socket: the disputes it heard of, live or in a history. */
  const heardOf = staff.map(() => new Set<string>());
  const inboxes = staff.map(({ token }, n) =>
    liveSocket(`/notifications/?token=${token}`, 'notification_history', (frame) => {
      if (frame.type === 'notification') heardOf[n].add(frame.notification.subject_id);
      if (frame.type === 'notification_history') {
        for (const notification of frame.notifications) heardOf[n].add(notification.subject_id);
      }
    }),
  );
  await Promise.all([...chats.map((chat) => chat.opened), ...inboxes.map((inbox) => inbox.opened)]);
  reconnectTimes.length = 0;

  /** Disputes opened by customers through REST (201): every staff socket must hear of each. */
  const openedDisputes: string[] = [];
  function liveLoad() {
    let running = true;
    const chatting = (async () => {
      const started = performance.now();
      for (let n = 0; running; n += 1) {
        chats[n % chats.length].send();
        await sleep(started + ((n + 1) * 1000) / chatRate - performance.now());
      }
    })();
    const opening = (async () => {
      const started = performance.now();
      for (let n = 0; running; n += 1) {
        const body = await request(
          `${api}/disputes/`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${customers[n % customers.length].token}`,
              'content-type': 'application/json',
            },
            body: '{}',
          },
          201,
        );
        if (body) openedDisputes.push(JSON.parse(body).data.id);
        await sleep(started + ((n + 1) * 1000) / disputeRate - performance.now());
      }
    })();
    return async () => {
      running = false;
      await Promise.all([chatting, opening]);
    };
  }

  let retriesBefore = await balancerRetries();
  async function report(title: string, seconds: number) {
    const retries = await balancerRetries();
    console.log(`  ${title} (${seconds.toFixed(1)} s): REST ${tally.describe()}`);
    console.log(
      `    the balancer retried ${retries.retried - retriesBefore.retried} requests on the same instance, ${retries.redispatched - retriesBefore.redispatched} on another one`,
    );
    retriesBefore = retries;
    console.log(
      `    ${reconnectTimes.length} sockets reconnected: ${reconnectTimes.length > 0 ? `${p50p99(reconnectTimes)}, longest ${quantile(reconnectTimes, 1).toFixed(0)} ms` : '-'}`,
    );
    tally = new RestTally();
    reconnectTimes.length = 0;
  }

  const socketCount = chats.length * 2 + inboxes.length;
  console.log(
    `\nUnder load through HAProxy: ${restClients} REST clients, ${disputeRate} dispute opened/s (POST), ${chatRate} chat messages/s in ${chats.length} disputes, ${socketCount} sockets (${inboxes.length} notifications); SHUTDOWN_DRAIN_SECONDS=${drainSeconds}`,
  );
  tally = new RestTally();
  const stopRest = restLoad(restClients);
  const stopLive = liveLoad();
  let phaseStart = performance.now();
  const phaseSeconds = () => (performance.now() - phaseStart) / 1000;
  await sleep(5_000);
  await report('steady, 3 instances', phaseSeconds());

  phaseStart = performance.now();
  for (const instance of instances) {
    await stopInstance(instance, 'SIGTERM');
    await startInstance(instance);
    await waitFor(`${instance.name} back in rotation`, () => inRotation(instance));
    await sleep(2_000);
  }
  await report('rolling restart, SIGTERM to each instance in turn', phaseSeconds());

  phaseStart = performance.now();
  const [killed] = instances;
  await stopInstance(killed, 'SIGKILL');
  await sleep(5_000);
  await startInstance(killed);
  await waitFor(`${killed.name} back in rotation`, () => inRotation(killed));
  await sleep(2_000);
  await report(`${killed.name} killed (SIGKILL), restarted 5 s later`, phaseSeconds());

  await stopRest();
  await stopLive();
  // Outboxes are resent on reconnection; give the last ones time to be echoed and delivered.
  await waitFor(
    'every chat outbox to empty',
    () => chats.every((chat) => chat.outbox.size === 0),
    20_000,
  ).catch(() => undefined);
  await sleep(2_000);
  const unacknowledged = chats.reduce((sum, chat) => sum + chat.outbox.size, 0);
  const lostChat = [...acknowledged].filter((id) => !seenByStaff.has(id)).length;
  const lostNotifications = heardOf.reduce(
    (sum, heard) => sum + openedDisputes.filter((id) => !heard.has(id)).length,
    0,
  );
  console.log('\nOver the whole run under load:');
  console.log(
    `  chat: ${sentMessages} sent, ${acknowledged.size} acknowledged, ${unacknowledged} never acknowledged; lost (acknowledged, never reached the staff side) ${lostChat}`,
  );
  console.log(
    `  notifications: ${openedDisputes.length} disputes opened × ${inboxes.length} staff sockets; lost ${lostNotifications} of ${openedDisputes.length * inboxes.length}`,
  );

  for (const chat of chats) for (const socket of chat.sockets) socket.close();
  for (const inbox of inboxes) inbox.socket.close();
} finally {
  await cleanUp();
}

/** Everything this run started stops, and the scratch database is dropped. */
async function cleanUp() {
  balancer?.kill('SIGTERM');
  await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGTERM')));
  for (const child of children) child.kill('SIGTERM');
  await database.close();
  rmSync(haproxySocket, { force: true });
}
