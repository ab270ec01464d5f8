import { rates } from '../../../contract/resources/rates';
import { messagesOf } from '../../declared/messages';

type Language = 'en' | 'fr';
type Texts = {
  fields: Record<string, string>;
  import_error: string;
  [key: string]: unknown;
};

/** The declared texts of rates, with the history's own (fields, grid, import) in `language`. */
export function rateMessages(language: Language, { fields, import_error, ...own }: Texts) {
  const declared = messagesOf(rates, language).rates;
  return {
    rates: {
      ...declared,
      errors: { ...(declared.errors as Record<string, string>), import: import_error },
      fields: { ...(declared.fields as Record<string, string>), ...fields },
      ...own,
    },
  };
}
