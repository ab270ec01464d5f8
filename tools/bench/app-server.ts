// The server under load of `overload.ts` and of `run.ts`'s requests-per-second part, in a process
// of its own so that its memory and CPU are its own: the bench data set of BENCH_SERVER_TRANSACTIONS
// rows (see benchDatabase), the app with MAX_REQUESTS_IN_FLIGHT from the environment, listening on
// a free port. Prints one JSON line {port, token}, then serves until SIGTERM.
import { buildApp } from '../../server/app.js';
import { defaultMaxRequestsInFlight } from '../../server/config.js';
import { LISTEN_BACKLOG } from '../../server/lib/load-shedding.js';
import { createLocalBus } from '../../server/realtime/bus.js';
import { serveUntilTerminated } from './child.js';
import { benchDatabase } from './setup.js';

const transactions = Number(process.env.BENCH_SERVER_TRANSACTIONS ?? 20_000);
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
serveUntilTerminated(app, database, { token: adminToken });
