import { eq, getTableColumns } from 'drizzle-orm';
import type { ActivityAction } from '../../../contract/enums.js';
import { transactionStatus } from '../../../contract/enums.js';
import { PAID_IS_FROZEN } from '../../../contract/ledger.js';
import { SERVER_TEXTS, type ServerText, serverText } from '../../../contract/messages.js';
import { sentInBatch } from '../../../contract/payouts.js';
import {
  type LockedCard,
  movesAwayFromLock,
  payoutAtRateCents,
} from '../../../contract/rate-override.js';
import type { TransactionStatus } from '../../../contract/statuses.js';
import {
  RATE_OVERRIDE_REASON_NEEDED,
  SECOND_APPROVAL_NEEDED,
  type TransactionReview,
} from '../../../contract/transactions.js';
import type { Database, Tx } from '../../db/client.js';
import { activityLogs, transactions, users } from '../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { normalizeAmount, toCents } from '../../lib/money.js';
import { type AuditContext, changesBetween, fieldList, recordAudit } from '../audit/record.js';
import { notAllowedTo } from '../auth/permission-phrases.js';
import { assertWithinKycLimit, lockCustomerOf } from '../kyc/limits.js';
import { sentBatchOf } from '../ledger/in-flight.js';
import {
  assertPayable,
  moveMoney,
  owedStatus,
  type ReviewFields,
} from '../ledger/money-transition.js';
import { assertNotClaimedByOther } from './claims.js';
import type { PayoutApprovalRule } from './payout-approval-rule.js';

const { PAID, REJECTED } = transactionStatus.enum;

export const PAYOUT_OVER_VALUE = SERVER_TEXTS['transaction.payout_over_value'];

interface Before {
  status: TransactionStatus;
  expectedPayout: string | null;
  offeredRate: string | null;
  adminNotes: string;
  rejectionReason: string;
}

/** Whether a text field was sent with another value than the stored one. */
const changedText = (sent: string | undefined, stored: string) =>
  sent !== undefined && sent !== stored;

/** Text the admin wrote in this review: a field sent back as it was stored says nothing new. */
const newText = (sent: string | undefined, stored: string) =>
  changedText(sent, stored) ? (sent as string) : '';

const sameAmount = (a: string | null, b: string) => a !== null && toCents(a) === toCents(b);

/** An activity note the server words: its English, with its code and parameters. */
export const activityNote = (text: ServerText) => ({
  notes: text.english,
  notesCode: text.code,
  notesParams: text.params,
});
/** A note the admin wrote: shown as written, in no catalogue. */
const wrote = (notes: string) => ({ notes, notesCode: null, notesParams: null });

export type ActivityNote = ReturnType<typeof activityNote> | ReturnType<typeof wrote>;

/**
 * The activity a review records: PAID → payment_processed, REJECTED → rejection, any other
 * status change → status_update, a payout or rate change alone → review_completed, else other.
 * The notes are what the admin newly wrote, else a short description of the change, coded so
 * the app says it in the reader's language.
 */
export function reviewActivity(
  before: Before,
  body: TransactionReview,
): { action: ActivityAction } & ActivityNote {
  const written = newText(body.admin_notes, before.adminNotes);
  const statusChanged = activityNote(
    serverText('activity.status_changed', { from: before.status, to: body.status }),
  );
  if (body.status !== before.status) {
    if (body.status === PAID) {
      return {
        action: 'payment_processed',
        ...(written
          ? wrote(written)
          : activityNote(
              serverText('activity.payment_processed', {
                amount: normalizeAmount(body.expected_payout),
              }),
            )),
      };
    }
    if (body.status === REJECTED) {
      const reason = newText(body.rejection_reason, before.rejectionReason) || written;
      return { action: 'rejection', ...(reason ? wrote(reason) : statusChanged) };
    }
    return { action: 'status_update', ...(written ? wrote(written) : statusChanged) };
  }
  if (
    !sameAmount(before.expectedPayout, body.expected_payout) ||
    !sameAmount(before.offeredRate, body.offered_rate)
  ) {
    const description = serverText('activity.payout_set', {
      payout: normalizeAmount(body.expected_payout),
      rate: normalizeAmount(body.offered_rate),
    });
    return {
      action: 'review_completed',
      ...(written ? wrote(written) : activityNote(description)),
    };
  }
  return {
    action: 'other',
    ...(written ? wrote(written) : activityNote(serverText('activity.notes_updated'))),
  };
}

/** The fields a review may change, by the name the API gives them. */
const AUDITED_FIELDS = {
  status: 'status',
  expected_payout: 'expectedPayout',
  offered_rate: 'offeredRate',
  admin_notes: 'adminNotes',
  rejection_reason: 'rejectionReason',
  final_payout: 'finalPayout',
  rate_override_reason: 'rateOverrideReason',
} as const;

