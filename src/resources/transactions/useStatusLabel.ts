import { useLocaleState, useTranslate } from 'react-admin';
import { lookUp, TRANSACTION_STATUSES } from '../../../contract/statuses';
import type { Translate } from '../../shared/translate';

/**
 * The words of a transaction status: in English the server's `status_display` (spec), in another
 * language the catalogue's label of the code; 'Unknown Status' for a code the table lacks.
 */
export const statusLabel = (
  translate: Translate,
  locale: string,
  status?: string | null,
  display?: string | null,
) => {
  const look = lookUp(TRANSACTION_STATUSES, status);
  const translated = look ? translate(look.label) : status;
  return (
    (locale === 'en' ? display || translated : translated || display) ||
    translate('resources.transactions.status.unknown')
  );
};

/** `statusLabel` in the language shown. */
export const useStatusLabel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (status?: string | null, display?: string | null) =>
    statusLabel(translate, locale, status, display);
};
