import type { LedgerAccount, Transfer } from '../../../contract/ledger.js';
import { textOfSentence } from '../../../contract/messages.js';
import { ledgerTransfers } from '../../db/schema.js';

/** What a transfer's answer is made of. */
export const transferColumns = {
  id: ledgerTransfers.id,
  seq: ledgerTransfers.seq,
  kind: ledgerTransfers.kind,
  debitAccountId: ledgerTransfers.debitAccountId,
  creditAccountId: ledgerTransfers.creditAccountId,
  amount: ledgerTransfers.amount,
  transactionId: ledgerTransfers.transactionId,
  reversesId: ledgerTransfers.reversesId,
  performedById: ledgerTransfers.performedById,
  performedByUsername: ledgerTransfers.performedByUsername,
  reason: ledgerTransfers.reason,
  createdAt: ledgerTransfers.createdAt,
};

export type TransferRow = Pick<typeof ledgerTransfers.$inferSelect, keyof typeof transferColumns>;

export function serializeTransfer(row: TransferRow): Transfer {
  const reason = textOfSentence(row.reason, 'ledger.');
  return {
    id: row.id,
    kind: row.kind,
    debit_account_id: row.debitAccountId,
    credit_account_id: row.creditAccountId,
    amount: row.amount,
    transaction_id: row.transactionId,
    reverses_id: row.reversesId,
    performed_by:
      row.performedById && row.performedByUsername
        ? { id: row.performedById, username: row.performedByUsername }
        : null,
    reason: row.reason,
    reason_code: reason?.code ?? null,
    reason_params: reason?.params ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export interface AccountRow {
  id: string;
  kind: LedgerAccount['kind'];
  debits: string;
  credits: string;
  balance: string | null;
  updatedAt: Date;
  customer: { id: string; username: string; email: string } | null;
}

export function serializeAccount(row: AccountRow): LedgerAccount {
  return {
    id: row.id,
    kind: row.kind,
    customer: row.customer,
    debits: row.debits,
    credits: row.credits,
    balance: row.balance ?? '0.00',
    updated_at: row.updatedAt.toISOString(),
  };
}