/**
 * The reason a review gives for moving a card's payout away from what its rate card's lock gives
 * (contract, "Overrides are explained"; the rule: contract/rate-override.ts), or null when it does
 * not. Without a reason, a 400.
 */
export function rateOverrideOf(before: LockedCard, body: TransactionReview): string | null {
  const review = {
    offeredRate: normalizeAmount(body.offered_rate),
    expectedPayout: normalizeAmount(body.expected_payout),
  };
  if (!movesAwayFromLock(before, review)) return null;
  if (!body.rate_override_reason) {
    throw badRequest(RATE_OVERRIDE_REASON_NEEDED, {
      rate_override_reason: [RATE_OVERRIDE_REASON_NEEDED],
    });
  }
  return body.rate_override_reason;
}

/**
 * The override said by what moved: the rate, or at the locked rate the payout ("paid at face
 * value"), which a sentence about the rate would word as a move from 80% to 80%.
 */
function overrideText(
  lock: { lockRate: string | null; cardValue: string },
  body: TransactionReview,
  reason: string,
) {
  const lockRate = String(lock.lockRate);
  const rate = normalizeAmount(body.offered_rate);
  if (toCents(rate) !== toCents(lockRate)) {
    return serverText('activity.rate_overridden', { from: lockRate, to: rate, reason });
  }
  const lockedPayout = payoutAtRateCents(lock.cardValue, lockRate);
  return serverText('activity.payout_overridden', {
    payout: (lockedPayout / 100).toFixed(2),
    amount: normalizeAmount(body.expected_payout),
    reason,
  });
}

/**
 * Paying (entering or leaving PAID) is finance's job and needs `transactions.pay`; every other
 * change (another status, payout, rate, notes) is a review and needs `transactions.review`. A
 * note written along with a payment belongs to the payment.
 */
function assertMayChange(
  may: (permission: 'transactions.pay' | 'transactions.review') => boolean,
  changed: Record<string, unknown>,
  touchesPaid: boolean,
) {
  if (touchesPaid && !may('transactions.pay')) throw forbidden(notAllowedTo('transactions.pay'));
  const paymentFields = touchesPaid ? ['status', 'final_payout', 'admin_notes'] : [];
  const reviewed = Object.keys(changed).some((field) => !paymentFields.includes(field));
  if (reviewed && !may('transactions.review')) {
    throw forbidden(notAllowedTo('transactions.review'));
  }
}

/**
 * A paid transaction is frozen (contract, "Paying, and undoing a payment"): only someone who may
 * pay touches it, only to add notes. True when the review repeats what is stored, which writes
 * nothing; a change of status, payout, rate or rejection reason is refused.
 */
function frozenRepeat(
  before: Before,
  body: TransactionReview,
  may: (permission: 'transactions.pay' | 'transactions.review') => boolean,
) {
  if (!may('transactions.pay')) throw forbidden(notAllowedTo('transactions.pay'));
  const changesMoney =
    body.status !== PAID ||
    !sameAmount(before.expectedPayout, body.expected_payout) ||
    !sameAmount(before.offeredRate, body.offered_rate) ||
    changedText(body.rejection_reason, before.rejectionReason);
  if (changesMoney) throw conflict(PAID_IS_FROZEN);
  return !changedText(body.admin_notes, before.adminNotes);
}

/** Name kept on the log row: the admin's full name, else their username. */
export async function adminName(tx: Tx, id: string) {
  const [admin] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, id));
  if (!admin) return 'Unknown admin';
  return `${admin.firstName} ${admin.lastName}`.trim() || admin.username;
}

/** Whether `approval` lets `payer` pay `payout`: made by someone else, for that very amount. */
function approvedForPayer(
  approval: { byId: string | null; amount: string | null },
  payer: string,
  payout: string,
) {
  return approval.byId !== null && approval.byId !== payer && sameAmount(approval.amount, payout);
}

/**
 * Applies an admin's review in one database transaction: locks the row, decides every condition
 * on what the review asks, then writes the row once with its money settled on the ledger
 * (ledger/money-transition.ts), and its activity log and audit rows, the audit saying what the
 * database wrote. Either all of it is stored or none of it. A card someone else has claimed is
 * refused (409); a status change ends the reviewer's own claim, and the answer says so, to be told
 * to the desk.
 * `body` may be worked out from the locked row (bulk review keeps the stored amounts). Only an
 * accepted card is paid (409 otherwise, asked first). A payout that `payouts` says needs a second
 * approval is paid only with another staff member's prior approval of that amount (409
 * otherwise); the database voids an approval when the payout changes, when the card leaves the
 * accepted states (the payout consumes it) and when its approver is deactivated (migration 0021).
 * A PAID transaction is frozen but for notes.
 */
