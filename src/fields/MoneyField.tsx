import { NumberField, type NumberFieldProps, useLocaleState } from 'react-admin';
import { appLocale, FORMAT_TAGS } from '../shared/displayLocale';
import { moneyOptions } from '../shared/format';

/** An amount in US dollars ("$1,234.50", or "1 234,50 $US" in French); 'N/A' when absent. */
export const MoneyField = (props: NumberFieldProps) => {
  const [locale] = useLocaleState();
  return (
    <NumberField
      locales={FORMAT_TAGS[appLocale(locale)]}
      options={moneyOptions}
      emptyText="app.na"
      sx={{ fontVariantNumeric: 'tabular-nums' }}
      {...props}
    />
  );
};
