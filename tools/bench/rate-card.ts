// `npm run bench`, issue 30's writes: on the list bench's data set (BENCH_TRANSACTIONS, 1,000,000;
// BENCH_DATA_SET and BENCH_DATABASE_URL as in run.ts) with 10,000 rate rows, a customer's
// submission whose card matches a rate-card band (locked on it) beside one that matches none
// (locked on the brand's headline rate), interleaved, BENCH_REQUESTS (40) each, with the quote
// and the brand detail in the same rounds; then a 1,000-line CSV import, three dry runs and one
// real one. The quote's and margins' reads under load are run.ts's.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.js';
import { users } from '../../server/db/schema.js';
import { createAccessTokens } from '../../server/plugins/auth/access-tokens.js';
import { brands } from '../../server/plugins/brands/table.js';
import { createLocalBus } from '../../server/realtime/bus.js';
import { multipartBody } from '../../server/test/multipart.js';
import { ensureRateRows } from './rate-rows.js';
import { benchDatabase } from './setup.js';
import { quantile } from './stats.js';

const transactionCount = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 40);
const IMPORT_LINES = 1_000;
const DRY_RUNS = 3;

const { database, config, adminToken, where } = await benchDatabase(transactionCount, console.log);
const { db } = database;
const rateRows = await ensureRateRows(db);
const app = await buildApp({ config, db, bus: createLocalBus() });
await app.ready();

const [brand] = await db
  .select({ id: brands.id })
  .from(brands)
  .where(eq(brands.isActive, true))
  .orderBy(asc(brands.name))
  .limit(1);
const [customer] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.role, 'customer'))
  .orderBy(asc(users.email))
  .limit(1);
if (!brand || !customer) throw new Error('the bench data set is empty');
const customerToken = await createAccessTokens(config.jwtSecret).sign({
  userId: customer.id,
  role: 'customer',
  epoch: 0,
});

const timed = async (
  token: string,
  request: { method?: 'GET' | 'POST'; url: string; payload?: unknown; headers?: object },
) => {
  const started = performance.now();
  const response = await app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    payload: request.payload as string,
    headers: { authorization: `Bearer ${token}`, ...request.headers },
  });
  const took = performance.now() - started;
  if (response.statusCode >= 300)
    throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
  return { took, body: response.json() as { data: Record<string, unknown> } };
};

/** A new card of the bench's brand at $250: DE e-code is a bench band, JP has no rate. */
const submission = (country: 'DE' | 'JP') => () =>
  timed(customerToken, {
    method: 'POST',
    url: '/api/v1/giftcards/',
    payload: {
      brand_id: brand.id,
      card_value: '250.00',
      card_code: `BENCH-${randomUUID()}`,
      country,
      form: 'ecode',
    },
  });
const quoteUrl = `/api/v1/rates/quote/?brand_id=${brand.id}&card_value=250&form=ecode`;
const cases: [string, () => ReturnType<typeof timed>][] = [
  ['brand detail', () => timed(adminToken, { url: `/api/v1/admin/brands/${brand.id}/` })],
  ['quote, a rate-card band (DE)', () => timed(customerToken, { url: `${quoteUrl}&country=DE` })],
  ['quote, no band (JP: headline)', () => timed(customerToken, { url: `${quoteUrl}&country=JP` })],
  ['submission locked on a band (DE)', submission('DE')],
  ['submission on the headline (JP)', submission('JP')],
];
const locked = (await submission('DE')()).body.data;
const headline = (await submission('JP')()).body.data;
console.log(
  `\n${where}: ${transactionCount.toLocaleString('en-US')} transactions, ${rateRows.toLocaleString('en-US')} rate rows; ` +
    `locked ${JSON.stringify(locked.rate_lock)}, headline ${JSON.stringify(headline.rate_lock)}\n`,
);
for (let i = 0; i < 2; i += 1) for (const [, run] of cases) await run();
const timings = cases.map((): number[] => []);
for (let round = 0; round < requests; round += 1) {
  for (const [index, [, run]] of cases.entries()) timings[index].push((await run()).took);
}
const row = (label: string, p50: string, p99: string) =>
  console.log(`${label.padEnd(40)} ${p50.padStart(9)} ${p99.padStart(9)}`);
row('', 'p50 ms', 'p99 ms');
for (const [index, [label]] of cases.entries()) {
  row(label, quantile(timings[index], 0.5).toFixed(1), quantile(timings[index], 0.99).toFixed(1));
}
const p50 = (index: number) => quantile(timings[index], 0.5);
console.log(
  `quote / brand detail: ${(p50(1) / p50(0)).toFixed(2)}× (goal: within 2×); a band's lock adds ${(p50(3) - p50(4)).toFixed(1)} ms to a submission at p50`,
);

// The import: every DE line of the bench's rate card at a new percentage, so each line supersedes
// its band (a real import's work); the dry runs do the same and roll back.
const stamp = (Date.now() % 90) / 100;
const { rows: lines } = (await db.execute(sql`
  select b.name || ',DE,' || r.form || ',any,' || r.min_value || ',' || r.max_value || ',' ||
    (r.rate_percentage::numeric(5, 0) + ${stamp}::numeric)::numeric(5, 2) || ',' as line
  from rate_versions r join brands b on b.id = r.brand_id
  where r.country = 'DE' and r.effective_to is null and r.created_by_username = 'bench-rate-rows'
  order by b.name, r.form, r.min_value
  limit ${IMPORT_LINES}`)) as unknown as { rows: { line: string }[] };
const csv = ['brand,country,form,receipt,min_value,max_value,rate_percentage,effective_from']
  .concat(lines.map(({ line }) => line))
  .join('\n');
const importOnce = async (dryRun: boolean) => {
  const form = await multipartBody({
    file: { bytes: Buffer.from(csv), filename: 'rates.csv', type: 'text/csv' },
    dry_run: String(dryRun),
  });
  const { took, body } = await timed(adminToken, {
    method: 'POST',
    url: '/api/v1/admin/rates/import/',
    payload: form.payload,
    headers: form.headers,
  });
  console.log(
    `import of ${lines.length.toLocaleString('en-US')} lines, ${dryRun ? 'dry run' : 'real   '}: ${took.toFixed(0).padStart(6)} ms  ${JSON.stringify(body.data)}`,
  );
};
for (let i = 0; i < DRY_RUNS; i += 1) await importOnce(true);
await importOnce(false);

await app.close();
await database.close();
