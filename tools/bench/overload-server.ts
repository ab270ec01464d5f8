// The server under test of `overload.ts`, in a process of its own so that its memory is measured
// alone: the bench data set (see benchDatabase), the app with MAX_REQUESTS_IN_FLIGHT from the
// environment, listening on a free port. Prints one JSON line {port, token}, then serves.
import { buildApp } from '../../server/app.js';
import { defaultMaxRequestsInFlight } from '../../server/config.js';
import { LISTEN_BACKLOG } from '../../server/lib/load-shedding.js';
import { createLocalBus } from '../../server/realtime/bus.js';
import { benchDatabase } from './setup.js';

const transactions = Number(process.env.OVERLOAD_TRANSACTIONS ?? 20_000);
const { database, config, adminToken } = await benchDatabase(transactions, (line) =>
  console.error(line),
);
const app = await buildApp({
  config: {
    ...config,
    maxRequestsInFlight: process.env.MAX_REQUESTS_IN_FLIGHT
      ? Number(process.env.MAX_REQUESTS_IN_FLIGHT)
      : defaultMaxRequestsInFlight(process.env.BENCH_DATABASE_URL || undefined),
  },
  db: database.db,
  bus: createLocalBus(),
});
await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(JSON.stringify({ port, token: adminToken }));
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
