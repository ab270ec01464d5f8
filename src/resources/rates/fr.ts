import { rates } from '../../../contract/resources/rates';
import { messagesOf } from '../../declared/messages';

const declared = messagesOf(rates, 'fr').rates;

/** Les textes de la grille de taux (api-contract.md, « Rate cards »). */
export const fr = {
  rates: {
    ...declared,
    fields: {
      ...(declared.fields as Record<string, string>),
      band: 'Tranche (USD)',
      effective_to: 'Jusqu’au',
      at: 'À la date du',
      history: 'Toutes les versions',
      created_by: 'Par',
    },
    open: 'En vigueur',
  },
};
