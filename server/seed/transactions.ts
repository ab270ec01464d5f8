import { transactionStatus } from '../../contract/enums.js';
import { serverText } from '../../contract/messages.js';
import type { TransactionStatus } from '../../contract/statuses.js';
import type { CardCodeKeys } from '../config.js';
import { storedCardCode } from '../db/card-codes.js';
import type { activityLogs, auditLogs, transactions } from '../db/schema.js';
import { activityNote } from '../plugins/transactions/review.js';
import type { Random } from './random.js';

const { PENDING_REVIEW, ORDER_ACCEPTED, REJECTED, REDEEMED, PAID } = transactionStatus.enum;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const DENOMINATIONS = [10, 25, 50, 75, 100, 150, 200, 250, 300, 500, 750, 1000, 1500, 2000];
const REJECTION_REASONS = [
  'Card already redeemed',
  'Invalid card code',
  'Balance does not match the stated value',
  'Card image is unreadable',
];
const ADMIN_NOTES = [
  'Verified with brand portal',
  'Customer confirmed receipt',
  'Balance checked twice',
  '',
];

export interface SeedBrand {
  id: string;
  name: string;
  rate: string;
  minCents: number;
  maxCents: number;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
export const money = (amountInCents: number) => (amountInCents / 100).toFixed(2);

/** Older transactions have mostly been settled; today's are mostly waiting for review. */
function statusFor(random: Random, ageDays: number): TransactionStatus {
  if (ageDays < 1) {
    return random.weighted([
      [PENDING_REVIEW, 6],
      [ORDER_ACCEPTED, 2],
      [REDEEMED, 1],
      [PAID, 1],
      [REJECTED, 1],
    ] as const);
  }
  if (ageDays < 7) {
    return random.weighted([
      [PENDING_REVIEW, 3],
      [ORDER_ACCEPTED, 3],
      [REDEEMED, 2],
      [PAID, 3],
      [REJECTED, 1],
    ] as const);
  }
  return random.weighted([
    [PENDING_REVIEW, 1],
    [ORDER_ACCEPTED, 1],
    [REDEEMED, 1],
    [PAID, 6],
    [REJECTED, 2],
  ] as const);
}

/** The statuses a transaction went through to reach its own, oldest first. */
const STEPS: Record<TransactionStatus, TransactionStatus[]> = {
  [PENDING_REVIEW]: [],
  [ORDER_ACCEPTED]: [ORDER_ACCEPTED],
  [REDEEMED]: [ORDER_ACCEPTED, REDEEMED],
  [PAID]: [ORDER_ACCEPTED, REDEEMED, PAID],
  [REJECTED]: [REJECTED],
};

const cardCode = (random: Random) =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[random.int(0, 31)]).join(''),
  ).join('-');

/** One transaction and the activity that led it to its status. */
export function makeTransaction(
  random: Random,
  options: {
    userId: string;
    brand: SeedBrand;
    ageMs: number;
    now: Date;
    adminId: string;
    adminName: string;
    adminUsername: string;
    cardCodeKeys: CardCodeKeys;
  },
) {
  const { brand, now } = options;
  const createdAt = new Date(now.getTime() - options.ageMs);
  const status = statusFor(random, options.ageMs / DAY);
  const fitting = DENOMINATIONS.map((d) => d * 100).filter(
    (c) => c >= brand.minCents && c <= brand.maxCents,
  );
  const valueCents = fitting.length ? random.pick(fitting) : brand.minCents;
  const payoutCents = Math.round((valueCents * cents(brand.rate)) / 10000);
  const steps = STEPS[status];
  const logs: (typeof activityLogs.$inferInsert)[] = [];
  // The History panel and the audit log tell the same steps as the activity logs.
  const audits: (typeof auditLogs.$inferInsert)[] = [];
  const id = random.uuid();
  let previous: TransactionStatus = PENDING_REVIEW;
  // Each step happens some time after the previous one, but never in the future.
  let at = createdAt.getTime();
  for (const step of steps) {
    at = Math.min(
      now.getTime() - 1000,
      at +
        random.int(
          HOUR / 4,
          Math.max(HOUR / 2, Math.min(options.ageMs / (steps.length + 1), 2 * DAY)),
        ),
    );
    // A rejection keeps the reason its reviewer gave; other steps are described by the server,
    // coded, as the review path describes a change nobody wrote a note for.
    const note =
      step === REJECTED
        ? { notes: random.pick(REJECTION_REASONS) }
        : activityNote(
            step === PAID
              ? serverText('activity.payment_processed', { amount: money(payoutCents) })
              : serverText('activity.status_changed', { from: previous, to: step }),
          );
    logs.push({
      id: random.uuid(),
      transactionId: id,
      performedById: options.adminId,
      performedByName: options.adminName,
      action:
        step === PAID ? 'payment_processed' : step === REJECTED ? 'rejection' : 'status_update',
      newStatus: step,
      ...note,
      createdAt: new Date(Math.max(at, createdAt.getTime() + 1000)),
    });
    const summary = serverText('audit.status_changed', { from: previous, to: step });
    audits.push({
      id: random.uuid(),
      actorId: options.adminId,
      actorUsername: options.adminUsername,
      action: 'transaction.review',
      targetType: 'transaction',
      targetId: id,
      summary: summary.english,
      summaryCode: summary.code,
      summaryParams: summary.params,
      changes: {
        status: [previous, step],
        ...(step === PAID && { final_payout: [null, money(payoutCents)] }),
      },
      createdAt: logs[logs.length - 1].createdAt,
    });
    previous = step;
  }
  const updatedAt = logs.length ? (logs[logs.length - 1].createdAt as Date) : createdAt;
  const row: typeof transactions.$inferInsert = {
    id,
    userId: options.userId,
    brandId: brand.id,
    status,
    cardValue: money(valueCents),
    ...storedCardCode(options.cardCodeKeys, cardCode(random)),
    currency: 'USD',
    expectedPayout: money(payoutCents),
    offeredRate: brand.rate,
    finalPayout: status === PAID ? money(payoutCents) : null,
    adminNotes: status === PENDING_REVIEW ? '' : random.pick(ADMIN_NOTES),
    rejectionReason: status === REJECTED ? (logs[0].notes as string) : '',
    createdAt,
    updatedAt,
    paidAt: status === PAID ? updatedAt : null,
  };
  return { row, logs, audits };
}
