import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransactionLedger } from '../../../contract/ledger.js';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema.js';
import { serializeTransfer, transferColumns } from './serialize.js';

/** The transfers shown on a transaction's detail. */
const SHOWN_TRANSFERS = 20;

const creditAccount = alias(ledgerAccounts, 'credit_account');

/**
 * A transfer's effect on what is still owed on its transaction: purchases, raising adjustments and
 * reversals add; voids, lowering adjustments and payouts take away. Also re-added by the check.
 */
export const owedEffect = sql<string>`case when ${ledgerTransfers.kind} in ('purchase', 'payout_reversal') or (${ledgerTransfers.kind} = 'purchase_adjustment' and ${creditAccount.kind} = 'customer_payable') then ${ledgerTransfers.amount} else -${ledgerTransfers.amount} end`;

/** A transfer's effect on what has been paid on its transaction. */
export const paidEffect = sql<string>`case ${ledgerTransfers.kind} when 'payout' then ${ledgerTransfers.amount} when 'payout_reversal' then -${ledgerTransfers.amount} else 0 end`;

/** What the ledger says of one transaction, as decimal strings. */
export interface TransactionMoney {
  owed: string;
  paid: string;
  payouts: number;
}

const moneyOf = (db: Executor, transactionId: string | Placeholder) =>
  db
    .select({
      owed: sql<string>`coalesce(sum(${owedEffect}), 0)::numeric(22, 2)::text`,
      paid: sql<string>`coalesce(sum(${paidEffect}), 0)::numeric(22, 2)::text`,
      payouts: sql<number>`(count(*) filter (where ${ledgerTransfers.kind} = 'payout'))::int`,
    })
    .from(ledgerTransfers)
    .innerJoin(creditAccount, eq(creditAccount.id, ledgerTransfers.creditAccountId))
    .where(eq(ledgerTransfers.transactionId, transactionId));

/** The ledger's figures for a transaction; read under its row lock by the money path. */
export async function transactionMoney(
  db: Executor,
  transactionId: string,
): Promise<TransactionMoney> {
  const [money] = await moneyOf(db, transactionId);
  return money;
}

/** The transaction's payout that no reversal has undone yet, if any. */
export async function openPayout(db: Executor, transactionId: string) {
  const reversal = alias(ledgerTransfers, 'reversal');
  const [payout] = await db
    .select({
      id: ledgerTransfers.id,
      round: ledgerTransfers.payoutRound,
      amount: ledgerTransfers.amount,
    })
    .from(ledgerTransfers)
    .leftJoin(reversal, eq(reversal.reversesId, ledgerTransfers.id))
    .where(
      and(
        eq(ledgerTransfers.transactionId, transactionId),
        eq(ledgerTransfers.kind, 'payout'),
        sql`${reversal.id} is null`,
      ),
    )
    .orderBy(desc(ledgerTransfers.seq))
    .limit(1);
  return payout ?? null;
}

/** The detail's two ledger reads, prepared once (see preparedPer). */
const detailReads = preparedPer((db) => ({
  money: moneyOf(db, sql.placeholder('id')).prepare('transaction_money'),
  transfers: db
    .select(transferColumns)
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.transactionId, sql.placeholder('id')))
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.seq))
    .limit(SHOWN_TRANSFERS)
    .prepare('transaction_transfers'),
}));

/** The `ledger` block of a transaction's detail. */
export async function transactionLedger(
  db: Executor,
  transactionId: string,
): Promise<TransactionLedger> {
  const reads = detailReads(db);
  const [[money], transfers] = await Promise.all([
    reads.money.execute({ id: transactionId }),
    reads.transfers.execute({ id: transactionId }),
  ]);
  return { owed: money.owed, paid: money.paid, transfers: transfers.map(serializeTransfer) };
}
