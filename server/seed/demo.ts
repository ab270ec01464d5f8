import { desc, eq, sql } from 'drizzle-orm';
import { disputeStatus } from '../../contract/enums.js';
import { serverText } from '../../contract/messages.js';
import type { CardCodeKeys } from '../config.js';
import type { Database } from '../db/client.js';
import {
  activityLogs,
  auditLogs,
  chatMessages,
  disputes,
  media,
  notificationReads,
  notifications,
  transactions,
  users,
} from '../db/schema.js';
import { hashPassword } from '../plugins/auth/passwords.js';
import { brands } from '../plugins/brands/table.js';
import { insertInBatches } from './batches.js';
import { seedCannedReplies } from './canned-replies.js';
import { ADMIN_REPLIES, BRANDS, DISPUTE_OPENERS } from './catalogue.js';
import { recountBrandCounters } from './counters.js';
import { seedKycQueue } from './kyc-queue.js';
import { brandLogoPng, etagOf } from './logo.js';
import { seedPayoutRuns } from './payout-runs.js';
import { customerReply, makeCustomers } from './people.js';
import { createRandom, type Random } from './random.js';
import { insertRateCard } from './rates.js';
import { makeRiskExamples } from './risk.js';
import { countDemoDecisions } from './sla-history.js';
import { insertDemoStaff } from './staff.js';
import { makeTransaction, money, type SeedBrand } from './transactions.js';

export const DEMO_CUSTOMER_PASSWORD = 'customer1234';
const DAY = 24 * 60 * 60 * 1000;
const CHUNK = 5_000;
/** The newest demo notifications nobody has read yet. */
const UNREAD_NOTIFICATIONS = 6;

export interface SeedOptions {
  log: (line: string) => void;
  /** Seeded card codes are sealed as submitted ones are. */
  cardCodeKeys: CardCodeKeys;
  transactions?: number;
  customers?: number;
  disputes?: number;
  now?: Date;
}

/**
 * Loads a realistic, deterministic data set: brands with logos, customers, transactions over the
 * last 90 days with their activity, disputes with chat history, the admins' notifications, one
 * staff account per role (DEMO_STAFF), payout runs in every state, customers waiting in the KYC
 * queue and the support desk's canned replies: every menu entry has something to show.
 * Needs an admin account to exist (it acts as the reviewing admin).
 */
