import type { RaRecord } from 'react-admin';
import { DateTimeField } from '../fields/DateTimeField';
import { EmailText } from '../fields/EmailText';
import { MoneyField } from '../fields/MoneyField';
import { formatDateTime, formatMoney } from '../shared/format';
import { ActiveBadge } from './ActiveBadge';
import type { ListColumn } from './ListColumn';

// The columns many lists have, each with the same words in the table and in the CSV export.

/** "Jan 05, 2025, 2:03 PM", or N/A. */
export const dateTimeColumn = <Row extends RaRecord>(
  source: keyof Row & string,
  label?: string,
): ListColumn<Row> => ({
  source,
  label,
  field: DateTimeField,
  // The time may go under the date when a table is short of room (French words are longer),
  // rather than push the last column out of sight.
  cellSx: () => ({ whiteSpace: 'normal', minWidth: '6.5rem' }),
  text: (row, translate) =>
    formatDateTime(row[source] as string | null | undefined) ?? translate('app.na'),
});

/**
 * A cell of badges and chips (a status and a colleague's claim, a service-level clock) whose words
 * may go on two lines when the table is short of room, as French makes it at 1366 px, rather than
 * push the last columns out of the card.
 */
export const wrappingBadgesCell = () => ({
  whiteSpace: 'normal',
  '& [data-tone], & .MuiChip-label': { whiteSpace: 'normal' },
  // A pill of two lines keeps round corners without cutting into its words.
  '& [data-tone]': { borderRadius: '12px' },
  '& .MuiChip-root': { height: 'auto', minHeight: 24, py: 0.25 },
});

/** "$1,234.50", aligned right, or N/A. */
export const moneyColumn = <Row extends RaRecord>(
  source: keyof Row & string,
  label?: string,
): ListColumn<Row> => ({
  source,
  label,
  field: MoneyField,
  align: 'right',
  text: (row, translate) =>
    formatMoney(row[source] as string | number | null | undefined) ?? translate('app.na'),
});

/** The Active (green) or Inactive (red) badge of `is_active`. */
export const activeColumn = <Row extends RaRecord & { is_active: boolean }>(
  label: string,
): ListColumn<Row> => ({
  source: 'is_active',
  label,
  render: (row) => <ActiveBadge active={row.is_active} />,
  text: (row, translate) => translate(row.is_active ? 'app.list.active' : 'app.list.inactive'),
});

/**
 * An e-mail, whole: the cell may wrap before the "@" on a narrow screen but never cuts the
 * address with an ellipsis, as the e-mail is how staff tell one customer from another.
 */
export const emailColumn = <Row extends RaRecord>(
  email: (row: Row) => string | null | undefined,
  label: string,
): ListColumn<Row> => ({
  label,
  // The table keeps cells on one line; this one may use the break <EmailText> allows.
  cellSx: () => ({ whiteSpace: 'normal' }),
  render: (row) => <EmailText email={email(row)} />,
  text: (row) => email(row),
});
