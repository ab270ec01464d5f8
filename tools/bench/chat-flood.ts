// Part of `npm run bench`: REST latency while 100 live sockets flood the dispute chats, next to
// the same requests on a quiet server. Figures, not pass/fail: this machine is shared and noisy.
// The hardening target is a flood p95 within 3× the quiet p95.
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { buildApp } from '../../server/app.js';
import { disputes } from '../../server/db/schema.js';
import { createAccessTokens } from '../../server/plugins/auth/access-tokens.js';
import { createAccount } from '../../server/plugins/users/accounts.js';
import { createLocalBus } from '../../server/realtime/bus.js';
import { benchSetup } from './setup.js';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '100' },
    messages: { type: 'string', default: '20' },
    'sockets-per-customer': { type: 'string', default: '4' },
    requests: { type: 'string', default: '100' },
  },
});
const sockets = Number(values.sockets);
const messagesPerSocket = Number(values.messages);
const perCustomer = Number(values['sockets-per-customer']);
const requests = Number(values.requests);

const { database, config, adminToken } = await benchSetup();
const tokens = createAccessTokens(config.jwtSecret);
const app = await buildApp({ config, db: database.db, bus: createLocalBus() });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

// A customer per few sockets, each socket in the customer's own dispute.
const chats: { token: string; disputeId: string }[] = [];
for (let n = 0; n < Math.ceil(sockets / perCustomer); n += 1) {
  const customer = await createAccount(database.db, {
    email: `flood${n}@example.com`,
    username: `flood${n}`,
    password: 'flood-password',
    role: 'customer',
  });
  const token = await tokens.sign({ userId: customer.id, role: 'customer', epoch: 0 });
  for (let s = 0; s < perCustomer && chats.length < sockets; s += 1) {
    const [dispute] = await database.db
      .insert(disputes)
      .values({ customerId: customer.id })
      .returning();
    chats.push({ token, disputeId: dispute.id });
  }
}

const restPaths = [
  '/api/v1/disputes/',
  '/api/v1/admin/users/',
  '/api/v1/admin/giftcards/dashboard_stats/',
];

/** Sequential REST requests as the admin app makes them, until `done` says stop (at least `count`). */
async function restTimings(count: number, done: () => boolean = () => true) {
  const timings: number[] = [];
  for (let n = 0; n < count || !done(); n += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${restPaths[n % restPaths.length]}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    await response.arrayBuffer();
    timings.push(performance.now() - started);
  }
  return timings;
}

function p95(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))];
}

/** Opens every socket, then each sends its messages as fast as it can; counts the answers. */
async function flood() {
  const counts = { stored: 0, refused: 0, closed: 0 };
  const opened = await Promise.all(
    chats.map(
      ({ token, disputeId }) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(
            `ws://127.0.0.1:${port}/ws/dispute/${disputeId}/?token=${token}`,
          );
          socket.on('message', (data) => {
            const frame = JSON.parse(String(data));
            if (frame.type === 'chat_message') counts.stored += 1;
            if (frame.type === 'error') counts.refused += 1;
          });
          socket.on('close', () => {
            counts.closed += 1;
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  for (const socket of opened) {
    for (let m = 0; m < messagesPerSocket; m += 1) {
      socket.send(
        JSON.stringify({
          type: 'chat_message',
          message: `flood ${m}`,
          client_id: `${m}-${Math.random()}`,
        }),
      );
    }
  }
  const expected = opened.length * messagesPerSocket;
  const deadline = Date.now() + 120_000;
  while (counts.stored + counts.refused < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of opened) socket.close();
  return counts;
}

await restTimings(20); // warm-up
const quiet = p95(await restTimings(requests));
let flooding = true;
const started = performance.now();
const [during, counts] = await Promise.all([
  // REST requests go on for as long as the flood lasts, however long that is.
  restTimings(1, () => !flooding),
  flood().then((result) => {
    flooding = false;
    return result;
  }),
]);
const seconds = (performance.now() - started) / 1000;
const floodP95 = p95(during);
console.log(
  `\nchat flood: ${chats.length} sockets × ${messagesPerSocket} messages, ${perCustomer} sockets per customer (${database.kind}), ${seconds.toFixed(1)} s`,
);
console.log(`  messages stored ${counts.stored}, refused by the rate limits ${counts.refused}`);
console.log(
  `  REST p95 quiet ${quiet.toFixed(1)} ms, during the flood ${floodP95.toFixed(1)} ms over ${during.length} requests (${(floodP95 / quiet).toFixed(2)}×; target ≤ 3×)`,
);
await app.close();
await database.close();
