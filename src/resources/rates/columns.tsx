import type { Rate } from '../../../contract/rates';
import { LabelField } from '../../fields/LabelField';
import { dateTimeColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';

const C = 'resources.rates.choices';

/** A rate's columns, the same in the table and in the CSV the list exports. */
export const rateColumns: ListColumn<Rate>[] = [
  {
    source: 'brand',
    label: 'resources.rates.fields.brand',
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
    render: (rate) => `${rate.min_value} – ${rate.max_value}`,
    text: (rate) => `${rate.min_value} – ${rate.max_value}`,
  },
  {
    source: 'rate_percentage',
    align: 'right',
    render: (rate) => `${rate.rate_percentage}%`,
    text: (rate) => rate.rate_percentage,
  },
  dateTimeColumn('effective_from'),
  dateTimeColumn('effective_to'),
];
