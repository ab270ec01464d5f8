import {
  and,
  eq,
  inArray,
  isNull,
  lte,
  ne,
  notExists,
  or,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { CLAIM_MINUTES, type ClaimHolder, claimedByOther } from '../../../contract/claims.js';
import { transactionStatus } from '../../../contract/enums.js';
import { serverText } from '../../../contract/messages.js';
import type { Transaction } from '../../../contract/transactions.js';
import type { Database, Executor, Tx } from '../../db/client.js';
import { reviewSkips, transactions, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Bus } from '../../realtime/bus.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { brands } from '../brands/table.js';
import type { PayoutApprovalRule } from './payout-approval-rule.js';
import { findTransaction } from './queries.js';
import { serializeTransaction } from './serialize.js';

/**
 * The review desk's claims: a reviewer holds a card for CLAIM_MINUTES so that nobody else reviews
 * it meanwhile. A lapsed claim is no claim; nothing has to clear it. Every change is audited as
 * `transaction.claim` in its own database transaction, then told to every staff socket.
 */

type Actor = ClaimHolder;
export type ClaimAudit = AuditContext & { actor: Actor };

const claimUntil = sql`now() + make_interval(mins => ${CLAIM_MINUTES})`;
const NOT_FOUND = 'Gift card submission not found.';
export const ONLY_PENDING_CLAIMED =
  'Only a card pending review is claimed: this one has been reviewed already.';

/** Each claim entry's summary, naming the card. */
type ClaimSummary = `audit.claim_${'claimed' | 'released' | 'resumed' | 'taken'}`;

interface ClaimState {
  status: Transaction['status'];
  claimedById: string | null;
  claimExpiresAt: Date | null;
}

/**
 * The holder of a claim still running that is not `actorId`, or null. The expiry is judged by the
 * database's clock, as the queue judges it.
 */
export async function otherHolder(
  tx: Executor,
  row: ClaimState,
  actorId: string,
): Promise<string | null> {
  if (!row.claimedById || !row.claimExpiresAt || row.claimedById === actorId) return null;
  const [holder] = await tx
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        eq(users.id, row.claimedById),
        sql`${row.claimExpiresAt.toISOString()}::timestamptz > now()`,
      ),
    );
  return holder?.username ?? null;
}

/** Refuses (409, naming them) a change to a card someone else holds. */
export async function assertNotClaimedByOther(tx: Executor, row: ClaimState, actorId: string) {
  const holder = await otherHolder(tx, row, actorId);
  if (holder) throw conflict(claimedByOther(holder));
}

