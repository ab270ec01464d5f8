import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { CLAIM_MINUTES, type ClaimHolder, claimedByOther } from '../../../contract/claims.js';
import { transactionStatus } from '../../../contract/enums.js';
import type { Transaction } from '../../../contract/transactions.js';
import type { Database, Executor, Tx } from '../../db/client.js';
import { transactions, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Bus } from '../../realtime/bus.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
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

interface ClaimState {
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
    .select({ claimedById: transactions.claimedById, claimExpiresAt: transactions.claimExpiresAt })
    .from(transactions)
    .where(eq(transactions.id, id))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function answer(
  db: Executor,
  id: string,
  dualApprovalThreshold: string,
): Promise<Transaction> {
  const row = await findTransaction(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return serializeTransaction(row, dualApprovalThreshold);
}

export const publishClaim = (bus: Bus, transactionId: string, claimedBy: ClaimHolder | null) =>
  bus.publish({ type: 'claim', transactionId, claimedBy });

/** Takes (or renews) the caller's claim; 409 naming the holder when someone else has it. */
export async function claimTransaction(
  db: Database,
  bus: Bus,
  input: { id: string; audit: ClaimAudit; dualApprovalThreshold: string },
): Promise<Transaction> {
  const { id, audit } = input;
  await db.transaction(async (tx) => {
    await assertNotClaimedByOther(tx, await lockedClaim(tx, id), audit.actor.id);
    await tx
      .update(transactions)
      .set({ claimedById: audit.actor.id, claimExpiresAt: claimUntil })
      .where(eq(transactions.id, id));
    await recordClaim(tx, audit, id, 'Claimed the submission for review');
  });
  await publishClaim(bus, id, audit.actor);
  return answer(db, id, input.dualApprovalThreshold);
}

/**
 * Releases the caller's claim. Releasing a card nobody holds changes nothing; one someone else
 * holds is theirs to release (409 naming them).
 */
export async function releaseClaim(
  db: Database,
  bus: Bus,
  input: { id: string; audit: ClaimAudit },
): Promise<void> {
  const { id, audit } = input;
  const released = await db.transaction(async (tx) => {
    const claim = await lockedClaim(tx, id);
    await assertNotClaimedByOther(tx, claim, audit.actor.id);
    if (claim.claimedById !== audit.actor.id) return false;
    await tx
      .update(transactions)
      .set({ claimedById: null, claimExpiresAt: null })
      .where(eq(transactions.id, id));
    await recordClaim(tx, audit, id, 'Released the claim on the submission');
    return true;
  });
  if (released) await publishClaim(bus, id, null);
}

/**
 * Claims the oldest pending card nobody holds, in one statement: the row is locked as it is
 * chosen and rows locked by another reviewer's pick are skipped, so two reviewers asking at once
 * never get the same card. The caller's own claims are not handed out again either, so "skip" is
 * asking for the next card, then releasing the skipped one.
 */
export async function takeNextInQueue(
  db: Database,
  bus: Bus,
  audit: ClaimAudit,
  dualApprovalThreshold: string,
): Promise<Transaction | null> {
  const id = await db.transaction(async (tx) => {
    const oldestFree = tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.status, transactionStatus.enum.PENDING_REVIEW),
          or(isNull(transactions.claimExpiresAt), lte(transactions.claimExpiresAt, sql`now()`)),
        ),
      )
      .orderBy(transactions.createdAt, transactions.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await tx
      .update(transactions)
      .set({ claimedById: audit.actor.id, claimExpiresAt: claimUntil })
      .where(inArray(transactions.id, oldestFree))
      .returning({ id: transactions.id });
    if (!row) return null;
    await recordClaim(tx, audit, row.id, 'Took the submission from the review queue');
    return row.id;
  });
  if (!id) return null;
  await publishClaim(bus, id, audit.actor);
  return answer(db, id, dualApprovalThreshold);
}

const recordClaim = (tx: Tx, audit: ClaimAudit, id: string, summary: string) =>
  recordAudit(tx, audit, {
    action: 'transaction.claim',
    target: { type: 'transaction', id },
    summary,
  });