export async function seedDemo(db: Database, options: SeedOptions) {
  const { log } = options;
  const now = options.now ?? new Date();
  const random = createRandom(20250105);
  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
  if (!admin) throw new Error('Create an admin before seeding (ADMIN_EMAIL / ADMIN_PASSWORD).');
  const adminName = `${admin.firstName} ${admin.lastName}`.trim() || admin.username;

  log('seeding staff accounts…');
  await insertDemoStaff(db);
  log('seeding brands…');
  const seedBrands = await insertBrands(db, random, now);
  log('seeding the rate card…');
  await insertRateCard(db, random, { brands: seedBrands, now, admin });
  log(`seeding ${options.customers ?? 300} customers…`);
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  const customers = makeCustomers(random, options.customers ?? 300, passwordHash, now);
  await insertInBatches(db, users, customers);

  const total = options.transactions ?? 3000;
  const lastTransactionOf = new Map<string, string>();
  for (let done = 0; done < total; ) {
    const size = Math.min(CHUNK, total - done);
    const rows: (typeof transactions.$inferInsert)[] = [];
    const logs: (typeof activityLogs.$inferInsert)[] = [];
    const audits: (typeof auditLogs.$inferInsert)[] = [];
    for (let i = 0; i < size; i += 1) {
      // Denser towards today, as a growing business is.
      const ageMs = Math.floor(90 * DAY * random.next() ** 1.2);
      const customer = random.pick(customers);
      const made = makeTransaction(random, {
        userId: customer.id as string,
        brand: random.pick(seedBrands),
        ageMs,
        now,
        adminId: admin.id,
        adminName,
        adminUsername: admin.username,
        cardCodeKeys: options.cardCodeKeys,
      });
      rows.push(made.row);
      logs.push(...made.logs);
      audits.push(...made.audits);
      lastTransactionOf.set(customer.id as string, made.row.id as string);
    }
    await db.transaction(async (tx) => {
      await insertInBatches(tx, transactions, rows);
      await insertInBatches(tx, activityLogs, logs);
      await insertInBatches(tx, auditLogs, audits);
    });
    done += size;
    log(`  transactions ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
  }
  log('seeding flagged cards…');
  const risky = makeRiskExamples(random, {
    customers,
    brands: seedBrands,
    now,
    adminId: admin.id,
    adminName,
    adminUsername: admin.username,
    cardCodeKeys: options.cardCodeKeys,
    passwordHash,
  });
  // A handful of rows, some with array columns: a plain insert (the bulk one takes neither).
  await db.insert(users).values(risky.customers);
  await db.insert(transactions).values(risky.rows);
  // The transactions were written by bulk insert, around the money path: their transfers are
  // written as the migration writes those of data older than the ledger.
  await db.execute(sql`select ledger_open_unposted_transactions()`);
  await recountBrandCounters(db);

  log('seeding disputes and chats…');
  await insertDisputes(db, random, {
    count: options.disputes ?? 40,
    customers: customers.filter((c) => lastTransactionOf.has(c.id as string)),
    lastTransactionOf,
    adminId: admin.id,
    now,
  });
  await insertNotifications(db, random, now);
  await countDemoDecisions(db);
  // The desks' work, made by the services' own steps (the payout runs move the ledger as real
  // runs do), after the bulk-loaded cards have their transfers.
  log('seeding payout runs, the KYC queue and canned replies…');
  const adminActor = { id: admin.id, username: admin.username };
  await seedPayoutRuns(db, random, { cardCodeKeys: options.cardCodeKeys, admin: adminActor });
  await seedKycQueue(db);
  const [support] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.role, 'support'))
    .limit(1);
  await seedCannedReplies(db, support ?? adminActor);
  // Bulk loads leave the planner without statistics and the visibility map empty (index-only
  // scans would read the table): PGlite has no autovacuum to fix either, nor has every server.
  log('vacuuming and analysing…');
  await db.execute(sql`vacuum (analyze)`);
  log('demo data ready.');
}

async function insertBrands(db: Database, random: Random, now: Date): Promise<SeedBrand[]> {
  const logos = BRANDS.map(([, color]) => {
    const bytes = brandLogoPng(color);
    return {
      id: random.uuid(),
      contentType: 'image/png',
      bytes,
      etag: etagOf(bytes),
      isPrivate: false,
    };
  });
  await db.insert(media).values(logos);
  const rows = BRANDS.map(([name, , rate, min, max], index) => ({
    id: random.uuid(),
    name,
    description: `${name} gift cards in US dollars.`,
    imageId: logos[index].id,
    currency: 'USD',
    minAmount: min,
    maxAmount: max,
    ratePercentage: rate,
    // Two brands are paused, as a real catalogue has some.
    isActive: index % 12 !== 11,
    createdAt: new Date(now.getTime() - (400 - index * 3) * DAY),
  }));
  await insertInBatches(db, brands, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rate: row.ratePercentage,
    minCents: Math.round(Number(row.minAmount) * 100),
    maxCents: Math.round(Number(row.maxAmount) * 100),
  }));
}

async function insertDisputes(
  db: Database,
  random: Random,
  options: {
    count: number;
    customers: { id?: string; username: string }[];
    lastTransactionOf: Map<string, string>;
    adminId: string;
    now: Date;
  },
) {
  const disputeRows = [];
  const messageRows = [];
  for (let i = 0; i < Math.min(options.count, options.customers.length); i += 1) {
    const customer = options.customers[i];
    const createdAt = new Date(
      options.now.getTime() - random.int(0, 30) * DAY - random.int(0, DAY),
    );
    const id = random.uuid();
    disputeRows.push({
      id,
      customerId: customer.id as string,
      transactionId: options.lastTransactionOf.get(customer.id as string) ?? null,
      status: random.next() < 0.7 ? disputeStatus.enum.open : disputeStatus.enum.closed,
      createdAt,
      updatedAt: createdAt,
    });
    const length = random.int(2, 8);
    for (let m = 0; m < length; m += 1) {
      const fromCustomer = m % 2 === 0;
      messageRows.push({
        id: random.uuid(),
        disputeId: id,
        senderId: fromCustomer ? (customer.id as string) : options.adminId,
        message:
          m === 0
            ? random.pick(DISPUTE_OPENERS)
            : fromCustomer
              ? customerReply(random)
              : random.pick(ADMIN_REPLIES),
        isRead: m < length - 1,
        createdAt: new Date(createdAt.getTime() + m * random.int(60_000, 3_600_000)),
      });
    }
  }
  await insertInBatches(db, disputes, disputeRows);
  await insertInBatches(db, chatMessages, messageRows);
}

/** The staff's recent notifications: every admin has read all but the newest few. */
async function insertNotifications(db: Database, random: Random, now: Date) {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  const recent = await db
    .select({
      id: transactions.id,
      value: transactions.cardValue,
      createdAt: transactions.createdAt,
      brand: brands.name,
      username: users.username,
    })
    .from(transactions)
    .innerJoin(brands, eq(brands.id, transactions.brandId))
    .innerJoin(users, eq(users.id, transactions.userId))
    .orderBy(desc(transactions.createdAt))
    .limit(20);
  const rows = recent.map((transaction) => {
    const text = serverText('notification.giftcard_submitted', {
      customer: transaction.username,
      amount: money(Math.round(Number(transaction.value) * 100)),
      brand: transaction.brand,
    });
    return {
      id: random.uuid(),
      kind: 'giftcard_submitted' as const,
      subjectId: transaction.id,
      message: text.english,
      messageCode: text.code,
      messageParams: text.params,
      createdAt: new Date(Math.min(transaction.createdAt.getTime(), now.getTime())),
    };
  });
  await insertInBatches(db, notifications, rows);
  const reads = rows
    .slice(UNREAD_NOTIFICATIONS)
    .flatMap((notification) =>
      admins.map((admin) => ({ notificationId: notification.id, recipientId: admin.id })),
    );
  await insertInBatches(db, notificationReads, reads);
}
