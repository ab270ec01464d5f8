import { NumberField, type NumberFieldProps } from 'react-admin';
import { LOCALE, moneyOptions } from '../format';

/** An amount in US dollars ("$1,234.50", Intl), with digits that line up; 'N/A' when absent. */
export const MoneyField = (props: NumberFieldProps) => (
  <NumberField
    locales={LOCALE}
    options={moneyOptions}
    emptyText="app.na"
    sx={{ fontVariantNumeric: 'tabular-nums' }}
    {...props}
  />
);
