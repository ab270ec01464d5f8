// The ceiling of our own stack (`npm run bench:ceiling`), in a process of its own: a bare Fastify 5
// with no plugin, hook or schema, on the bench data set of BENCH_SERVER_TRANSACTIONS rows.
//   /bytes/list, /bytes/detail   the exact bytes the app answers for list page 1 and for the
//                                detail of BENCH_DETAIL_ID, read once at start
//   /query/list, /query/detail   one query through the database's own client (`pg`'s pool, or
//                                PGlite) returning what that answer holds, its joins included,
//                                turned into JSON by JSON.stringify: issue 26's yardstick
//   /prepared/list, /prepared/detail   the same query planned once, as the app's hot reads are:
//                                the stricter yardstick (on PGlite the same as /query, as PGlite
//                                keeps every text prepared: server/db/pglite-statements.ts)
//   /statement/list, /statement/detail   the app's own statement for that answer (recorded as the
//                                app asks it at start: drizzle's text, its values), prepared, its
//                                rows turned into JSON by JSON.stringify: what is left between the
//                                app and this is the app's own work around its one statement
// Prints one JSON line {port} (startBenchServer), then serves until SIGTERM.
import Fastify, { type FastifyReply } from 'fastify';
import { buildApp } from '../../server/app.js';
import { createLocalBus } from '../../server/realtime/bus.js';
import { serveUntilTerminated } from './child.js';
import { benchDatabase } from './setup.js';

const transactions = Number(process.env.BENCH_SERVER_TRANSACTIONS ?? 20_000);
const detailId = process.env.BENCH_DETAIL_ID;
if (!detailId) throw new Error('BENCH_DETAIL_ID: the transaction whose detail is measured');
const { database, config, adminToken } = await benchDatabase(transactions, (line) =>
  console.error(line),
);

type Rows = Promise<{ rows: Record<string, unknown>[] }>;
type Asked = string | { name: string; text: string; values: unknown[]; rowMode?: 'array' };
interface Queryable {
  query(asked: Asked, values?: unknown[], options?: { rowMode: 'array' }): Rows;
}
const client = (database.db as unknown as { $client: Queryable }).$client;

