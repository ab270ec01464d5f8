import type { ResourceMessages } from '../../declared/types';

/** The payout ledger's texts (api-contract.md, "Money: the payout ledger"). */
export const en: ResourceMessages = {
  ledger: {
    name: 'Ledger account |||| Ledger',
    title: 'Ledger',
    account_title: 'Ledger account',
    not_found: 'Ledger account not found',
    search: 'Search by customer',
    transfers_title: 'Transfers',
    no_transfers: 'No transfers yet.',
    updated: 'Last moved %{date}',
    system: 'System (opening balance)',
    fields: {
      account: 'Account',
      kind: 'Kind',
      debits: 'Debits',
      credits: 'Credits',
      balance: 'Balance',
      updated_at: 'Last moved',
    },
    kinds: {
      card_inventory: 'Card inventory',
      customer_payable: 'Owed to customer',
      payouts: 'Payouts sent',
    },
    transfer_kinds: {
      purchase: 'Purchase',
      purchase_adjustment: 'Purchase adjustment',
      purchase_void: 'Purchase void',
      payout: 'Payout',
      payout_reversal: 'Payout reversal',
    },
    sides: { debit: 'Out (debit)', credit: 'In (credit)' },
    transfer_fields: {
      created_at: 'Date',
      kind: 'Kind',
      side: 'Side',
      amount: 'Amount',
      transaction: 'Transaction',
      performed_by: 'By',
      reason: 'Reason',
    },
    summary: {
      title: 'Daily summary',
      date: 'Day (UTC)',
      balances: 'Balances',
      transfers: 'Transfers of the day',
      columns: {
        line: 'Line',
        opening: 'Opening',
        closing: 'Closing',
        count: 'Count',
        amount: 'Amount',
      },
    },
    check: {
      title: 'Ledger check',
      run: 'Run the check',
      intro:
        'The check re-adds every transfer and compares the sums with the stored balances, the daily totals and the transactions they pay for. It can take a few seconds.',
      result: 'Result',
      ok: 'Everything adds up: %{transfers} transfers and %{accounts} accounts checked in %{seconds} s (%{date}).',
      problems:
        '%{problems} problem(s) found in %{transfers} transfers and %{accounts} accounts (%{seconds} s, %{date}).',
      columns: { rule: 'Rule', subject: 'Subject', expected: 'Expected', found: 'Found' },
      rules: {
        transfer_shape: 'Transfer with one account or no amount',
        debits_equal_credits: 'Debits do not equal credits',
        account_balance: 'Stored balance differs from its transfers',
        daily_totals: 'Daily total differs from its transfers',
        transaction_owed: 'Amount owed differs from the transaction',
        transaction_paid: 'Amount paid differs from the transaction',
        single_payout: 'More than one payout not reversed',
        payables_total: 'Owed to customers differs from accepted cards',
        payouts_total: 'Payouts differ from paid cards',
      },
    },
    errors: {
      list: 'Failed to fetch the ledger.',
      summary: 'Failed to fetch the daily summary.',
      check: 'The check could not be run.',
    },
  },
};
