/**
 * The languages the app speaks, and the one numbers and dates are shown in now: the i18n provider
 * sets it whenever the language changes, and every formatter of `format.ts` reads it.
 */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
] as const;
export type AppLocale = (typeof LOCALES)[number]['locale'];

/** The BCP 47 tag of each language's formats: the spec's en-US for English. */
export const FORMAT_TAGS: Record<AppLocale, string> = { en: 'en-US', fr: 'fr-FR' };

let current: AppLocale = 'en';

export const isAppLocale = (locale: string): locale is AppLocale =>
  LOCALES.some((known) => known.locale === locale);

export const displayLocale = () => current;

/** A locale from react-admin's store as one the app speaks (English when unknown). */
export const appLocale = (locale: string): AppLocale => (isAppLocale(locale) ? locale : 'en');

export const setDisplayLocale = (locale: string) => {
  current = appLocale(locale);
};