async function lockedClaim(tx: Tx, id: string): Promise<ClaimState> {
  const [row] = await tx
    .select({
      status: transactions.status,
      claimedById: transactions.claimedById,
      claimExpiresAt: transactions.claimExpiresAt,
    })
    .from(transactions)
    .where(eq(transactions.id, id))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function answer(db: Executor, id: string, payouts: PayoutApprovalRule): Promise<Transaction> {
  const row = await findTransaction(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return serializeTransaction(row, payouts);
}

export const publishClaim = (bus: Bus, transactionId: string, claimedBy: ClaimHolder | null) =>
  bus.publish({ type: 'claim', transactionId, claimedBy });

/**
 * Takes (or renews) the caller's claim; 409 naming the holder when someone else has it, and 409
 * on a card no longer pending review (the database holds claims to those too, migration 0021):
 * a claim on an accepted card would only stop finance from paying it.
 */
export async function claimTransaction(
  db: Database,
  bus: Bus,
  input: { id: string; audit: ClaimAudit; payouts: PayoutApprovalRule },
): Promise<Transaction> {
  const { id, audit } = input;
  await db.transaction(async (tx) => {
    const claim = await lockedClaim(tx, id);
    if (claim.status !== transactionStatus.enum.PENDING_REVIEW)
      throw conflict(ONLY_PENDING_CLAIMED);
    await assertNotClaimedByOther(tx, claim, audit.actor.id);
    await tx
      .update(transactions)
      .set({ claimedById: audit.actor.id, claimExpiresAt: claimUntil })
      .where(eq(transactions.id, id));
    await recordClaim(tx, audit, id, 'audit.claim_claimed');
  });
  await publishClaim(bus, id, audit.actor);
  return answer(db, id, input.payouts);
}

/**
 * Releases the caller's claim. Releasing a card nobody holds changes nothing; one someone else
 * holds is theirs to release (409 naming them). With `expiresAt`, only the claim that expires then
 * is released: a closing page's late release must not undo the claim a reload has since renewed.
 */
export async function releaseClaim(
  db: Database,
  bus: Bus,
  input: { id: string; audit: ClaimAudit; expiresAt?: string },
): Promise<void> {
  const { id, audit, expiresAt } = input;
  const released = await db.transaction(async (tx) => {
    const claim = await lockedClaim(tx, id);
    await assertNotClaimedByOther(tx, claim, audit.actor.id);
    if (claim.claimedById !== audit.actor.id) return false;
    if (expiresAt && claim.claimExpiresAt?.getTime() !== new Date(expiresAt).getTime())
      return false;
    await tx
      .update(transactions)
      .set({ claimedById: null, claimExpiresAt: null })
      .where(eq(transactions.id, id));
    await recordClaim(tx, audit, id, 'audit.claim_released');
    return true;
  });
  if (released) await publishClaim(bus, id, null);
}

const running = sql`${transactions.claimExpiresAt} > now()`;
const pending = eq(transactions.status, transactionStatus.enum.PENDING_REVIEW);
const free = or(isNull(transactions.claimExpiresAt), lte(transactions.claimExpiresAt, sql`now()`));

/**
 * The card the caller already holds, still pending, other than the one skipped: a reload, a
 * second tab or another device resumes it instead of taking one more.
 */
async function resumableCard(tx: Tx, actorId: string, skip: string | undefined) {
  const [row] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.claimedById, actorId),
        running,
        pending,
        skip ? ne(transactions.id, skip) : undefined,
      ),
    )
    .orderBy(transactions.createdAt, transactions.id)
    .limit(1)
    .for('update');
  return row?.id ?? null;
}

/**
 * Claims one pending card nobody holds, in one statement: the row is locked as it is chosen and
 * rows locked by another reviewer's pick are skipped, so two reviewers asking at once never get the
 * same card. The caller's own claims are not free, so a skipped card is not handed straight back.
 */
async function claimFirst(tx: Tx, actorId: string, choice: SQLWrapper) {
  const [row] = await tx
    .update(transactions)
    .set({ claimedById: actorId, claimExpiresAt: claimUntil })
    .where(inArray(transactions.id, choice))
    .returning({ id: transactions.id });
  return row?.id ?? null;
}

const skippedBy = (actorId: string) =>
  and(eq(reviewSkips.reviewerId, actorId), eq(reviewSkips.transactionId, transactions.id));

/**
 * The free card due soonest (the oldest first when due times tie) the caller has not skipped; else, only when every free card is one they
 * skipped, the one they skipped longest ago: skipping moves through the queue instead of
 * alternating between two cards.
 */
async function claimOldestFree(tx: Tx, actorId: string) {
  const notSkipped = tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        pending,
        free,
        notExists(tx.select({ one: sql`1` }).from(reviewSkips).where(skippedBy(actorId))),
      ),
    )
    // The card due soonest (service levels), the oldest first when due times tie.
    .orderBy(transactions.slaDueAt, transactions.createdAt, transactions.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const skippedLongestAgo = tx
    .select({ id: transactions.id })
    .from(reviewSkips)
    .innerJoin(transactions, eq(reviewSkips.transactionId, transactions.id))
    .where(and(eq(reviewSkips.reviewerId, actorId), pending, free))
    .orderBy(reviewSkips.skippedAt, transactions.createdAt, transactions.id)
    .limit(1)
    .for('update', { of: transactions, skipLocked: true });
  return (
    (await claimFirst(tx, actorId, notSkipped)) ??
    (await claimFirst(tx, actorId, skippedLongestAgo))
  );
}

