import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';

// allowMissing: server messages (not catalogue keys) go through translate() unchanged.
export const createI18nProvider = (messages: TranslationMessages) =>
  polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
  });

export const i18nProvider = createI18nProvider(en);

export const translate = (key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(key, options);
