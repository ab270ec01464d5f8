// `npm run bench:interleaved`: list page 1 and the detail against the prepared ceiling
// (ceiling-server.ts's /prepared routes), measured back to back in rounds rather than the ceiling
// first and the app minutes later: on a shared machine the load moves between the two, and a
// share taken across minutes says more about the other jobs than about the app. The ceiling and
// the app run side by side, so PostgreSQL only (BENCH_DATABASE_URL): a PGlite folder is opened by
// one process at a time. BENCH_BASELINE=<another checkout> runs its app too, in the same rounds
// (before and after a change). BENCH_ROUNDS rounds (4), each order reversed from the last; the
// median share is the figure, the rounds show how far to trust it.
import { benchDetailId, loadOptions } from './ceiling.js';
import { type BenchServer, startBenchServer } from './child.js';
import { describeLoad, type LoadFigures, load } from './load.js';

interface Contender {
  label: string;
  server: BenchServer;
  headers: Record<string, string>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

async function appServer(label: string, transactionCount: number, root?: string) {
  const server = await startBenchServer(
    'app-server.ts',
    {
      BENCH_SERVER_TRANSACTIONS: String(transactionCount),
      // The cap on requests in flight is not what is measured here.
      MAX_REQUESTS_IN_FLIGHT: '1000',
    },
    root,
  );
  return { label, server, headers: { authorization: `Bearer ${server.info.token}` } };
}

async function measureInterleaved(transactionCount: number, rounds: number) {
  if (!process.env.BENCH_DATABASE_URL) throw new Error('BENCH_DATABASE_URL: PostgreSQL only');
  const detailId = await benchDetailId(transactionCount);
  const paths = [
    ['transaction detail', `/api/v1/admin/giftcards/${detailId}`, '/prepared/detail'],
    ['transactions, page 1', '/api/v1/admin/giftcards/', '/prepared/list'],
  ] as const;
  const ceiling = await startBenchServer('ceiling-server.ts', {
    BENCH_SERVER_TRANSACTIONS: String(transactionCount),
    BENCH_DETAIL_ID: detailId,
  });
  const contenders: Contender[] = [{ label: 'ceiling', server: ceiling, headers: {} }];
  try {
    contenders.push(await appServer('app', transactionCount));
    const baseline = process.env.BENCH_BASELINE;
    if (baseline) contenders.push(await appServer('baseline', transactionCount, baseline));
    const shares = new Map<string, number[]>();
    for (let round = 1; round <= rounds; round++) {
      for (const [label, appPath, ceilingPath] of paths) {
        const order = round % 2 ? contenders : [...contenders].reverse();
        const figures = new Map<string, LoadFigures>();
        for (const { label: who, server, headers } of order) {
          const url = `${server.base}${who === 'ceiling' ? ceilingPath : appPath}`;
          figures.set(who, await load(url, { ...loadOptions(), headers, pid: server.pid }));
        }
        const ceilingRps = figures.get('ceiling')?.rps ?? 0;
        for (const [who, result] of figures) {
          const share = who === 'ceiling' ? '' : percent(result.rps / ceilingRps);
          console.log(
            `round ${round}  ${label.padEnd(21)} ${who.padEnd(9)} ${describeLoad(result)}  ${share}`,
          );
          if (who !== 'ceiling')
            shares.set(`${label}, ${who}`, [
              ...(shares.get(`${label}, ${who}`) ?? []),
              result.rps / ceilingRps,
            ]);
        }
      }
    }
    console.log('\nshare of the prepared ceiling measured beside it: median (each round)');
    for (const [label, values] of shares) {
      console.log(
        `  ${label.padEnd(32)} ${percent(median(values)).padStart(5)}  (${values.map(percent).join(', ')})`,
      );
    }
  } finally {
    for (const { server } of contenders) await server.stop();
  }
}

await measureInterleaved(
  Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000),
  Number(process.env.BENCH_ROUNDS ?? 4),
);
