// `npm run bench:live`: the live channels under load, on two server instances sharing a scratch
// PostgreSQL database and Redis. Prints the chat round trip with 1,000 dispute sockets talking,
// the delivery of notifications to 2,000 staff sockets (from the moment the customer sent the
// request, and how many were lost), then the memory of an idle socket and the longest event-loop
// stall with 10,000 sockets open on one instance. Figures, not pass/fail: this machine is shared.
// Targets (issue 12): 0 lost, fan-out p99 ≤ 100 ms, stall ≤ 20 ms, ≤ 10 KiB per idle socket.
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { WebSocket } from 'ws';
import { createAccessTokens } from '../../server/plugins/auth/access-tokens.js';
import { insertAccounts } from './accounts.js';
import { benchSetup } from './setup.js';
import { p50p99 } from './stats.js';

const { values } = parseArgs({
  options: {
    disputes: { type: 'string', default: '500' },
    messages: { type: 'string', default: '300' },
    rate: { type: 'string', default: '10' },
    staff: { type: 'string', default: '2000' },
    events: { type: 'string', default: '25' },
    idle: { type: 'string', default: '10000' },
    'heartbeat-ms': { type: 'string', default: '5000' },
  },
});
const disputeCount = Number(values.disputes);
const messageCount = Number(values.messages);
const messagesPerSecond = Number(values.rate);
const staffCount = Number(values.staff);
const eventCount = Number(values.events);
const idleCount = Number(values.idle);
const heartbeatMs = Number(values['heartbeat-ms']);

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const { database, config } = await benchSetup();
const tokens = createAccessTokens(config.jwtSecret);
const busChannel = `gca-bench-live:${randomUUID()}`;

interface Instance {
  port: number;
  /** Heap and external memory after a full garbage collection, in bytes. */
  memory(): Promise<number>;
  /** The longest event-loop delay since the previous call (prom-client's, from /metrics), ms. */
  longestStall(): Promise<number>;
  close(): Promise<void>;
}

