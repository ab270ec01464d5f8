// `npm run bench`: loads a large data set into a fresh database and prints how long the hot
// API paths take on it. Figures, not pass/fail: this machine is shared and noisy.
import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createAccessTokens } from '../plugins/auth/access-tokens.js';
import { ensureAdmin } from '../plugins/users/accounts.js';
import { createLocalBus } from '../realtime/bus.js';
import { seedDemo } from '../seed/demo.js';
import { createFreshDatabase } from '../test/database.js';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '200000' },
    requests: { type: 'string', default: '30' },
  },
});
const transactions = Number(values.transactions);
const requests = Number(values.requests);

// BENCH_DATABASE_URL: a PostgreSQL server on which a scratch database is created and dropped.
const database = await createFreshDatabase(process.env.BENCH_DATABASE_URL);
const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  DATA_DIR: '/tmp/gca-bench',
});
const admin = await ensureAdmin(database.db, {
  email: 'bench@example.com',
  password: 'bench-password',
});
console.log(
  `database: ${database.kind}; loading ${transactions.toLocaleString('en-US')} transactions…`,
);
let started = performance.now();
await seedDemo(database.db, { transactions, customers: 2000, log: () => {} });
console.log(`seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);

const app = await buildApp({ config, db: database.db, bus: createLocalBus() });
await app.ready();
const token = await createAccessTokens(config.jwtSecret).sign({ userId: admin!.id, role: 'admin' });

const paths: [string, string][] = [
  ['dashboard stats', '/api/v1/admin/giftcards/dashboard_stats/'],
  ['transactions, page 1', '/api/v1/admin/giftcards/?page=1'],
  ['transactions, page 500', '/api/v1/admin/giftcards/?page=500'],
  ['transactions, status filter', '/api/v1/admin/giftcards/?status=PENDING_REVIEW'],
  ['transactions, brand search', '/api/v1/admin/giftcards/?search=amaz'],
  ['payments (PAID), by value', '/api/v1/admin/giftcards/?status=PAID&ordering=-card_value'],
  ['users, search', '/api/v1/admin/users/?role=customer&search=smith'],
  ['brands', '/api/v1/admin/brands/'],
  ['disputes', '/api/v1/disputes/'],
];

console.log(`\n${'path'.padEnd(32)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
for (const [label, url] of paths) {
  const timings: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) =>
    timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
  console.log(`${label.padEnd(32)} ${at(0.5).padStart(8)} ${at(0.95).padStart(8)}`);
}
await app.close();
await database.close();
