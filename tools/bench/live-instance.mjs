// One server instance of `npm run bench:live`, forked by live.ts: the built server (dist/, as in
// production: under tsx every named function carries a property that costs ~250 bytes more per
// closure, which would inflate the memory figures) on the bench's PostgreSQL database and Redis,
// with a shorter heartbeat so that a few of its rounds fit in the run. It tells its parent its
// port, and answers "memory" with the heap after a full collection (started with --expose-gc),
// so the parent can price an idle socket.
import { buildApp } from '../../dist/server/app.js';
import { loadConfig } from '../../dist/server/config.js';
import { openDatabase } from '../../dist/server/db/client.js';
import { createRedisBus } from '../../dist/server/realtime/redis-bus.js';

const send = (message) => process.send?.(message);

const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: process.env.JWT_SECRET,
  DATABASE_URL: process.env.DATABASE_URL,
  DATA_DIR: '/tmp/gca-bench',
});
config.realtime.heartbeatMs = Number(process.env.HEARTBEAT_MS);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
// A channel of the run's own, so that a server on the same Redis hears none of it.
const bus = await createRedisBus(process.env.REDIS_URL, {
  channel: process.env.BUS_CHANNEL,
  log: { info: () => {}, warn: console.warn },
});
const app = await buildApp({ config, db: database.db, bus });
await app.listen({ port: 0, host: '127.0.0.1' });
send({ type: 'listening', port: app.server.address().port });

process.on('message', async (message) => {
  if (message.type === 'memory') {
    globalThis.gc();
    const { heapUsed, external } = process.memoryUsage();
    send({ type: 'memory', bytes: heapUsed + external });
  } else if (message.type === 'close') {
    await app.close();
    await bus.close();
    await database.close();
    process.exit(0);
  }
});
