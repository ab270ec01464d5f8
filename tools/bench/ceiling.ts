// `npm run bench:ceiling`: what our own stack can do on this machine and this database, the
// yardstick of `npm run bench`'s requests per second (ceiling-server.ts says what each route does).
// The data set is the list bench's (BENCH_TRANSACTIONS, BENCH_DATABASE_URL, BENCH_DATA_SET);
// BENCH_CONNECTIONS (8) clients for BENCH_SECONDS (5) per route.
import { fileURLToPath } from 'node:url';
import { transactions } from '../../server/db/schema.js';
import { startBenchServer } from './child.js';
import { describeLoad, type LoadFigures, load } from './load.js';
import { benchDatabase } from './setup.js';

export const loadOptions = () => ({
  connections: Number(process.env.BENCH_CONNECTIONS ?? 8),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
});

export const CEILING_ROUTES = {
  'bare route, list page 1 bytes': '/bytes/list',
  'bare route + one query, list page 1': '/query/list',
  'bare route, detail bytes': '/bytes/detail',
  'bare route + one query, detail': '/query/detail',
  'bare route + one prepared query, list page 1': '/prepared/list',
  'bare route + one prepared query, detail': '/prepared/detail',
  "bare route + the app's statement, list page 1": '/statement/list',
  "bare route + the app's statement, detail": '/statement/detail',
} as const;
export type CeilingRoute = keyof typeof CEILING_ROUTES;

/** The ceiling routes under load, one after the other, in a server process of their own. */
export async function measureCeiling(transactionCount: number, detailId: string) {
  const server = await startBenchServer('ceiling-server.ts', {
    BENCH_SERVER_TRANSACTIONS: String(transactionCount),
    BENCH_DETAIL_ID: detailId,
  });
  try {
    const figures = {} as Record<CeilingRoute, LoadFigures>;
    for (const [label, path] of Object.entries(CEILING_ROUTES) as [CeilingRoute, string][]) {
      figures[label] = await load(`${server.base}${path}`, { ...loadOptions(), pid: server.pid });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export function printCeiling(figures: Record<CeilingRoute, LoadFigures>) {
  const { connections } = loadOptions();
  console.log(`\nceiling of our own stack (c=${connections})`);
  for (const [label, result] of Object.entries(figures)) {
    console.log(`  ${label.padEnd(46)} ${describeLoad(result)}`);
  }
}

/** The transaction whose detail every bench measures: the first the table hands out. */
export async function benchDetailId(transactionCount: number) {
  const { database } = await benchDatabase(transactionCount, console.log);
  try {
    const [row] = await database.db.select({ id: transactions.id }).from(transactions).limit(1);
    if (!row) throw new Error('the bench data set is empty');
    return row.id;
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const transactionCount = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
  printCeiling(await measureCeiling(transactionCount, await benchDetailId(transactionCount)));
}
