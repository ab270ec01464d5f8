import type { Rate } from '../../../contract/rates';
import { DateTimeField } from '../../fields/DateTimeField';
import { LabelField } from '../../fields/LabelField';
import { dateTimeColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { formatDateTime, formatMoney, formatPercent } from '../../shared/format';

/** A rate's band of card values as the reader's language writes amounts: "$10.00 – $49.99". */
export const bandText = (rate: Pick<Rate, 'min_value' | 'max_value'>) =>
  `${formatMoney(rate.min_value)} – ${formatMoney(rate.max_value)}`;

const C = 'resources.rates.choices';
export const OPEN_ENDED = 'resources.rates.open_ended';

/** A rate's columns, the same in the table and in the CSV the list exports. */
export const rateColumns: ListColumn<Rate>[] = [
  {
    source: 'brand',
    render: (rate) => rate.brand.name,
    text: (rate) => rate.brand.name,
  },
  { source: 'country', disableSort: true, text: (rate) => rate.country },
  {
    source: 'form',
    disableSort: true,
    render: () => <LabelField source="form" labels={`${C}.form`} />,
    text: (rate, translate) => translate(`${C}.form.${rate.form}`),
  },
  {
    source: 'receipt',
    disableSort: true,
    render: () => <LabelField source="receipt" labels={`${C}.receipt`} />,
    text: (rate, translate) => translate(`${C}.receipt.${rate.receipt}`),
  },
  {
    source: 'min_value',
    label: 'resources.rates.fields.band',
    disableSort: true,
    render: (rate) => bandText(rate),
    text: (rate) => `${rate.min_value} – ${rate.max_value}`,
  },
  {
    source: 'rate_percentage',
    align: 'right',
    render: (rate) => formatPercent(rate.rate_percentage),
    text: (rate) => rate.rate_percentage,
  },
  dateTimeColumn('effective_from'),
  {
    ...dateTimeColumn<Rate>('effective_to'),
    // No end yet: the version is the one in effect, not a missing date.
    render: (rate) => <DateTimeField record={rate} source="effective_to" emptyText={OPEN_ENDED} />,
    text: (rate, translate) => formatDateTime(rate.effective_to) ?? translate(OPEN_ENDED),
  },
];
