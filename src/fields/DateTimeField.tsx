import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';
import { appLocale, FORMAT_TAGS } from '../shared/displayLocale';
import { dateOptions, dateTimeOptionsFor } from '../shared/format';

/** "Jan 05, 2025, 2:03 PM" (spec section 9) or "05 janv. 2025, 14:03", or the date alone. */
export const DateTimeField = ({ showTime = true, ...props }: DateFieldProps) => {
  const [storedLocale] = useLocaleState();
  const locale = appLocale(storedLocale);
  return (
    <DateField
      locales={FORMAT_TAGS[locale]}
      options={showTime ? dateTimeOptionsFor(locale) : dateOptions}
      showTime={showTime}
      emptyText="app.na"
      {...props}
    />
  );
};
