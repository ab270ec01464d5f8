import { type SQLWrapper, sql } from 'drizzle-orm';
import type { TransactionLedger } from '../../../contract/ledger.js';
import { ledgerTransferEffects, ledgerTransfers } from '../../db/schema.js';
import { serializeTransfer, type TransferRow } from './serialize.js';

/** The transfers shown on a transaction's detail. */
const SHOWN_TRANSFERS = 20;

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
 * one JSON value: a correlated subquery of the detail's one statement. Owed and paid are added up
 * through the ledger's rules (ledger_transfer_effects, migration 0021). Amounts travel as text, as
 * a JSON number would drop their scale.
 */
export const transactionLedgerJson = (transactionId: SQLWrapper) => sql<TransactionLedgerJson>`(
  select json_build_object(
    'owed', coalesce(sum(${ledgerTransferEffects.owed}), 0)::numeric(22, 2)::text,
    'paid', coalesce(sum(${ledgerTransferEffects.paid}), 0)::numeric(22, 2)::text,
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
  from ${ledgerTransferEffects}
  where ${ledgerTransferEffects.transactionId} = ${transactionId}
)`;

/** The `ledger` block of a transaction's detail, from its JSON. */
export const transactionLedger = (json: TransactionLedgerJson): TransactionLedger => ({
  owed: json.owed,
  paid: json.paid,
  transfers: json.transfers.map((transfer) =>
    serializeTransfer({ ...transfer, createdAt: new Date(transfer.createdAt) }),
  ),
});
