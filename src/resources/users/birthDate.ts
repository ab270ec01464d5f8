import { formatDate } from '../../shared/format';

/**
 * "Apr 12, 1990" from the API's date-only "1990-04-12". Read as local midnight: as UTC it would
 * show the day before in timezones west of Greenwich.
 */
export const formatBirthDate = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T00:00:00`) : formatDate(value);
