import { DateField, type DateFieldProps } from 'react-admin';
import { dateOptions, dateTimeOptions, LOCALE } from '../format';

/** "Jan 05, 2025, 2:03 PM" (spec section 9), or the date alone; 'N/A' when absent. */
export const DateTimeField = ({ showTime = true, ...props }: DateFieldProps) => (
  <DateField
    locales={LOCALE}
    options={showTime ? dateTimeOptions : dateOptions}
    showTime={showTime}
    emptyText="app.na"
    {...props}
  />
);
