// The server under load of `overload.ts` and of `run.ts`'s requests-per-second part, in a process
// of its own so that its memory and CPU are its own: the bench data set of BENCH_SERVER_TRANSACTIONS
// rows (see benchDatabase), the app with MAX_REQUESTS_IN_FLIGHT from the environment, listening on
// a free port. Prints one JSON line {port, token}, then serves until SIGTERM. With
// BENCH_SERVER_TIMES=<file>, writes there on SIGTERM each request answered through node's
// response (admitted, not refused on the socket): [ms from its connection's accept to its answer,
// status], the server's own share of a burst's wait.
import { writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
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
    // The load tools' connections all come from 127.0.0.1, standing for as many clients.
    maxConnectionsPerAddress: Number.MAX_SAFE_INTEGER,
  },
  db: database.db,
  bus: createLocalBus(),
});
await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
const timesFile = process.env.BENCH_SERVER_TIMES;
if (timesFile) {
  const accepted = new WeakMap<Socket, number>();
  const times: [number, number][] = [];
  app.server.on('connection', (socket: Socket) => accepted.set(socket, performance.now()));
  app.server.on('request', (request, response) => {
    const since = accepted.get(request.socket) ?? performance.now();
    response.once('finish', () => times.push([performance.now() - since, response.statusCode]));
  });
  process.on('SIGTERM', () => writeFileSync(timesFile, JSON.stringify(times)));
}
serveUntilTerminated(app, database, { token: adminToken });
