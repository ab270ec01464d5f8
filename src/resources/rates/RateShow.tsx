import type { ReactElement } from 'react';
import { Labeled, TextField, useGetResourceLabel } from 'react-admin';
import { DetailFields } from '../../detail/DetailFields';
import { RecordDetail } from '../../detail/RecordDetail';
import { DateTimeField } from '../../fields/DateTimeField';
import { LabelField } from '../../fields/LabelField';
import { useResourceKey } from '../../shared/useResourceText';
import { OPEN_ENDED } from './columns';

const C = 'resources.rates.choices';

/** Each field of a version, in reading order, with how it is shown. */
const FIELDS: [source: string, display: ReactElement][] = [
  ['brand', <TextField key="brand" source="brand.name" />],
  ['country', <TextField key="country" source="country" />],
  ['form', <LabelField key="form" source="form" labels={`${C}.form`} />],
  ['receipt', <LabelField key="receipt" source="receipt" labels={`${C}.receipt`} />],
  ['min_value', <TextField key="min_value" source="min_value" />],
  ['max_value', <TextField key="max_value" source="max_value" />],
  ['rate_percentage', <TextField key="rate_percentage" source="rate_percentage" />],
  ['effective_from', <DateTimeField key="effective_from" source="effective_from" />],
  [
    'effective_to',
    <DateTimeField key="effective_to" source="effective_to" emptyText={OPEN_ENDED} />,
  ],
  ['note', <TextField key="note" source="note" emptyText="—" />],
  ['created_by', <TextField key="created_by" source="created_by.username" />],
];

/** One version of a rate: its key, band, rate and period, and who wrote it. */
export const RateShow = () => {
  const getResourceLabel = useGetResourceLabel();
  const resourceKey = useResourceKey();
  return (
    <RecordDetail title={getResourceLabel('rates', 1)} notFound={resourceKey('errors.one')}>
      <DetailFields>
        {FIELDS.map(([source, display]) => (
          <Labeled key={source} source={source}>
            {display}
          </Labeled>
        ))}
      </DetailFields>
    </RecordDetail>
  );
};
