import { and, desc, eq, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransactionLedger } from '../../../contract/ledger.js';
import type { Executor } from '../../db/client.js';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema.js';
import { serializeTransfer, type TransferRow } from './serialize.js';

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

/** A transfer as the detail's statement hands it out: JSON, its time as text. */
type TransferJson = Omit<TransferRow, 'createdAt'> & { createdAt: string };

/** The `ledger` block as the detail's statement hands it out. */
export interface TransactionLedgerJson {
  owed: string;
  paid: string;
  transfers: TransferJson[];
}

/**
 * The `ledger` block of the detail of transaction `transactionId` (a column of the outer query), as
 * one JSON value: a correlated subquery of the detail's one statement. Amounts travel as text, as
 * a JSON number would drop their scale.
 */
export const transactionLedgerJson = (transactionId: SQLWrapper) => sql<TransactionLedgerJson>`(
  select json_build_object(
    'owed', coalesce(sum(${owedEffect}), 0)::numeric(22, 2)::text,
    'paid', coalesce(sum(${paidEffect}), 0)::numeric(22, 2)::text,
    'transfers', (
      select coalesce(json_agg(json_build_object(
        'id', shown.id, 'seq', shown.seq, 'kind', shown.kind,
        'debitAccountId', shown.debit_account_id, 'creditAccountId', shown.credit_account_id,
        'amount', shown.amount::text, 'transactionId', shown.transaction_id,
        'reversesId', shown.reverses_id, 'performedById', shown.performed_by_id,
        'performedByUsername', shown.performed_by_username, 'reason', shown.reason,
        'createdAt', shown.created_at
      ) order by shown.created_at desc, shown.seq desc), '[]'::json)
      from (
        select * from ${ledgerTransfers} shown where shown.transaction_id = ${transactionId}
        order by shown.created_at desc, shown.seq desc limit ${sql.raw(String(SHOWN_TRANSFERS))}
      ) shown
    )
  )
  from ${ledgerTransfers}
  inner join ${ledgerAccounts} ${creditAccount} on ${creditAccount.id} = ${ledgerTransfers.creditAccountId}
  where ${ledgerTransfers.transactionId} = ${transactionId}
)`;

/** The `ledger` block of a transaction's detail, from its JSON. */
export const transactionLedger = (json: TransactionLedgerJson): TransactionLedger => ({
  owed: json.owed,
  paid: json.paid,
  transfers: json.transfers.map((transfer) =>
    serializeTransfer({ ...transfer, createdAt: new Date(transfer.createdAt) }),
  ),
});