async function startInstance(): Promise<Instance> {
  const child: ChildProcess = fork(new URL('./live-instance.mjs', import.meta.url), {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      BUS_CHANNEL: busChannel,
      JWT_SECRET: config.jwtSecret,
      HEARTBEAT_MS: String(heartbeatMs),
    },
  });
  const ask = async (type: string) => {
    const answer = once(child, 'message');
    child.send({ type });
    return (await answer)[0];
  };
  const [{ port }] = await once(child, 'message');
  return {
    port,
    memory: async () => (await ask('memory')).bytes,
    async longestStall() {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith('nodejs_eventloop_lag_max_seconds'));
      return Number(line?.split(' ')[1]) * 1000;
    },
    async close() {
      const exited = once(child, 'exit');
      child.send({ type: 'close' });
      await exited;
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads whatever frame arrives
type Frame = Record<string, any>;

/** A socket, resolved once its channel has sent the first frame of type `ready` (the history). */
function openSocket(url: string, ready: string, onFrame: (frame: Frame) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === ready) resolve(socket);
      else onFrame(frame);
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed with ${code} before ready`)));
  });
}

/** Opens them a few hundred at a time, as clients reconnecting after a deploy would. */
const opening = pLimit(200);
const openAll = <T>(items: T[], open: (item: T, index: number) => Promise<WebSocket>) =>
  Promise.all(items.map((item, index) => opening(() => open(item, index))));

const closeAll = async (sockets: WebSocket[]) => {
  const closed = sockets.map((socket) => once(socket, 'close'));
  for (const socket of sockets) socket.close();
  await Promise.all(closed);
};

async function waitUntil(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(10);
}

const instances = [await startInstance(), await startInstance()];
const ws = (n: number) => `ws://127.0.0.1:${instances[n % 2].port}/ws`;
const http = (n: number) => `http://127.0.0.1:${instances[n % 2].port}/api/v1`;

/** Each customer's dispute open on both instances, messages sent from each socket in turn. */
async function chatRoundTrips() {
  const customers = await insertAccounts(database, tokens, {
    prefix: 'chat',
    role: 'customer',
    count: disputeCount,
  });
  const { rows } = (await database.db.execute(sql`
    insert into disputes (customer_id)
    select id from users where role = 'customer' and username like 'chat%'
    returning id, customer_id`)) as unknown as { rows: { id: string; customer_id: string }[] };
  const tokenOf = new Map(customers.map((customer) => [customer.id, customer.token]));
  const sentAt = new Map<string, { at: number; by: number }>();
  const roundTrips: number[] = [];
  let copies = 0;
  const sockets = await openAll(
    rows.flatMap((dispute) => [dispute, dispute]),
    (dispute, n) =>
      openSocket(
        `${ws(n)}/dispute/${dispute.id}/?token=${tokenOf.get(dispute.customer_id)}`,
        'chat_history',
        (frame) => {
          if (frame.type !== 'chat_message') return;
          copies += 1;
          const sent = sentAt.get(frame.message.client_id);
          if (sent?.by === n) roundTrips.push(performance.now() - sent.at);
        },
      ),
  );
  // Paced, each from the next socket in turn: the figure is the round trip, not a queue's length.
  const started = performance.now();
  for (let n = 0; n < messageCount; n += 1) {
    const clientId = randomUUID();
    sentAt.set(clientId, { at: performance.now(), by: n % sockets.length });
    sockets[n % sockets.length].send(
      JSON.stringify({ type: 'chat_message', message: 'hello', client_id: clientId }),
    );
    await sleep(started + ((n + 1) * 1000) / messagesPerSecond - performance.now());
  }
  // Each message reaches both sockets of its dispute, the sender's included.
  const expected = messageCount * 2;
  await waitUntil(() => copies >= expected, 10_000);
  const seconds = (performance.now() - started) / 1000;
  await closeAll(sockets);
  console.log(
    `chat: ${sockets.length} dispute sockets on 2 instances, ${sentAt.size} messages in ${seconds.toFixed(1)} s`,
  );
  console.log(`  round trip ${p50p99(roundTrips)}; lost ${expected - copies} of ${expected}`);
  return customers;
}

/** Every staff member has one notifications socket; customers open disputes one after another. */
async function notificationFanOut(customers: { token: string }[]) {
  const staff = await insertAccounts(database, tokens, {
    prefix: 'staff',
    role: 'admin',
    count: staffCount,
  });
  const arrivals = new Map<string, number[]>();
  const sockets = await openAll(staff, ({ token }, n) =>
    openSocket(`${ws(n)}/notifications/?token=${token}`, 'notification_history', (frame) => {
      if (frame.type !== 'notification') return;
      const subject = frame.notification.subject_id;
      const times = arrivals.get(subject) ?? [];
      times.push(performance.now());
      arrivals.set(subject, times);
    }),
  );
  const deliveries: number[] = [];
  const requests: number[] = [];
  let lost = 0;
  for (let event = 0; event < eventCount; event += 1) {
    const sent = performance.now();
    const response = await fetch(`${http(event)}/disputes/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${customers[event % customers.length].token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    requests.push(performance.now() - sent);
    if (response.status !== 201) throw new Error(`opening a dispute answered ${response.status}`);
    const { data } = (await response.json()) as { data: { id: string } };
    await waitUntil(() => (arrivals.get(data.id)?.length ?? 0) >= staffCount, 5_000);
    const times = arrivals.get(data.id) ?? [];
    deliveries.push(...times.map((at) => at - sent));
    lost += staffCount - times.length;
    await sleep(100);
  }
  await closeAll(sockets);
  console.log(
    `notifications: ${eventCount} disputes opened, each to ${sockets.length} staff sockets on 2 instances`,
  );
  console.log(`  the customer's request ${p50p99(requests)}`);
  console.log(
    `  delivery from send ${p50p99(deliveries)}; lost ${lost} of ${eventCount * staffCount}`,
  );
  return staff;
}

/** Several notifications sockets per staff member, all on the first instance, doing nothing. */
async function idleSockets(staff: { token: string }[]) {
  const [instance] = instances;
  await sleep(1_000);
  const before = await instance.memory();
  const sockets = await openAll(
    Array.from({ length: idleCount }, (_, n) => staff[n % staff.length]),
    ({ token }) =>
      openSocket(`${ws(0)}/notifications/?token=${token}`, 'notification_history', () => {}),
  );
  await sleep(1_000);
  const perSocket = ((await instance.memory()) - before) / sockets.length;
  await instance.longestStall();
  await sleep(2 * heartbeatMs + 500);
  const stall = await instance.longestStall();
  const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  await closeAll(sockets);
  console.log(`idle: ${sockets.length} notifications sockets on one instance (${open} still open)`);
  console.log(`  memory per socket ${(perSocket / 1024).toFixed(1)} KiB`);
  console.log(
    `  longest event-loop stall over 2 heartbeats (every ${heartbeatMs} ms) ${stall.toFixed(1)} ms`,
  );
}

/** The instances stop and the scratch database is dropped, also when the run is interrupted. */
async function cleanUp() {
  await Promise.all(instances.map((instance) => instance.close()));
  await database.close();
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

try {
  const customers = await chatRoundTrips();
  const staff = await notificationFanOut(customers);
  await idleSockets(staff);
} finally {
  await cleanUp();
}
