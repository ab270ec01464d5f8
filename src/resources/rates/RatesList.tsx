import { Stack } from '@mui/material';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { Rate } from '../../../contract/rates';
import { rates } from '../../../contract/resources/rates';
import { CreateButton } from '../../declared/CreateButton';
import { DateTimeField } from '../../fields/DateTimeField';
import { DateInput } from '../../form/DateInput';
import { InputFilters } from '../../list/InputFilters';
import { ListScreen } from '../../list/ListScreen';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SwitchFilter } from '../../list/SwitchFilter';
import { formatPercent } from '../../shared/format';
import { useResourceKey } from '../../shared/useResourceText';
import { bandText, rateColumns } from './columns';
import { MarginsPanel } from './MarginsPanel';
import { RateCardGrid } from './RateCardGrid';
import { RateImportButton } from './RateImportButton';

const F = 'resources.rates.fields';
const C = 'resources.rates.choices';
const choicesOf = (field: 'form' | 'receipt') =>
  (rates.fields[field].type.match(/\((.*)\)/)?.[1] ?? '')
    .split('|')
    .map((value) => ({ id: value, name: `${C}.${field}.${value}` }));

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "As of" a day: the rates in effect when that day (in the reader's time zone) ends, or now for
 * today, since later rates of today are not in effect yet.
 */
const endOfDayIso = (day: string) => {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  return new Date(Math.min(end.getTime(), Date.now())).toISOString();
};

/** The day, in the reader's time zone, of the moment the filter holds. */
const localDay = (iso: string | undefined) => {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
};

/** The key (brand, country, form, receipt) and the moment: "as of" any date, or every version. */
const keyFilters = [
  <ReferenceInput key="brand" source="brand" reference="giftcard-brands" alwaysOn>
    <AutocompleteInput label={`${F}.brand`} optionText="name" size="small" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <TextInput
    key="country"
    source="country"
    label={`${F}.country`}
    size="small"
    alwaysOn
    sx={{ width: 120 }}
    slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
  />,
  <SelectInput
    key="form"
    source="form"
    label={`${F}.form`}
    choices={choicesOf('form')}
    size="small"
    alwaysOn
  />,
  <SelectInput
    key="receipt"
    source="receipt"
    label={`${F}.receipt`}
    choices={choicesOf('receipt')}
    size="small"
    alwaysOn
  />,
  <DateInput
    key="at"
    source="at"
    label={`${F}.at`}
    parse={endOfDayIso}
    format={localDay}
    alwaysOn
    sx={{ width: 150 }}
  />,
];

/** /rates: the rate card in effect now, or as of any moment, or a key's every version. */
export const RatesList = () => {
  const resourceKey = useResourceKey();
  return (
    <ListScreen
      sort={{ field: 'brand', order: 'ASC' }}
      errorText={resourceKey('errors.list')}
      exportColumns={rateColumns}
      actions={
        <Stack direction="row" spacing={1}>
          <RateImportButton />
          <CreateButton resource="rates" />
        </Stack>
      }
      after={<MarginsPanel />}
      filters={
        <>
          <InputFilters inputs={keyFilters} />
          <SwitchFilter source="history" label={`${F}.history`} />
        </>
      }
    >
      <RateCardGrid />
      <ResponsiveDataTable<Rate>
        columns={rateColumns}
        opens="show"
        phone={{
          primaryText: (rate) =>
            `${rate.brand.name} · ${rate.country} · ${formatPercent(rate.rate_percentage)}`,
          secondaryText: (rate) => (
            <Stack component="span">
              <span>{bandText(rate)}</span>
              <DateTimeField source="effective_from" />
            </Stack>
          ),
        }}
      />
    </ListScreen>
  );
};