/**
 * Remembers the caller's skip (its time renewed when skipped again) and forgets their skips of
 * cards that have left the queue.
 */
async function recordSkip(tx: Tx, actorId: string, skip: string | undefined) {
  await tx.delete(reviewSkips).where(
    and(
      eq(reviewSkips.reviewerId, actorId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(transactions)
          .where(and(eq(transactions.id, reviewSkips.transactionId), pending)),
      ),
    ),
  );
  if (!skip) return;
  await tx
    .insert(reviewSkips)
    .select(
      tx
        .select({
          reviewerId: sql`${actorId}::uuid`.as('reviewer_id'),
          transactionId: transactions.id,
          skippedAt: sql`now()`.as('skipped_at'),
        })
        .from(transactions)
        .where(and(eq(transactions.id, skip), pending)),
    )
    .onConflictDoUpdate({
      target: [reviewSkips.reviewerId, reviewSkips.transactionId],
      set: { skippedAt: sql`now()` },
    });
}

/**
 * The review desk's next card, one card per person: the card the caller holds (renewed), else the
 * free card due soonest; every other claim of the caller, the skipped card's included, is released in
 * the same database transaction. The caller's own account row is locked first, so two tabs of one
 * person asking at once take turns instead of each keeping a card.
 */
export async function takeNextInQueue(
  db: Database,
  bus: Bus,
  input: { audit: ClaimAudit; skip?: string; payouts: PayoutApprovalRule },
): Promise<Transaction | null> {
  const { audit, skip } = input;
  const actorId = audit.actor.id;
  const { taken, released } = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actorId)).for('no key update');
    await recordSkip(tx, actorId, skip);
    const resumed = await resumableCard(tx, actorId, skip);
    if (resumed) {
      await tx
        .update(transactions)
        .set({ claimExpiresAt: claimUntil })
        .where(eq(transactions.id, resumed));
      await recordClaim(tx, audit, resumed, 'audit.claim_resumed');
    }
    const taken = resumed ?? (await claimOldestFree(tx, actorId));
    if (taken && !resumed) {
      await recordClaim(tx, audit, taken, 'audit.claim_taken');
    }
    const released = await tx
      .update(transactions)
      .set({ claimedById: null, claimExpiresAt: null })
      .where(
        and(
          eq(transactions.claimedById, actorId),
          running,
          taken ? ne(transactions.id, taken) : undefined,
        ),
      )
      .returning({ id: transactions.id });
    for (const { id } of released) {
      await recordClaim(tx, audit, id, 'audit.claim_released');
    }
    return { taken, released };
  });
  for (const { id } of released) await publishClaim(bus, id, null);
  if (!taken) return null;
  await publishClaim(bus, taken, audit.actor);
  return answer(db, taken, input.payouts);
}

/** Which card a claim entry is about, as staff name it: "the Amazon card of $100.00". */
async function cardOf(tx: Tx, id: string) {
  const [card] = await tx
    .select({ brand: brands.name, amount: transactions.cardValue })
    .from(transactions)
    .innerJoin(brands, eq(brands.id, transactions.brandId))
    .where(eq(transactions.id, id));
  return card ?? { brand: '?', amount: null };
}

/** A claim's audit row, its summary naming the card: `Took <card> from the review queue`. */
const recordClaim = async (tx: Tx, audit: ClaimAudit, id: string, summary: ClaimSummary) =>
  recordAudit(tx, audit, {
    action: 'transaction.claim',
    target: { type: 'transaction', id },
    summary: serverText(summary, await cardOf(tx, id)),
  });
