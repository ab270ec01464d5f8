// `npm run bench:writes`: the two writes of a review desk's day on the list bench's data set
// (BENCH_TRANSACTIONS, BENCH_DATABASE_URL, BENCH_DATA_SET; see benchDatabase): a review that
// accepts a card, then its payment (PAID), each with its transfer, activity and audit rows in one
// database transaction. Each one by one (BENCH_WRITES cards, 40), then by BENCH_CONNECTIONS
// clients at once (8) over as many cards each, against the app in a process of its own: p50, p99
// and requests a second, the server's CPU per answer, and how many rows each write left. Ends with
// the full ledger check (every transfer re-added), timed by the server. The cards it uses stay
// paid: the data set drifts by a few hundred cards a run.
import { readFileSync } from 'node:fs';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { payoutAtRateCents } from '../../contract/rate-override.js';
import type { TransactionReview } from '../../contract/transactions.js';
import type { Database } from '../../server/db/client.js';
import { transactions } from '../../server/db/schema.js';
import { formatCents } from '../../server/lib/money.js';
import { loadOptions } from './ceiling.js';
import { type BenchServer, startBenchServer } from './child.js';
import { benchDatabase } from './setup.js';
import { quantile } from './stats.js';

const transactionCount = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const oneByOne = Number(process.env.BENCH_WRITES ?? 40);
const { connections } = loadOptions();
/** Cards each client of the concurrent part accepts, then pays. */
const PER_CLIENT = Number(process.env.BENCH_WRITES_PER_CLIENT ?? 25);

/** CPU time a process has used so far, in ms (utime + stime, clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Card {
  id: string;
  accept: TransactionReview;
  pay: TransactionReview;
}

/**
 * Cards in review below the second approval's threshold, each with the review that keeps its rate
 * card's lock (no override reason asked) or, unlocked, 80 % of its value.
 */
async function cardsInReview(db: Database, count: number): Promise<Card[]> {
  const rows = await db
    .select({
      id: transactions.id,
      cardValue: transactions.cardValue,
      lockRate: transactions.rateLockPercentage,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'PENDING_REVIEW'),
        lt(transactions.cardValue, '500'),
        isNull(transactions.claimedById),
      ),
    )
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} cards in review to write on`);
  return rows.map(({ id, cardValue, lockRate }) => {
    const rate = lockRate ?? '80.00';
    const review = {
      offered_rate: rate,
      expected_payout: formatCents(BigInt(payoutAtRateCents(cardValue, rate))),
    };
    return {
      id,
      accept: { status: 'ORDER_ACCEPTED', ...review },
      pay: { status: 'PAID', ...review },
    };
  });
}

/** Rows of the tables a write adds to, to tell what each write left. */
async function rowCounts(db: Database) {
  const { rows } = (await db.execute(sql`select
    (select count(*) from ledger_transfers)::int as transfers,
    (select count(*) from activity_logs)::int as activity,
    (select count(*) from audit_logs)::int as audit`)) as unknown as {
    rows: { transfers: number; activity: number; audit: number }[];
  };
  return rows[0];
}

async function patch(server: BenchServer, id: string, body: TransactionReview) {
  const started = performance.now();
  const response = await fetch(`${server.base}/api/v1/admin/giftcards/${id}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${server.info.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const answer = await response.text();
  if (response.status !== 200) throw new Error(`PATCH ${id}: ${response.status} ${answer}`);
  return performance.now() - started;
}

/** Every card's write by `clients` clients at once, each taking the next card left. */
async function writeAll(
  server: BenchServer,
  cards: Card[],
  step: 'accept' | 'pay',
  clients: number,
) {
  const timings: number[] = [];
  let next = 0;
  const cpuBefore = cpuMs(server.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < cards.length) {
        const card = cards[next++];
        timings.push(await patch(server, card.id, card[step]));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    timings,
    rps: cards.length / seconds,
    cpuPerRequest: (cpuMs(server.pid) - cpuBefore) / cards.length,
  };
}

const { database, where } = await benchDatabase(transactionCount, console.log);
const cards = await cardsInReview(database.db, oneByOne + connections * PER_CLIENT);
const before = await rowCounts(database.db);
const server = await startBenchServer('app-server.ts', {
  BENCH_SERVER_TRANSACTIONS: String(transactionCount),
  MAX_REQUESTS_IN_FLIGHT: '1000',
});
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `\n${where}: writes one by one (${oneByOne} cards) and by ${connections} clients (${connections * PER_CLIENT} cards)`,
);
console.log(
  `${'write'.padEnd(34)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'rps'.padStart(6)} ${'CPU ms/req'.padStart(10)}  load`,
);
try {
  // Two untimed first: the server's first writes compile its code and plan its statements.
  const warm = cards.splice(0, 2);
  for (const card of warm) await patch(server, card.id, card.accept);
  for (const card of warm) await patch(server, card.id, card.pay);
  const single = cards.slice(0, oneByOne - 2);
  const together = cards.slice(oneByOne - 2);
  for (const [label, batch, clients] of [
    ['one by one', single, 1],
    [`c=${connections}`, together, connections],
  ] as const) {
    for (const step of ['accept', 'pay'] as const) {
      const figures = await writeAll(server, batch, step, clients);
      const name = `${step === 'accept' ? 'review (accept)' : 'payment (PAID)'}, ${label}`;
      console.log(
        `${name.padEnd(34)} ${quantile(figures.timings, 0.5).toFixed(1).padStart(7)} ${quantile(figures.timings, 0.99).toFixed(1).padStart(7)} ${figures.rps.toFixed(0).padStart(6)} ${figures.cpuPerRequest.toFixed(2).padStart(10)}  ${load()}`,
      );
    }
  }
  const after = await rowCounts(database.db);
  const written = oneByOne + connections * PER_CLIENT;
  const each = (field: keyof typeof after) => ((after[field] - before[field]) / written).toFixed(2);
  console.log(
    `rows per card accepted and paid: ${each('transfers')} transfers, ${each('activity')} activity, ${each('audit')} audit`,
  );
  const checked = await fetch(`${server.base}/api/v1/admin/ledger/check/`, {
    headers: { authorization: `Bearer ${server.info.token}` },
  });
  const check = (
    (await checked.json()) as {
      data: { ok: boolean; took_ms: number; transfers: number };
    }
  ).data;
  console.log(
    `ledger check: ${check.ok ? 'ok' : 'PROBLEMS'}, ${check.transfers.toLocaleString('en-US')} transfers re-added in ${(check.took_ms / 1000).toFixed(1)} s  (load ${load()})`,
  );
} finally {
  await server.stop();
  await database.close();
}
