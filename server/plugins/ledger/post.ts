import { sql } from 'drizzle-orm';
import type { LedgerAccountKind, TransferKind } from '../../../contract/ledger.js';
import type { Tx } from '../../db/client.js';

/** Which account an entry names: one of the business's, or a customer's payable. */
type AccountRef = { kind: Exclude<LedgerAccountKind, 'customer_payable'> } | { customerId: string };

/** The debit and credit accounts of each kind of transfer (contract, "Transfers"). */
function sides(
  kind: TransferKind,
  customerId: string,
  raised: boolean,
): { debit: AccountRef; credit: AccountRef } {
  const inventory = { kind: 'card_inventory' } as const;
  const payouts = { kind: 'payouts' } as const;
  const customer = { customerId };
  switch (kind) {
    case 'purchase':
      return { debit: inventory, credit: customer };
    case 'purchase_adjustment':
      return raised
        ? { debit: inventory, credit: customer }
        : { debit: customer, credit: inventory };
    case 'purchase_void':
      return { debit: customer, credit: inventory };
    case 'payout':
      return { debit: customer, credit: payouts };
    case 'payout_reversal':
      return { debit: payouts, credit: customer };
  }
}

const accountId = (ref: AccountRef) =>
  'customerId' in ref
    ? sql`(select id from ledger_accounts where customer_id = ${ref.customerId})`
    : sql`(select id from ledger_accounts where kind = ${ref.kind} and customer_id is null)`;

export interface Posting {
  kind: TransferKind;
  /** The customer whose payable account the transfer moves. */
  customerId: string;
  transactionId: string;
  /** A positive two-decimal amount. */
  amount: string;
  /** For purchase_adjustment: whether the payable is raised (else lowered). */
  raised?: boolean;
  /** The payout a payout_reversal reverses. */
  reversesId?: string;
  /** The transaction's payout number this payout (or reversal) belongs to. */
  payoutRound?: number;
  performedBy: { id: string; username: string } | null;
  reason?: string | null;
}

/**
 * Locks, in id order, every account a transfer of this customer's can move: theirs (created when
 * first needed) and the business's two. Called once before the transfers of a change, so that two
 * changes never lock the same accounts in opposite orders (a payout and an adjustment in one
 * change touch three accounts across two statements).
 */
export async function lockAccounts(tx: Tx, customerId: string): Promise<void> {
  await tx.execute(
    sql`insert into ledger_accounts (kind, customer_id) values ('customer_payable', ${customerId}) on conflict (customer_id) do nothing`,
  );
  await tx.execute(
    sql`select id from ledger_accounts where customer_id = ${customerId} or customer_id is null order by id for update`,
  );
}

/**
 * Writes one transfer, after lockAccounts. The only code that inserts into ledger_transfers: the
 * trigger of migration 0011 moves both accounts and the day's roll-up in the same database
 * transaction, and the database refuses to change the transfer afterwards. Call it inside the
 * transaction that makes the change the transfer records.
 */
export async function postTransfer(tx: Tx, posting: Posting): Promise<string> {
  const { debit, credit } = sides(posting.kind, posting.customerId, posting.raised ?? false);
  const result = (await tx.execute(sql`
    insert into ledger_transfers
      (kind, debit_account_id, credit_account_id, amount, transaction_id, reverses_id, payout_round,
       performed_by_id, performed_by_username, reason, created_at)
    values (${posting.kind}, ${accountId(debit)}, ${accountId(credit)}, ${posting.amount},
      ${posting.transactionId}, ${posting.reversesId ?? null}, ${posting.payoutRound ?? null},
      ${posting.performedBy?.id ?? null}, ${posting.performedBy?.username ?? null},
      ${posting.reason ?? null}, clock_timestamp())
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0].id;
}
