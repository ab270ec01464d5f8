// `npm run bench:interleaved`: list page 1 and the detail against the prepared ceiling
// (ceiling-server.ts's /prepared routes), measured back to back in rounds rather than the ceiling
// first and the app minutes later: on a shared machine the load moves between the two, and a
// share taken across minutes says more about the other jobs than about the app. The ceiling and
// the app run side by side: on PostgreSQL (BENCH_DATABASE_URL) on one database, on PGlite each on
// a copy of the data set's folder, which one process at a time can open.
// BENCH_BASELINE=<another checkout> runs its app too, in the same rounds
// (before and after a change). BENCH_ROUNDS rounds (4), each order reversed from the last; the
// median share is the figure, the rounds show how far to trust it. Issue 34's goal is printed
// beside it: at least half the prepared ceiling. `npm run bench` ends with these rounds.
import { fileURLToPath } from 'node:url';
import { benchDetailId, loadOptions } from './ceiling.js';
import { type BenchServer, startBenchServer } from './child.js';
import { describeLoad, type LoadFigures, load } from './load.js';
import { pgliteDataSetCopy } from './setup.js';

interface Contender {
  label: string;
  server: BenchServer;
  headers: Record<string, string>;
  /** Its URL path for each measured path. */
  paths: Record<MeasuredPath, string>;
}

type MeasuredPath = 'transaction detail' | 'transactions, page 1';

/** The ceilings every app is measured against: the goal's, then the app's own statement alone. */
const GOAL_CEILING = 'ceiling';
const STATEMENT_CEILING = 'statement';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

/** Issue 34: list page 1 and the detail answer at least half as fast as the same query prepared. */
export const CEILING_GOAL = 0.5;

/**
 * The environment of a server of the rounds: on PGlite, its own copy of the data set, removed
 * once the rounds are over.
 */
function dataSetOf(transactionCount: number, label: string, cleanUps: (() => void)[]) {
  if (process.env.BENCH_DATABASE_URL) return {};
  const copy = pgliteDataSetCopy(transactionCount, label);
  cleanUps.push(copy.remove);
  return { BENCH_DATA_SET: copy.name };
}

async function appServer(
  label: string,
  transactionCount: number,
  detailId: string,
  env: NodeJS.ProcessEnv,
  root?: string,
): Promise<Contender> {
  const server = await startBenchServer(
    'app-server.ts',
    {
      ...env,
      BENCH_SERVER_TRANSACTIONS: String(transactionCount),
      // The cap on requests in flight is not what is measured here.
      MAX_REQUESTS_IN_FLIGHT: '1000',
    },
    root,
  );
  return {
    label,
    server,
    headers: { authorization: `Bearer ${server.info.token}` },
    paths: {
      'transaction detail': `/api/v1/admin/giftcards/${detailId}`,
      'transactions, page 1': '/api/v1/admin/giftcards/',
    },
  };
}

/** One contender's figures in each round: its rate and its CPU per answer, over the ceiling's. */
interface Shares {
  rps: number[];
  cpu: number[];
}

