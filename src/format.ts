/** Display formats of spec section 9: en-US, USD, 12-hour time, short ids. */

/** The locale of every number and date the app shows. */
export const LOCALE = 'en-US';
export const moneyOptions: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };
export const dateOptions: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
};
export const dateTimeOptions: Intl.DateTimeFormatOptions = {
  ...dateOptions,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};

const money = new Intl.NumberFormat(LOCALE, moneyOptions);
const date = new Intl.DateTimeFormat(LOCALE, dateOptions);
const dateTime = new Intl.DateTimeFormat(LOCALE, dateTimeOptions);

const toDate = (value: string | Date | null | undefined) => {
  if (!value) return null;
  const parsed = value instanceof Date ? value : new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** "$1,234.50" from the API's decimal strings; null when there is no number. */
export const formatMoney = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? money.format(amount) : null;
};

/** "Jan 05, 2025"; null when there is no valid date. */
export const formatDate = (value: string | Date | null | undefined) => {
  const parsed = toDate(value);
  return parsed && date.format(parsed);
};

/** "Jan 05, 2025, 2:03 PM"; null when there is no valid date. */
export const formatDateTime = (value: string | Date | null | undefined) => {
  const parsed = toDate(value);
  return parsed && dateTime.format(parsed);
};

/** Transaction and payment ids: "#" and the first 8 characters. */
export const transactionShortId = (id: string | number) => `#${String(id).slice(0, 8)}`;

/** Payment id as shown on the payment detail: the first 8 characters. */
export const shortId = (id: string | number) => String(id).slice(0, 8);

/** User ids: the first 6 characters and an ellipsis. */
export const shortUserId = (id: string | number) => `${String(id).slice(0, 6)}...`;
