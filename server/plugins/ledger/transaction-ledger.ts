import { desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { TransactionLedger } from '../../../contract/ledger.js';
import type { Executor } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { ledgerTransferEffects, ledgerTransfers } from '../../db/schema.js';
import { serializeTransfer, transferColumns } from './serialize.js';

/** The transfers shown on a transaction's detail. */
const SHOWN_TRANSFERS = 20;

/** Its owed and paid, added up through the ledger's rules (ledger_transfer_effects, 0021). */
const moneyOf = (db: Executor, transactionId: string | Placeholder) =>
  db
    .select({
      owed: sql<string>`coalesce(sum(${ledgerTransferEffects.owed}), 0)::numeric(22, 2)::text`,
      paid: sql<string>`coalesce(sum(${ledgerTransferEffects.paid}), 0)::numeric(22, 2)::text`,
      payouts: sql<number>`(count(*) filter (where ${ledgerTransferEffects.kind} = 'payout'))::int`,
    })
    .from(ledgerTransferEffects)
    .where(eq(ledgerTransferEffects.transactionId, transactionId));

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
