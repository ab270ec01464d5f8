import { eq, sql } from 'drizzle-orm';
import { transactionStatus } from '../../../contract/enums.js';
import { NOTHING_TO_PAY } from '../../../contract/ledger.js';
import type { TransactionStatus } from '../../../contract/statuses.js';
import type { Tx } from '../../db/client.js';
import { brands } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { formatCents, toCents } from '../../lib/money.js';
import { lockAccounts, type Posting, postTransfer } from '../ledger/post.js';
import { openPayout, transactionMoney } from '../ledger/transaction-ledger.js';

const { ORDER_ACCEPTED, REDEEMED, PAID } = transactionStatus.enum;

/** Statuses in which the business owes the expected payout (PAID owes it until the payout). */
const OWING: ReadonlySet<TransactionStatus> = new Set([ORDER_ACCEPTED, REDEEMED, PAID]);

interface MoneyState {
  id: string;
  userId: string;
  brandId: string;
  status: TransactionStatus;
  expectedPayout: string | null;
}

/**
 * The one place where money moves (contract, "Money: the payout ledger"). Called, under the
 * transaction's row lock and in the database transaction that changes it, by every path that can
 * change what is owed or paid: a review (PATCH, bulk review, the desk) and a reversal. It reads
 * what the ledger already says of the transaction and writes the transfers that bring it to the
 * new state: a reversal when it leaves PAID, a purchase, adjustment or void so that what is owed
 * is the expected payout while accepted and 0 otherwise, and a payout when it enters PAID. The
 * brand's paid counters move with the payout. A PAID transaction that stays PAID moves nothing.
 */
export async function settleMoney(
  tx: Tx,
  change: {
    before: MoneyState;
    after: MoneyState;
    actor: { id: string; username: string };
    reason?: string;
  },
): Promise<void> {
  const { before, after } = change;
  const entersPaid = after.status === PAID && before.status !== PAID;
  const leavesPaid = before.status === PAID && after.status !== PAID;
  if (before.status === PAID && !leavesPaid) return;

  const money = await transactionMoney(tx, after.id);
  let locked = false;
  const post = async (posting: Pick<Posting, 'kind' | 'amount'> & Partial<Posting>) => {
    if (!locked) await lockAccounts(tx, after.userId);
    locked = true;
    await postTransfer(tx, {
      customerId: after.userId,
      transactionId: after.id,
      performedBy: change.actor,
      ...posting,
    });
  };

  let owed = toCents(money.owed);
  let paidMoved = 0n;
  if (leavesPaid) {
    // A transaction paid at 0.00 before the ledger existed has no payout to reverse.
    const payout = await openPayout(tx, after.id);
    if (payout) {
      await post({
        kind: 'payout_reversal',
        amount: payout.amount,
        reversesId: payout.id,
        payoutRound: payout.round ?? 1,
        reason: change.reason ?? null,
      });
      owed += toCents(payout.amount);
      paidMoved -= toCents(payout.amount);
    }
  }

  const owing = OWING.has(after.status) ? toCents(after.expectedPayout ?? '0') : 0n;
  const difference = owing - owed;
  if (difference !== 0n) {
    const kind = owing === 0n ? 'purchase_void' : owed === 0n ? 'purchase' : 'purchase_adjustment';
    const amount = formatCents(difference > 0n ? difference : -difference);
    await post({ kind, amount, raised: difference > 0n });
  }

  if (entersPaid) {
    if (owing === 0n) throw conflict(NOTHING_TO_PAY);
    // The round is unique per transaction among payouts: a second payout that is not a repayment
    // after a reversal is refused by the database, whatever reached this point.
    await post({ kind: 'payout', amount: formatCents(owing), payoutRound: money.payouts + 1 });
    paidMoved += owing;
  }

  if (entersPaid || leavesPaid) {
    const count = (entersPaid ? 1 : 0) - (leavesPaid ? 1 : 0);
    await tx
      .update(brands)
      .set({
        paidCount: sql`${brands.paidCount} + ${count}`,
        paidPayoutTotal: sql`${brands.paidPayoutTotal} + ${formatCents(paidMoved)}::numeric`,
      })
      .where(eq(brands.id, after.brandId));
  }
}
