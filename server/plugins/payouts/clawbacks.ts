import { and, eq, sql } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import { type ServerText, serverText } from '../../../contract/messages.js';
import {
  CLAWBACK_TOO_LARGE,
  ONLY_PAID_CLAWED_BACK,
  REPAYMENT_TOO_LARGE,
  SECOND_CLAWBACK_APPROVAL_NEEDED,
} from '../../../contract/payouts.js';
import type { Database, Executor, Tx } from '../../db/client.js';
import { activityLogs, ledgerAccounts, transactions, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { normalizeAmount, toCents } from '../../lib/money.js';
import { type AuditContext, recordAudit } from '../audit/record.js';
import { notifyCustomer } from '../customer-notifications/notify.js';
import type { PayoutApprovalRule } from '../transactions/payout-approval-rule.js';
import { activityNote, adminName } from '../transactions/review.js';

type Audit = AuditContext & { actor: { id: string; username: string } };

/** Locks a paid card not yet clawed back; 404 or 409 otherwise. */
async function lockClawable(tx: Tx, id: string) {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!row) throw notFound('Gift card submission not found.');
  if (row.status !== transactionStatus.enum.PAID || row.clawbackAt !== null) {
    throw conflict(ONLY_PAID_CLAWED_BACK);
  }
  return row;
}

const note = async (tx: Tx, id: string, actorId: string, text: ServerText) =>
  tx.insert(activityLogs).values({
    transactionId: id,
    performedById: actorId,
    performedByName: await adminName(tx, actorId),
    action: 'other',
    newStatus: null,
    ...activityNote(text),
  });

/**
 * Claws back a paid card found already used (contract, "Clawbacks"): the `clawback` transfer
 * makes the customer owe it (customer_receivable), recovered from their next batch items or
 * repaid. At most the final payout, all of it by default; at or above the dual approval threshold
 * only after a colleague's approve_clawback, which it consumes. Activity and audit rows and the
 * customer's notification with it.
 */
export async function clawBack(
  db: Database,
  input: { id: string; reason: string; amount?: string; audit: Audit; payouts: PayoutApprovalRule },
) {
  const { id, reason, audit } = input;
  await db.transaction(async (tx) => {
    const row = await lockClawable(tx, id);
    const paid = row.finalPayout ?? '0';
    const amount = normalizeAmount(input.amount ?? paid);
    if (toCents(amount) <= 0n || toCents(amount) > toCents(paid)) {
      throw badRequest(CLAWBACK_TOO_LARGE, { amount: [CLAWBACK_TOO_LARGE] });
    }
    const approvedByOther =
      row.clawbackApprovedById !== null && row.clawbackApprovedById !== audit.actor.id;
    if (input.payouts.needsSecondApproval(amount) && !approvedByOther) {
      throw conflict(SECOND_CLAWBACK_APPROVAL_NEEDED);
    }
    await tx.execute(
      sql`select ledger_clawback(${id}, ${amount}::numeric, ${reason}, ${audit.actor.id}, ${audit.actor.username})`,
    );
    await note(tx, id, audit.actor.id, serverText('activity.clawed_back', { amount, reason }));
    await recordAudit(tx, audit, {
      action: 'transaction.clawback',
      target: { type: 'transaction', id },
      summary: serverText('audit.clawed_back', { amount, reason }),
      changes: { clawback: [null, amount] },
    });
    // The customer is told what they now owe and that their next payout recovers it.
    await notifyCustomer(tx, {
      recipientId: row.userId,
      kind: 'payout_clawed_back',
      subjectId: id,
      text: serverText('customer_notification.payout_clawed_back', {
        amount,
        item: id.slice(0, 8),
        reason,
      }),
    });
  });
}

/** A colleague approves clawing back a paid card, so that another one may do it. */
export async function approveClawback(db: Database, input: { id: string; audit: Audit }) {
  const { id, audit } = input;
  await db.transaction(async (tx) => {
    const row = await lockClawable(tx, id);
    await tx
      .update(transactions)
      .set({ clawbackApprovedById: audit.actor.id, clawbackApprovedAt: sql`now()` })
      .where(eq(transactions.id, id));
    await note(
      tx,
      id,
      audit.actor.id,
      serverText('activity.clawback_approved', { amount: row.finalPayout }),
    );
    await recordAudit(tx, audit, {
      action: 'transaction.clawback_approved',
      target: { type: 'transaction', id },
      summary: serverText('audit.clawback_approved', { amount: row.finalPayout }),
      changes: { clawback_approval: [null, row.finalPayout] },
    });
  });
}

const ZERO = '0.00';

/** What a customer owes the business after clawbacks: their customer_receivable balance. */
export async function balanceReceivable(db: Executor, customerId: string): Promise<string> {
  const [account] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.customerId, customerId),
        eq(ledgerAccounts.kind, 'customer_receivable'),
      ),
    );
  return account?.balance ?? ZERO;
}

/** Whether the database refused a write by a check (an overdraft refused by the posting trigger). */
const isCheckViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23514' ||
  (error as { code?: string }).code === '23514';

/**
 * Finance records that a customer paid a clawback back (`clawback_repaid`), at most what they
 * owe: the database refuses an overdraft of the receivable, answered 409. Audited.
 */
export async function recordRepayment(
  db: Database,
  input: { userId: string; amount: string; reference: string; note?: string; audit: Audit },
) {
  const amount = normalizeAmount(input.amount);
  if (toCents(amount) <= 0n)
    throw badRequest(REPAYMENT_TOO_LARGE, { amount: [REPAYMENT_TOO_LARGE] });
  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.userId));
      if (!customer) throw notFound('User not found.');
      const why = `Repaid: ${input.reference}${input.note ? ` (${input.note})` : ''}`;
      const { rows } = (await tx.execute(
        sql`select ledger_clawback_repaid(${input.userId}, ${amount}::numeric, ${why}, ${input.audit.actor.id}, ${input.audit.actor.username}) as id`,
      )) as unknown as { rows: { id: string }[] };
      await recordAudit(tx, input.audit, {
        action: 'user.repayment',
        target: { type: 'user', id: input.userId },
        summary: serverText('audit.repayment_recorded', {
          amount,
          reference: input.reference,
        }),
        changes: { repaid: [null, amount] },
      });
      return {
        transfer_id: rows[0].id,
        amount,
        balance_receivable: await balanceReceivable(tx, input.userId),
      };
    });
  } catch (error) {
    if (isCheckViolation(error)) throw conflict(REPAYMENT_TOO_LARGE);
    throw error;
  }
}
