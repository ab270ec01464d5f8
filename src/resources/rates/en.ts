import { rates } from '../../../contract/resources/rates';
import { messagesOf } from '../../declared/messages';

const declared = messagesOf(rates, 'en').rates;

/** The rate card's texts (api-contract.md, "Rate cards"). */
export const en = {
  rates: {
    ...declared,
    fields: {
      ...(declared.fields as Record<string, string>),
      band: 'Band (USD)',
      effective_to: 'Until',
      at: 'As of',
      history: 'Every version',
      created_by: 'By',
    },
    open: 'In effect',
  },
};
