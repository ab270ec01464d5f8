import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { type AppLocale, appLocale, LOCALES, setDisplayLocale } from '../shared/displayLocale';
import { setTranslate } from '../shared/translate';
import { signInEn } from './signIn.en';

/** The sign-in page's texts (`signIn`), or the whole catalogue, with every resource's (`whole`). */
type Part = 'signIn' | 'whole';
type Messages = TranslationMessages | Promise<TranslationMessages>;

/**
 * Only the English of the sign-in page is bundled. The whole catalogue holds every declared
 * resource's texts, so it loads after sign-in (`loadWholeCatalogue`): /login stays the same size
 * however many resources there are. French is fetched when the reader's language is French
 * (react-admin keeps the choice in its store, so it comes back on the next visit).
 */
const catalogues: Record<AppLocale, Record<Part, () => Messages>> = {
  en: {
    signIn: () => signInEn,
    whole: () => import('./en').then((module) => module.en),
  },
  fr: {
    signIn: () => import('./signIn.fr').then((module) => module.signInFr),
    whole: () => import('./fr').then((module) => module.fr),
  },
};

/** One language's texts; allowMissing: server messages (not catalogue keys) pass unchanged. */
const translatorOf = (locale: AppLocale, messages: TranslationMessages) =>
  polyglotI18nProvider(() => messages, locale, [...LOCALES], { allowMissing: true });

let part: Part = 'signIn';
/** The language last asked for, whose texts may still be on their way. */
let wanted: AppLocale = 'en';
let shown = translatorOf('en', signInEn);
let latest = 0;
let latestRequest = Promise.resolve();

/** Settles once the latest request has, and whichever one came after it meanwhile. */
const untilLatest = async () => {
  let seen: Promise<void>;
  do {
    seen = latestRequest;
    await seen;
  } while (seen !== latestRequest);
};

/**
 * Shows `locale` in the current part's texts. Requests overlap (a French reader's signed-in visit
 * asks for the whole English catalogue, then for French): only the latest is shown, and each
 * settles once it is, so what waits for one (react-admin re-renders then) sees the latest texts.
 */
const show = (locale: AppLocale) => {
  latest += 1;
  const ticket = latest;
  wanted = locale;
  latestRequest = Promise.resolve(catalogues[locale][part]()).then((messages) => {
    if (ticket !== latest) return;
    shown = translatorOf(locale, messages);
    setDisplayLocale(locale);
    // Screen readers pronounce the page in its language.
    document.documentElement.lang = locale;
  });
  return untilLatest();
};

export const i18nProvider: I18nProvider = {
  translate: (key, options) => shown.translate(key, options),
  changeLocale: (locale) => show(appLocale(locale)),
  getLocale: () => shown.getLocale(),
  getLocales: () => [...LOCALES],
};
setTranslate(i18nProvider.translate);

/**
 * Every text of the app in the reader's language, before the first signed-in page shows (the
 * shell's code waits for it). Asked again, it fetches nothing more.
 */
export const loadWholeCatalogue = () => {
  if (part === 'whole') return untilLatest();
  part = 'whole';
  return show(wanted).catch((error: unknown) => {
    part = 'signIn';
    throw error;
  });
};
