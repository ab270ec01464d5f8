import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

// allowMissing: server messages (not catalogue keys) go through translate() unchanged.
export const i18nProvider = polyglotI18nProvider(
  () => en,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);

export const translate = (key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(key, options);
