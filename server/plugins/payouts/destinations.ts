import { eq } from 'drizzle-orm';
import { serverText } from '../../../contract/messages.js';
import { NO_PAYOUT_ACCOUNT, type PayoutAccountBody } from '../../../contract/payouts.js';
import type { CardCodeKeys } from '../../config.js';
import { openCardCode, sealCardCode } from '../../db/card-codes.js';
import type { Database, Executor } from '../../db/client.js';
import { payoutAccounts, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { notifyStaff } from '../../realtime/notifications.js';
import { type AuditContext, recordAudit } from '../audit/record.js';

/**
 * Customers' payout destinations (contract, "Payout destinations"): the account number is sealed
 * at rest with the card codes' keys and seal, and answers show its last four digits only.
 */

/** "******1234": as many stars as hidden digits would say the length; six say nothing. */
export const maskAccountNumber = (last4: string) => `******${last4}`;

type DestinationRow = {
  bankCode: string;
  bankName: string;
  accountNumberLast4: string;
  accountName: string;
};

export const serializeDestination = (row: DestinationRow) => ({
  bank_code: row.bankCode,
  bank_name: row.bankName,
  account_number_masked: maskAccountNumber(row.accountNumberLast4),
  account_name: row.accountName,
});

export const serializePayoutAccount = (row: DestinationRow & { updatedAt: Date }) => ({
  ...serializeDestination(row),
  updated_at: row.updatedAt.toISOString(),
});

export type PayoutAccountAnswer = ReturnType<typeof serializePayoutAccount>;

/** The destination of a customer, masked; null when they have none. */
export async function payoutAccountOf(db: Executor, userId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row ? serializePayoutAccount(row) : null;
}

/**
 * A customer sets their destination. A change of an existing one is audited (what changed, never
 * the number) and notified to the staff who send payouts in the same database transaction; the
 * caller publishes the notification once it has committed. Items already sent keep the
 * destination they were drafted with.
 */
export async function putPayoutAccount(
  db: Database,
  keys: CardCodeKeys,
  input: { userId: string; body: PayoutAccountBody; audit: AuditContext },
) {
  const { userId, body } = input;
  const stored = {
    bankCode: body.bank_code,
    bankName: body.bank_name,
    accountNumberSealed: sealCardCode(keys, body.account_number),
    accountNumberLast4: body.account_number.slice(-4),
    accountName: body.account_name,
  };
  return db.transaction(async (tx) => {
    // The customer's row, locked: two changes at once are told apart in the audit trail.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [before] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId));
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ userId, ...stored })
      .onConflictDoUpdate({
        target: payoutAccounts.userId,
        set: { ...stored, updatedAt: new Date() },
      })
      .returning();
    const number = (last4: string | undefined) => (last4 ? maskAccountNumber(last4) : null);
    await recordAudit(tx, input.audit, {
      action: 'user.payout_account_changed',
      target: { type: 'user', id: userId },
      summary: serverText(before ? 'audit.payout_account_changed' : 'audit.payout_account_added'),
      changes: {
        bank_code: [before?.bankCode ?? null, row.bankCode],
        bank_name: [before?.bankName ?? null, row.bankName],
        account_number: [number(before?.accountNumberLast4), number(row.accountNumberLast4)],
        account_name: [before?.accountName ?? null, row.accountName],
      },
    });
    const notification = before
      ? await notifyStaff(tx, {
          kind: 'payout_account_changed',
          subjectId: userId,
          text: serverText('notification.payout_account_changed', {
            customer: (
              await tx.select({ username: users.username }).from(users).where(eq(users.id, userId))
            )[0].username,
          }),
        })
      : null;
    return { account: serializePayoutAccount(row), changed: before !== undefined, notification };
  });
}

/** The plain account number of a customer, for finance; every reveal is audited. */
export async function revealPayoutAccount(
  db: Database,
  keys: CardCodeKeys,
  input: { userId: string; audit: AuditContext },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sealed: payoutAccounts.accountNumberSealed })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, input.userId));
    if (!row) throw notFound(NO_PAYOUT_ACCOUNT);
    // The entry says that the number was seen, never the number.
    await recordAudit(tx, input.audit, {
      action: 'user.payout_account_revealed',
      target: { type: 'user', id: input.userId },
      summary: serverText('audit.payout_account_revealed'),
    });
    return openCardCode(keys, row.sealed);
  });
}

/** The plain number of a sealed one (the bank file). */
export const openAccountNumber = (keys: CardCodeKeys, sealed: string) => openCardCode(keys, sealed);
