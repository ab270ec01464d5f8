// `npm run bench`, payout runs (issue 31): a batch of BENCH_BATCH_ITEMS (5,000, the most one batch
// holds) owed cards of the bench data set, created, approved by a colleague, submitted and settled
// from the bank's results (BENCH_BATCH_FAILED of them failed, 2 %), through the API as finance
// does it: each step's time, then the ledger check (/admin/ledger/check/) after it. The data set
// is run.ts's (benchDatabase: BENCH_TRANSACTIONS rows, BENCH_DATA_SET, and BENCH_DATABASE_URL for
// PostgreSQL); each run pays 5,000 of its accepted cards (they stay paid), and gives the customers
// of the chosen cards a payout destination when they have none. Figures, not pass/fail.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { sealCardCode } from '../../server/db/card-codes.js';
import { createAccessTokens } from '../../server/plugins/auth/access-tokens.js';
import { createLocalBus } from '../../server/realtime/bus.js';
import { insertAccounts } from './accounts.js';
import { benchDatabase } from './setup.js';

const transactionCount = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const ITEMS = Number(process.env.BENCH_BATCH_ITEMS ?? 5_000);
const FAILED = Number(process.env.BENCH_BATCH_FAILED ?? 0.02);

const { database, config, where } = await benchDatabase(transactionCount, console.log);
const { db } = database;
const app = await buildApp({ config, db, bus: createLocalBus() });
await app.ready();

// Two people of finance: a batch of 5,000 is over the dual approval threshold.
const tokens = createAccessTokens(config.jwtSecret);
const suffix = Date.now().toString(36);
const [maker, checker] = await insertAccounts(database, tokens, {
  prefix: `bench-finance-${suffix}-`,
  role: 'finance',
  count: 2,
});

// The oldest accepted cards that no open batch holds; their customers get a destination.
const { rows: owed } = (await db.execute(sql`
  select t.id from gift_card_transactions t
  where t.status = 'ORDER_ACCEPTED' and t.expected_payout > 0
    and not exists (select 1 from payout_batch_items i where i.transaction_id = t.id and i.open)
  order by t.created_at, t.id
  limit ${ITEMS}`)) as unknown as { rows: { id: string }[] };
if (owed.length < ITEMS) throw new Error(`only ${owed.length} accepted cards left to pay`);
const sealed = sealCardCode(config.cardCodeKeys, '0123456789');
await db.execute(sql`
  insert into payout_accounts (user_id, bank_code, bank_name, account_number_sealed,
    account_number_last4, account_name)
  select distinct t.user_id, '058', 'Bench Bank', ${sealed}, '6789', 'Bench customer'
  from gift_card_transactions t
  where t.id in (select (jsonb_array_elements_text(${JSON.stringify(owed.map((row) => row.id))}::jsonb))::uuid)
  on conflict (user_id) do nothing`);

async function send(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const started = performance.now();
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload && { payload }),
    headers: { authorization: `Bearer ${token}` },
  });
  const ms = performance.now() - started;
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return { ms, body: response.json() as { data: Record<string, unknown> } };
}

const rows: [string, number, string][] = [];
async function step(label: string, run: () => Promise<{ ms: number; detail?: string }>) {
  const { ms, detail } = await run();
  const check = (await send(maker.token, 'GET', '/admin/ledger/check/')).body.data as {
    ok: boolean;
    took_ms: number;
  };
  const row: [string, number, string] = [
    label,
    ms,
    `${check.ok ? 'ok' : 'PROBLEMS'} in ${(check.took_ms / 1000).toFixed(1)} s${detail ? `; ${detail}` : ''}`,
  ];
  rows.push(row);
  console.error(`  ${row[0]}: ${row[1].toFixed(0)} ms, check ${row[2]}`);
}

let batchId = '';
await step(`create (${ITEMS.toLocaleString('en-US')} cards)`, async () => {
  const created = await send(maker.token, 'POST', '/admin/payout-batches/', {
    transaction_ids: owed.map((row) => row.id),
    note: 'Benchmark',
  });
  batchId = created.body.data.id as string;
  const skipped = (created.body.data.skipped as unknown[]).length;
  return {
    ms: created.ms,
    detail: `${created.body.data.items_count ?? ITEMS - skipped} items, ${skipped} skipped`,
  };
});
await step('approve (a colleague)', () =>
  send(checker.token, 'POST', `/admin/payout-batches/${batchId}/approve/`),
);
await step('submit (pending transfers)', () =>
  send(maker.token, 'POST', `/admin/payout-batches/${batchId}/submit/`),
);
const { rows: items } = (await db.execute(sql`
  select reference from payout_batch_items where batch_id = ${batchId} and state = 'sent'
  order by created_at, id`)) as unknown as { rows: { reference: string }[] };
const failedEvery = FAILED > 0 ? Math.round(1 / FAILED) : 0;
const results = items.map(({ reference }, index) =>
  failedEvery && index % failedEvery === 0
    ? { reference, status: 'failed', reason: 'Account closed' }
    : { reference, status: 'success' },
);
await step(`results (${results.length.toLocaleString('en-US')}, JSON)`, async () => {
  const answer = await send(maker.token, 'POST', `/admin/payout-batches/${batchId}/results/`, {
    results,
  });
  const outcome = answer.body.data as { applied: number; conflicts: unknown[] };
  return {
    ms: answer.ms,
    detail: `${outcome.applied} applied, ${outcome.conflicts.length} conflicts`,
  };
});
await step('results again (all unchanged)', () =>
  send(maker.token, 'POST', `/admin/payout-batches/${batchId}/results/`, { results }),
);
const batch = (await send(maker.token, 'GET', `/admin/payout-batches/${batchId}/`)).body.data;
await step('batch items, page 1', () =>
  send(maker.token, 'GET', `/admin/payout-batches/${batchId}/items/`),
);

console.log(
  `\n${where}: payout batch of ${ITEMS.toLocaleString('en-US')} (${batch.state}; paid ${batch.paid_total}, failed ${batch.failed_total})`,
);
console.log(`${'step'.padEnd(36)} ${'ms'.padStart(9)}  ledger check after it`);
for (const [label, ms, after] of rows) {
  console.log(`${label.padEnd(36)} ${ms.toFixed(0).padStart(9)}  ${after}`);
}
await app.close();
await database.close();