export async function measureInterleaved(transactionCount: number, rounds: number) {
  const detailId = await benchDetailId(transactionCount);
  const measured: MeasuredPath[] = ['transaction detail', 'transactions, page 1'];
  const cleanUps: (() => void)[] = [];
  const contenders: Contender[] = [];
  try {
    const ceiling = await startBenchServer('ceiling-server.ts', {
      ...dataSetOf(transactionCount, 'ceiling', cleanUps),
      BENCH_SERVER_TRANSACTIONS: String(transactionCount),
      BENCH_DETAIL_ID: detailId,
    });
    contenders.push(
      {
        label: GOAL_CEILING,
        server: ceiling,
        headers: {},
        paths: {
          'transaction detail': '/prepared/detail',
          'transactions, page 1': '/prepared/list',
        },
      },
      {
        label: STATEMENT_CEILING,
        server: ceiling,
        headers: {},
        paths: {
          'transaction detail': '/statement/detail',
          'transactions, page 1': '/statement/list',
        },
      },
    );
    const appEnv = dataSetOf(transactionCount, 'app', cleanUps);
    contenders.push(await appServer('app', transactionCount, detailId, appEnv));
    const baseline = process.env.BENCH_BASELINE;
    if (baseline) {
      const baselineEnv = dataSetOf(transactionCount, 'baseline', cleanUps);
      contenders.push(
        await appServer('baseline', transactionCount, detailId, baselineEnv, baseline),
      );
    }
    // A round unmeasured first: a server's first seconds under load (its code being compiled,
    // its caches filled) are not its pace.
    for (const path of measured) {
      for (const { server, headers, paths } of contenders) {
        await load(`${server.base}${paths[path]}`, { ...loadOptions(), headers, pid: server.pid });
      }
    }
    const shares = new Map<string, Shares>();
    for (let round = 1; round <= rounds; round++) {
      for (const path of measured) {
        const order = round % 2 ? contenders : [...contenders].reverse();
        const figures = new Map<string, LoadFigures>();
        for (const { label: who, server, headers, paths } of order) {
          const url = `${server.base}${paths[path]}`;
          figures.set(who, await load(url, { ...loadOptions(), headers, pid: server.pid }));
        }
        const goal = figures.get(GOAL_CEILING) as LoadFigures;
        const statement = figures.get(STATEMENT_CEILING) as LoadFigures;
        for (const [who, result] of figures) {
          const isCeiling = who === GOAL_CEILING || who === STATEMENT_CEILING;
          const share = isCeiling ? '' : percent(result.rps / goal.rps);
          console.log(
            `round ${round}  ${path.padEnd(21)} ${who.padEnd(9)} ${describeLoad(result)}  ${share}`,
          );
          if (isCeiling) continue;
          keep(shares, `${path}, ${who}`, result, goal);
          keep(shares, `${path}, ${who}, of its own statement`, result, statement);
        }
      }
    }
    printShares(shares);
  } finally {
    // The two ceilings are one server.
    for (const server of new Set(contenders.map(({ server }) => server))) await server.stop();
    for (const cleanUp of cleanUps) cleanUp();
  }
}

function keep(shares: Map<string, Shares>, label: string, result: LoadFigures, top: LoadFigures) {
  const kept = shares.get(label) ?? { rps: [], cpu: [] };
  kept.rps.push(result.rps / top.rps);
  kept.cpu.push(top.cpuPerRequest / result.cpuPerRequest);
  shares.set(label, kept);
}

/**
 * The median share of each path. Against the prepared ceiling, the goal's measure (its hand-written
 * query reads only what the answer shows, and adds up the ledger by the transfer kinds it knows);
 * against the app's own statement, what the app's work around its statement costs. The CPU share
 * (the ceiling's CPU per answer over the app's) moves less with the other jobs of a shared
 * machine, and says what the rate would be were the server's core its own.
 */
function printShares(shares: Map<string, Shares>) {
  console.log(
    `\nshare of the prepared ceiling measured beside it, median (each round); goal: ${percent(CEILING_GOAL)} or more`,
  );
  for (const [label, { rps, cpu }] of shares) {
    const ofStatement = label.endsWith('of its own statement');
    const verdict = ofStatement ? '' : median(rps) >= CEILING_GOAL ? 'goal met' : 'goal NOT met';
    console.log(
      `  ${label.padEnd(50)} ${percent(median(rps)).padStart(5)}  ${verdict.padEnd(12)}  (${rps.map(percent).join(', ')})`,
    );
    console.log(
      `  ${''.padEnd(50)} ${percent(median(cpu)).padStart(5)}  of its CPU per answer (${cpu.map(percent).join(', ')})`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measureInterleaved(
    Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000),
    Number(process.env.BENCH_ROUNDS ?? 4),
  );
}
