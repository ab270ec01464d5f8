// `npm run bench:interleaved`: list page 1 and the detail against the prepared ceiling
// (ceiling-server.ts's /prepared routes), measured back to back in rounds rather than the ceiling
// first and the app minutes later: on a shared machine the load moves between the two, and a
// share taken across minutes says more about the other jobs than about the app. The ceiling and
// the app run side by side, so PostgreSQL only (BENCH_DATABASE_URL): a PGlite folder is opened by
// one process at a time. BENCH_BASELINE=<another checkout> runs its app too, in the same rounds
// (before and after a change). BENCH_ROUNDS rounds (4), each order reversed from the last; the
// median share is the figure, the rounds show how far to trust it. Issue 34's goal is printed
// beside it: at least half the prepared ceiling. `npm run bench` runs this too on PostgreSQL.
import { fileURLToPath } from 'node:url';
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

/** Issue 34: list page 1 and the detail answer at least half as fast as the same query prepared. */
export const CEILING_GOAL = 0.5;

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

/** One contender's figures in each round: its rate and its CPU per answer, over the ceiling's. */
interface Shares {
  rps: number[];
  cpu: number[];
}

export async function measureInterleaved(transactionCount: number, rounds: number) {
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
    const shares = new Map<string, Shares>();
    for (let round = 1; round <= rounds; round++) {
      for (const [label, appPath, ceilingPath] of paths) {
        const order = round % 2 ? contenders : [...contenders].reverse();
        const figures = new Map<string, LoadFigures>();
        for (const { label: who, server, headers } of order) {
          const url = `${server.base}${who === 'ceiling' ? ceilingPath : appPath}`;
          figures.set(who, await load(url, { ...loadOptions(), headers, pid: server.pid }));
        }
        const top = figures.get('ceiling') as LoadFigures;
        for (const [who, result] of figures) {
          const share = who === 'ceiling' ? '' : percent(result.rps / top.rps);
          console.log(
            `round ${round}  ${label.padEnd(21)} ${who.padEnd(9)} ${describeLoad(result)}  ${share}`,
          );
          if (who === 'ceiling') continue;
          const kept = shares.get(`${label}, ${who}`) ?? { rps: [], cpu: [] };
          kept.rps.push(result.rps / top.rps);
          kept.cpu.push(top.cpuPerRequest / result.cpuPerRequest);
          shares.set(`${label}, ${who}`, kept);
        }
      }
    }
    printShares(shares);
  } finally {
    for (const { server } of contenders) await server.stop();
  }
}

/**
 * The median share of each path, against the goal. The rate's share is the goal's measure; the
 * CPU share (the ceiling's CPU per answer over the app's) moves less with the other jobs of a
 * shared machine, and says what the rate would be were the server's core its own.
 */
function printShares(shares: Map<string, Shares>) {
  console.log(
    `\nshare of the prepared ceiling measured beside it, median (each round); goal: ${percent(CEILING_GOAL)} or more`,
  );
  for (const [label, { rps, cpu }] of shares) {
    const verdict = median(rps) >= CEILING_GOAL ? 'goal met' : 'goal NOT met';
    console.log(
      `  ${label.padEnd(32)} ${percent(median(rps)).padStart(5)}  ${verdict.padEnd(12)}  (${rps.map(percent).join(', ')})`,
    );
    console.log(
      `  ${''.padEnd(32)} ${percent(median(cpu)).padStart(5)}  of its CPU per answer (${cpu.map(percent).join(', ')})`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measureInterleaved(
    Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000),
    Number(process.env.BENCH_ROUNDS ?? 4),
  );
}
