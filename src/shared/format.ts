/**
 * Display formats of spec section 9 (en-US, USD, 12-hour time, short ids) in English, and the
 * same amounts and dates in the chosen language's own way otherwise.
 */

import { type AppLocale, displayLocale, FORMAT_TAGS } from './displayLocale';

export const moneyOptions: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };
export const dateOptions: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
};

/** Date and time: 12-hour in English, as the spec shows them; 24-hour in French. */
export const dateTimeOptionsFor = (locale: AppLocale): Intl.DateTimeFormatOptions => ({
  ...dateOptions,
  hour: 'numeric',
  minute: '2-digit',
  hour12: locale === 'en',
});

/**
 * How each formatter of a language is made. Each is built on its first use, not all at once: an
 * Intl formatter loads its locale's data when built, and the first screen after sign-in (the
 * dashboard's figures) needs two of them.
 */
const FORMATTERS = {
  money: (tag: string) => new Intl.NumberFormat(tag, moneyOptions),
  date: (tag: string) => new Intl.DateTimeFormat(tag, dateOptions),
  dateTime: (tag: string, locale: AppLocale) =>
    new Intl.DateTimeFormat(tag, dateTimeOptionsFor(locale)),
  count: (tag: string) => new Intl.NumberFormat(tag),
  percent: (tag: string) =>
    new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2 }),
  share: (tag: string) =>
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }),
  region: (tag: string) => new Intl.DisplayNames([tag], { type: 'region' }),
  compactMoney: (tag: string) =>
    new Intl.NumberFormat(tag, { ...moneyOptions, notation: 'compact' }),
  // The API's days (YYYY-MM-DD) are UTC days: shown as such, whatever the browser's zone.
  shortDay: (tag: string) =>
    new Intl.DateTimeFormat(tag, { month: 'short', day: '2-digit', timeZone: 'UTC' }),
};
type FormatterName = keyof typeof FORMATTERS;
const built = new Map<string, unknown>();

/** The formatter `name` of the language the app speaks now. */
const formatter = <Name extends FormatterName>(name: Name) => {
  const locale = displayLocale();
  const key = `${locale} ${name}`;
  let found = built.get(key) as ReturnType<(typeof FORMATTERS)[Name]> | undefined;
  if (!found) {
    found = FORMATTERS[name](FORMAT_TAGS[locale], locale) as ReturnType<(typeof FORMATTERS)[Name]>;
    built.set(key, found);
  }
  return found;
};

const toDate = (value: string | Date | null | undefined) => {
  if (!value) return null;
  const parsed = value instanceof Date ? value : new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** "$1,234.50" from the API's decimal strings; null when there is no number. */
export const formatMoney = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? formatter('money').format(amount) : null;
};

/** "Jan 05, 2025"; null when there is no valid date. */
export const formatDate = (value: string | Date | null | undefined) => {
  const parsed = toDate(value);
  return parsed && formatter('date').format(parsed);
};

/** "Jan 05, 2025, 2:03 PM"; null when there is no valid date. */
export const formatDateTime = (value: string | Date | null | undefined) => {
  const parsed = toDate(value);
  return parsed && formatter('dateTime').format(parsed);
};

/** "88.00%" (French "88,00 %") from the API's percentages ("88.00"); null when not a number. */
export const formatPercent = (value: string | number | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const percent = Number(value);
  return Number.isFinite(percent) ? formatter('percent').format(percent / 100) : null;
};

/** A share in whole percents: "38%" (French "38 %") from 0.38. */
export const formatShare = (fraction: number) => formatter('share').format(fraction);

/**
 * A country's name from its ISO code in the reader's language ("Australia", "Australie"), as the
 * server names it in English (`country_display`); the code itself when no language knows it.
 */
export const formatCountry = (code: string | null | undefined) => {
  if (!code) return null;
  try {
    return formatter('region').of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** "1,234". */
export const formatNumber = (value: number) => formatter('count').format(value);

/** "$8K": the ticks of a money axis, short enough to stay readable. */
export const formatCompactMoney = (value: number) => formatter('compactMoney').format(value);

/** "Jan 05" from a day such as "2025-01-05"; null when it is not a date. */
export const formatShortDay = (day: string) => {
  const parsed = toDate(`${day}T00:00:00Z`);
  return parsed && formatter('shortDay').format(parsed);
};

/** Transaction and payment ids: "#" and the first 8 characters. */
export const transactionShortId = (id: string | number) => `#${String(id).slice(0, 8)}`;

/** Payment id as shown on the payment detail: the first 8 characters. */
export const shortId = (id: string | number) => String(id).slice(0, 8);

/** User ids: the first 6 characters and an ellipsis. */
export const shortUserId = (id: string | number) => `${String(id).slice(0, 6)}...`;

const AGE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "il y a 5 minutes": how long ago, in the chosen language, in its largest whole unit ("now"
 * under a minute). English screens show the server's own `time_ago` (spec) instead.
 */
export const formatTimeAgo = (value: string | Date, now = Date.now()) => {
  const parsed = toDate(value);
  if (!parsed) return null;
  const seconds = Math.max(0, (now - parsed.getTime()) / 1000);
  const relative = new Intl.RelativeTimeFormat(FORMAT_TAGS[displayLocale()], { numeric: 'auto' });
  const [unit, size] = AGE_UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
  return relative.format(unit === 'second' ? 0 : -Math.floor(seconds / size), unit);
};
