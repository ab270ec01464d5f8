import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LOCALES, setDisplayLocale } from '../shared/displayLocale';
import { setTranslate } from '../shared/translate';
import { en } from './en';

/**
 * English is bundled; French is its own chunk, fetched when someone picks it (react-admin keeps
 * the choice in its store, so it comes back on the next visit). allowMissing: server messages
 * (not catalogue keys) go through translate() unchanged.
 */
export const createI18nProvider = (messages: TranslationMessages): I18nProvider => {
  const polyglot = polyglotI18nProvider(
    (locale) => (locale === 'fr' ? import('./fr').then((module) => module.fr) : messages),
    'en',
    [...LOCALES],
    { allowMissing: true },
  );
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      setDisplayLocale(locale);
      // Screen readers pronounce the page in its language.
      document.documentElement.lang = locale;
    },
  };
};

export const i18nProvider = createI18nProvider(en);
setTranslate(i18nProvider.translate);