export async function reviewTransaction(
  db: Database,
  input: {
    id: string;
    audit: AuditContext & { actor: { id: string; username: string } };
    may: (permission: 'transactions.pay' | 'transactions.review') => boolean;
    body: TransactionReview | ((before: typeof transactions.$inferSelect) => TransactionReview);
    payouts: PayoutApprovalRule;
  },
): Promise<{ claimReleased: boolean }> {
  const { id, audit } = input;
  const adminId = audit.actor.id;
  return db.transaction(async (tx) => {
    await lockCustomerOf(tx, id);
    const [before] = await tx
      .select({ ...getTableColumns(transactions), owed: owedStatus })
      .from(transactions)
      .where(eq(transactions.id, id))
      .for('update');
    if (!before) throw notFound('Gift card submission not found.');
    await assertNotClaimedByOther(tx, before, adminId);
    const body = typeof input.body === 'function' ? input.body(before) : input.body;
    if (before.status === PAID && frozenRepeat(before, body, input.may)) {
      return { claimReleased: false };
    }
    const releasesClaim = body.status !== before.status && before.claimedById === adminId;
    // Nobody buys a card for more than it is worth; this also bounds every counter it moves.
    if (toCents(body.expected_payout) > toCents(before.cardValue)) {
      throw badRequest(PAYOUT_OVER_VALUE, { expected_payout: [PAYOUT_OVER_VALUE] });
    }
    const locked = {
      lockRateId: before.rateLockRateId,
      lockRate: before.rateLockPercentage,
      cardValue: before.cardValue,
      offeredRate: before.offeredRate,
      expectedPayout: before.expectedPayout,
    };
    const override = rateOverrideOf(locked, body);
    const { action, ...activity } = reviewActivity(before, body);
    // Moving away from the rate card's lock is said with its reason, in the reader's words.
    const note = override ? activityNote(overrideText(locked, body, override)) : activity;
    const entersPaid = body.status === PAID && before.status !== PAID;
    const expectedPayout = normalizeAmount(body.expected_payout);
    const to = { status: body.status, expectedPayout };
    const review: ReviewFields = {
      offered_rate: normalizeAmount(body.offered_rate),
      ...(body.admin_notes !== undefined && { admin_notes: body.admin_notes }),
      ...(body.rejection_reason !== undefined && { rejection_reason: body.rejection_reason }),
      ...(releasesClaim && { release_claim: true }),
      ...(override && { rate_override_reason: override }),
    };
    // What the review asks to change, by the API's names: every condition below is decided on it
    // before anything is written, in the order the client is answered. The database says what
    // it wrote (the audit row below).
    const asked = changesBetween(
      before,
      {
        ...before,
        ...to,
        offeredRate: review.offered_rate ?? before.offeredRate,
        adminNotes: review.admin_notes ?? before.adminNotes,
        rejectionReason: review.rejection_reason ?? before.rejectionReason,
        rateOverrideReason: review.rate_override_reason ?? before.rateOverrideReason,
      },
      AUDITED_FIELDS,
    );
    // While its payout is with the bank, only notes change, and no money moves.
    const sentIn = await sentBatchOf(tx, id);
    if (sentIn && Object.keys(asked).some((field) => field !== 'admin_notes')) {
      throw conflict(sentInBatch(sentIn));
    }
    assertMayChange(input.may, asked, entersPaid || before.status === PAID);
    assertPayable(before, to);
    // Asked once the caller may pay at all.
    if (
      entersPaid &&
      input.payouts.needsSecondApproval(expectedPayout) &&
      !approvedForPayer(
        { byId: before.payoutApprovedById, amount: before.payoutApprovedAmount },
        adminId,
        expectedPayout,
      )
    ) {
      throw conflict(SECOND_APPROVAL_NEEDED);
    }
    // Decided here, under the customer's row lock, with the payment in this same transaction.
    if (entersPaid) await assertWithinKycLimit(tx, before.userId, expectedPayout);

    // The card's one write: its money and the review's fields (and, but for a paid card or one
    // with the bank, the ledger's transfers), answered as written.
    const after = await moveMoney(tx, { id, to, actor: audit.actor, review });
    const changed = changesBetween(before, after, AUDITED_FIELDS);
    if (Object.keys(changed).length > 0) {
      await recordAudit(tx, audit, {
        action: 'transaction.review',
        target: { type: 'transaction', id },
        summary: reviewSummary(changed),
        changes: changed,
      });
    }

    await tx.insert(activityLogs).values({
      transactionId: id,
      performedById: adminId,
      performedByName: await adminName(tx, adminId),
      action,
      newStatus: body.status,
      ...note,
    });

    return { claimReleased: releasesClaim };
  });
}

/** "Status changed from Pending Review to Paid" when the status moved, else the fields changed. */
export function reviewSummary(changed: ReturnType<typeof changesBetween>): ServerText {
  const status = changed.status as [TransactionStatus, TransactionStatus] | undefined;
  if (status) return serverText('audit.status_changed', { from: status[0], to: status[1] });
  return serverText('audit.submission_changed', { fields: fieldList(changed) });
}
