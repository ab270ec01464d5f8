// `npm run bench`: loads a large data set into a fresh database and prints how long the hot
// API paths take on it. Figures, not pass/fail: this machine is shared and noisy.
import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { createLocalBus } from '../realtime/bus.js';
import { seedDemo } from '../seed/demo.js';
import { benchSetup } from './setup.js';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '200000' },
    requests: { type: 'string', default: '30' },
  },
});
const transactions = Number(values.transactions);
const requests = Number(values.requests);

const { database, config, adminToken: token } = await benchSetup();
console.log(
  `database: ${database.kind}; loading ${transactions.toLocaleString('en-US')} transactions…`,
);
let started = performance.now();
await seedDemo(database.db, {
  transactions,
  customers: 2000,
  log: () => {},
  cardCodeKeys: config.cardCodeKeys,
});
console.log(`seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);

const app = await buildApp({ config, db: database.db, bus: createLocalBus() });
await app.ready();

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
