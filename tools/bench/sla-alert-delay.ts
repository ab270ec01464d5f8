// `npm run bench:sla-alerts` (also in `npm run bench`): issue 32's alert delay. A scratch database
// (in-memory PGlite, or database bench_alerts_… on the PostgreSQL server of BENCH_DATABASE_URL,
// dropped at the end) with BENCH_OPEN_CARDS (100,000) cards in review whose alerts fall due in 5
// to 60 minutes (200,000 entries in the schedule); the server's alert loop (startSlaAlerts, as
// server/main.ts starts it) runs; then BENCH_ALERT_CARDS (30) cards are added whose review falls
// due one a second from 20 s on. For each: how long after its due time the breach alert was
// stored (the notification's created_at, its database transaction's start) and published on the
// bus (what /ws/notifications/ pushes). The loop sleeps until the schedule's next entry, and
// re-reads the schedule at least every 15 s (LONGEST_WAIT_MS), which the 20 s lead covers.
import { eq, sql } from 'drizzle-orm';
import { notifications } from '../../server/db/schema.js';
import { startSlaAlerts } from '../../server/plugins/sla/alerts.js';
import { ensureAdmin } from '../../server/plugins/users/accounts.js';
import { createLocalBus } from '../../server/realtime/bus.js';
import { seedDemo } from '../../server/seed/demo.js';
import { createFreshDatabase, TEST_CARD_CODE_KEYS } from '../../server/test/database.js';
import { p50p99 } from './stats.js';

const OPEN_CARDS = Number(process.env.BENCH_OPEN_CARDS ?? 100_000);
const ALERT_CARDS = Number(process.env.BENCH_ALERT_CARDS ?? 30);
const LEAD_SECONDS = 20;

const database = await createFreshDatabase(process.env.BENCH_DATABASE_URL, 'bench_alerts');
const { db } = database;
const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
try {
  await ensureAdmin(db, { email: 'bench@example.com', password: 'bench-password' });
  await seedDemo(db, {
    transactions: 100,
    customers: 100,
    log: () => {},
    cardCodeKeys: TEST_CARD_CODE_KEYS,
  });
  // Cards as a customer's submission leaves them, copied from a seeded one; created up to 40
  // minutes ago under the 60-minute policy, so none warns within the next 5 minutes.
  const copyCard = (
    count: number,
    columns: ReturnType<typeof sql>,
    values: ReturnType<typeof sql>,
  ) =>
    db.execute(sql`
      insert into gift_card_transactions (user_id, brand_id, card_value, card_code_sealed,
        card_code_hash, card_code_last4, status, ${columns})
      select t.user_id, t.brand_id, t.card_value, t.card_code_sealed, t.card_code_hash,
        t.card_code_last4, 'PENDING_REVIEW', ${values}
      from (select * from gift_card_transactions limit 1) t, generate_series(1, ${count}::int) as n
      returning id, sla_due_at`);
  const seeding = performance.now();
  await db.execute(sql`delete from sla_alert_schedule`);
  await copyCard(OPEN_CARDS, sql`created_at`, sql`now() - make_interval(secs => (n % 2400)::int)`);
  const { rows: scheduled } = (await db.execute(
    sql`select count(*)::int as n from sla_alert_schedule`,
  )) as unknown as { rows: { n: number }[] };
  console.log(
    `\n${where}: ${OPEN_CARDS.toLocaleString('en-US')} open cards, ${scheduled[0].n.toLocaleString('en-US')} alerts scheduled (in ${((performance.now() - seeding) / 1000).toFixed(0)} s)`,
  );

  const bus = createLocalBus();
  const published = new Map<string, number>();
  bus.subscribe((event) => {
    if (event.type === 'notification' && event.notification.kind === 'sla_breached') {
      const id = event.notification.subject_id;
      if (id && !published.has(id)) published.set(id, Date.now());
    }
  });
  const alerts = startSlaAlerts({ db, bus, log: console });
  // Due one a second from LEAD_SECONDS on; warned at the due time itself, so only the breach.
  const { rows: measured } = (await copyCard(
    ALERT_CARDS,
    sql`sla_due_at, sla_warn_at, sla_policy_version`,
    sql`now() + make_interval(secs => ${LEAD_SECONDS} + n), now() + make_interval(secs => ${LEAD_SECONDS} + n), 1`,
  )) as unknown as { rows: { id: string; sla_due_at: string | Date }[] };
  const lastDue = Math.max(...measured.map((card) => new Date(card.sla_due_at).getTime()));
  while (published.size < measured.length && Date.now() < lastDue + 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await alerts.stop();

  const storedDelays: number[] = [];
  const publishedDelays: number[] = [];
  for (const card of measured) {
    const due = new Date(card.sla_due_at).getTime();
    const [stored] = await db
      .select({ at: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.subjectId, card.id));
    if (stored) storedDelays.push(stored.at.getTime() - due);
    const pushed = published.get(card.id);
    if (pushed) publishedDelays.push(pushed - due);
  }
  console.log(
    `alert delay after the due time, ${measured.length} cards: stored ${p50p99(storedDelays)}, published ${p50p99(publishedDelays)}; ${publishedDelays.length} of ${measured.length} published`,
  );
} finally {
  await database.close();
}
