import type { AppLocale } from '../shared/displayLocale';

// A date typed the way the app's language writes it (dd/mm/yyyy in French, mm/dd/yyyy in
// English), whatever the browser's own locale: the browser's date picker follows the browser.

type Part = 'day' | 'month' | 'year';

const ORDER: Record<AppLocale, readonly Part[]> = {
  en: ['month', 'day', 'year'],
  fr: ['day', 'month', 'year'],
};

const LENGTH: Record<Part, number> = { day: 2, month: 2, year: 4 };

/** "2025-01-05" as the language writes it: "01/05/2025", "05/01/2025"; '' for no date. */
export const isoToText = (iso: string | null | undefined, locale: AppLocale) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  const parts = { day, month, year };
  return ORDER[locale].map((part) => parts[part]).join('/');
};

/** What was typed, its digits laid out with the slashes in place: "0501" → "05/01/". */
export const maskDateText = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  // A slash appears once its part is complete, so deleting back over it works as expected.
  if (digits.length < 2) return day;
  if (digits.length < 4) return `${day}/${month}`;
  return `${day}/${month}/${year}`;
};

/** The ISO day of a complete, real date as the language writes it; null otherwise. */
export const textToIso = (text: string, locale: AppLocale): string | null => {
  const pieces = text.split('/');
  if (pieces.length !== 3) return null;
  const parts = Object.fromEntries(
    ORDER[locale].map((part, index) => [part, pieces[index]]),
  ) as Record<Part, string>;
  const complete = (Object.keys(LENGTH) as Part[]).every((part) =>
    new RegExp(`^\\d{${LENGTH[part]}}$`).test(parts[part]),
  );
  if (!complete) return null;
  const iso = `${parts.year}-${parts.month}-${parts.day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  // 31/02 rolls over to March: not a real day.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
};
