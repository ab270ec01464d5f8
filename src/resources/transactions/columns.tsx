import { emailColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { transactionShortId } from '../../shared/format';
import { FlagIcon } from './risk/FlagIcon';
import type { Transaction } from './types';

// The columns the transactions and payments lists share (both list transactions): each list
// names its own label key, as the spec titles the columns per screen.

type Column = ListColumn<Transaction>;

/** The buyer's e-mail, the list's only way to tell customers apart: never cut. */
export const buyerEmailColumn = (label: string): Column =>
  emailColumn<Transaction>((t) => t.user?.email, label);

/** The short trade id, with the risk flag where the list shows one. */
export const tradeIdColumn = (label: string, { flag = false } = {}): Column => ({
  label,
  render: (t) => (
    <>
      {transactionShortId(t.id)}
      {flag && <FlagIcon transaction={t} />}
    </>
  ),
  text: (t) => transactionShortId(t.id),
});

export const brandColumn = (label: string): Column => ({
  label,
  source: 'brand.name',
  disableSort: true,
  text: (t) => t.brand?.name,
});

/** A phone row's second line: the trade id and the customer's e-mail. */
export const phoneSecondaryText = (t: Transaction) =>
  `${transactionShortId(t.id)} · ${t.user?.email ?? ''}`;