// The app's own answers, byte for byte, and the last statement it asked for each.
const app = await buildApp({ config, db: database.db, bus: createLocalBus() });
const appQuery = client.query;
let lastAsked: { text: string; values: unknown[] } | null = null;
client.query = function (this: Queryable, asked, values, options) {
  lastAsked =
    typeof asked === 'string'
      ? { text: asked, values: values ?? [] }
      : { text: asked.text, values: asked.values };
  return appQuery.call(this, asked, values, options);
} as Queryable['query'];
const answer = async (url: string) => {
  const response = await app.inject({ url, headers: { authorization: `Bearer ${adminToken}` } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  if (!lastAsked) throw new Error(`${url}: no statement`);
  return { bytes: response.rawPayload, statement: lastAsked };
};
// Asked twice: the first request of an account also reads the account.
await answer('/api/v1/admin/giftcards/');
const { bytes: listBytes, statement: listStatement } = await answer('/api/v1/admin/giftcards/');
const { bytes: detailBytes, statement: detailStatement } = await answer(
  `/api/v1/admin/giftcards/${detailId}`,
);
client.query = appQuery;
await app.close();
const asked = (text: string, values: unknown[] = []): Rows => client.query(text, values);
/** node-postgres prepares a named query once per connection. */
const prepared = (name: string, text: string, values: unknown[] = []): Rows =>
  database.kind === 'postgres' ? client.query({ name, text, values }) : client.query(text, values);
/**
 * The same, its rows as arrays: the app's statements select columns of the same name from several
 * tables, which a row as an object would keep one of.
 */
const preparedArrays = (name: string, { text, values }: { text: string; values: unknown[] }) =>
  database.kind === 'postgres'
    ? client.query({ name, text, values, rowMode: 'array' })
    : client.query(text, values, { rowMode: 'array' });

const ROW = `t.id, t.status, t.expected_payout, t.offered_rate, t.final_payout, t.card_value,
  t.card_code_last4, t.card_image_id, t.currency, t.created_at, t.updated_at, t.paid_at,
  t.admin_notes, t.rejection_reason, t.risk_flags, t.duplicate_of, t.payout_approved_by_id,
  t.payout_approved_at, t.payout_approved_amount, t.claim_expires_at,
  coalesce(t.claim_expires_at > now(), false) as claim_holds,
  u.id as user_id, u.first_name, u.last_name, u.email, u.date_joined,
  b.id as brand_id, b.name as brand_name, b.image_id as brand_image_id, b.rate_percentage,
  b.is_active as brand_is_active, b.min_amount, b.max_amount,
  a.username as approver_username, c.id as claimer_id, c.username as claimer_username`;
const JOINS = `from gift_card_transactions t
  join users u on u.id = t.user_id
  join brands b on b.id = t.brand_id
  left join users a on a.id = t.payout_approved_by_id
  left join users c on c.id = t.claimed_by_id`;
// Page 1 and the total (from the tallies, as the app counts).
const LIST = `select ${ROW},
  (select sum(count) from transaction_brand_tallies)::int as total
  ${JOINS} order by t.created_at desc, t.id desc limit 20`;
// The row, its 20 newest activity rows, its 20 newest transfers and what the ledger says it owes.
const DETAIL = `select ${ROW},
  (select coalesce(json_agg(l), '[]') from (
     select id, performed_by_name, action, new_status, notes, created_at from activity_logs
     where transaction_id = t.id order by created_at desc, id desc limit 20) l) as recent_logs,
  (select coalesce(json_agg(x), '[]') from (
     select id, kind, debit_account_id, credit_account_id, amount, transaction_id, reverses_id,
       performed_by_id, performed_by_username, reason, created_at from ledger_transfers
     where transaction_id = t.id order by created_at desc, seq desc limit 20) x) as transfers,
  (select coalesce(sum(case when kind in ('purchase', 'payout_reversal') then amount else -amount end), 0)
     from ledger_transfers where transaction_id = t.id)::text as owed,
  (select coalesce(sum(case kind when 'payout' then amount when 'payout_reversal' then -amount else 0 end), 0)
     from ledger_transfers where transaction_id = t.id)::text as paid
  ${JOINS} where t.id = $1`;

const bare = Fastify();
const json = 'application/json; charset=utf-8';
bare.get('/bytes/list', (_request, reply) => reply.type(json).send(listBytes));
bare.get('/bytes/detail', (_request, reply) => reply.type(json).send(detailBytes));
const listRoute = (rowsOf: () => Rows) => async (_request: unknown, reply: FastifyReply) => {
  const { rows } = await rowsOf();
  const body = { count: rows[0]?.total ?? 0, next: null, previous: null, results: rows };
  return reply.type(json).send(JSON.stringify(body));
};
const detailRoute = (rowsOf: () => Rows) => async (_request: unknown, reply: FastifyReply) => {
  const { rows } = await rowsOf();
  return reply.type(json).send(JSON.stringify({ data: rows[0] }));
};
bare.get(
  '/query/list',
  listRoute(() => asked(LIST)),
);
bare.get(
  '/query/detail',
  detailRoute(() => asked(DETAIL, [detailId])),
);
bare.get(
  '/prepared/list',
  listRoute(() => prepared('ceiling_list', LIST)),
);
bare.get(
  '/prepared/detail',
  detailRoute(() => prepared('ceiling_detail', DETAIL, [detailId])),
);
bare.get(
  '/statement/list',
  listRoute(() => preparedArrays('ceiling_app_list', listStatement)),
);
bare.get(
  '/statement/detail',
  detailRoute(() => preparedArrays('ceiling_app_detail', detailStatement)),
);
await bare.listen({ port: 0, host: '127.0.0.1' });
serveUntilTerminated(bare, database, {});
