import { DataTable } from 'react-admin';
import { DateTimeField } from '../../fields/DateTimeField';
import { MoneyField } from '../../fields/MoneyField';
import { transactionShortId } from '../../shared/format';
import { FlagIcon } from './risk/FlagIcon';
import { EMAIL_WIDTH, Truncated } from './Truncated';
import type { Transaction } from './types';

// The columns the transactions and payments lists share (both list transactions): each list
// names its own label key, as the spec titles the columns per screen.

export const emailColumn = (label: string) => (
  <DataTable.Col<Transaction>
    label={label}
    render={(t) => <Truncated text={t.user?.email} maxWidth={EMAIL_WIDTH} />}
  />
);

/** The short trade id, with the risk flag where the list shows one. */
export const tradeIdColumn = (label: string, { flag = false } = {}) => (
  <DataTable.Col<Transaction>
    label={label}
    render={(t) => (
      <>
        {transactionShortId(t.id)}
        {flag && <FlagIcon transaction={t} />}
      </>
    )}
  />
);

export const brandColumn = (label: string) => (
  <DataTable.Col<Transaction> label={label} source="brand.name" disableSort />
);

export const dateColumn = (label: string, source: 'created_at' | 'paid_at') => (
  <DataTable.Col<Transaction> label={label} source={source} field={DateTimeField} />
);

export const moneyColumn = (label: string, source: 'card_value' | 'final_payout') => (
  <DataTable.Col<Transaction> label={label} source={source} field={MoneyField} align="right" />
);

/** A phone row's second line: the trade id and the customer's e-mail. */
export const phoneSecondaryText = (t: Transaction) =>
  `${transactionShortId(t.id)} · ${t.user?.email ?? ''}`;
