import { Labeled, TextField, useGetResourceLabel } from 'react-admin';
import { DetailFields } from '../../detail/DetailFields';
import { RecordDetail } from '../../detail/RecordDetail';
import { DateTimeField } from '../../fields/DateTimeField';
import { LabelField } from '../../fields/LabelField';

const C = 'resources.rates.choices';

/** One version of a rate: its key, band, rate and period, and who wrote it. */
export const RateShow = () => {
  const getResourceLabel = useGetResourceLabel();
  return (
    <RecordDetail title={getResourceLabel('rates', 1)} notFound="resources.rates.errors.one">
      <DetailFields>
        <Labeled source="brand">
          <TextField source="brand.name" />
        </Labeled>
        <Labeled source="country">
          <TextField source="country" />
        </Labeled>
        <Labeled source="form">
          <LabelField source="form" labels={`${C}.form`} />
        </Labeled>
        <Labeled source="receipt">
          <LabelField source="receipt" labels={`${C}.receipt`} />
        </Labeled>
        <Labeled source="min_value">
          <TextField source="min_value" />
        </Labeled>
        <Labeled source="max_value">
          <TextField source="max_value" />
        </Labeled>
        <Labeled source="rate_percentage">
          <TextField source="rate_percentage" />
        </Labeled>
        <Labeled source="effective_from">
          <DateTimeField source="effective_from" />
        </Labeled>
        <Labeled source="effective_to">
          <DateTimeField source="effective_to" />
        </Labeled>
        <Labeled source="note">
          <TextField source="note" emptyText="—" />
        </Labeled>
        <Labeled source="created_by">
          <TextField source="created_by.username" />
        </Labeled>
      </DetailFields>
    </RecordDetail>
  );
};
