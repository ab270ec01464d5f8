import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serverText as coded } from '../../../contract/messages';
import { i18nProvider } from '../../../src/i18n';
import { importLineText } from '../../../src/resources/rates/RateImportButton';
import { fieldErrorText } from '../../../src/shared/fieldErrorText';
import { messageOfBody, serverFieldErrors } from '../../../src/shared/serverError';
import { translate } from '../../../src/shared/translate';
import { fakeApi, json } from '../support/fakeApi';
import { renderAppScreen } from '../support/renderAppScreen';
import { signInAs } from '../support/session';

// The server's per-field 400 messages and the rate import's refused lines are English sentences
// (the API's words); a French reader reads them in French, the field by its French label.

const words = (text: string | undefined) => text?.replace(/\s/g, ' ');

afterEach(() => i18nProvider.changeLocale('en'));

describe("the server's field messages in French", () => {
  it('words the common shapes in French, each field by its label', async () => {
    await i18nProvider.changeLocale('fr');
    const fr = (english: string, field?: string, resource?: string) =>
      words(fieldErrorText(translate, english, field, resource));
    expect(fr('Expected payout is required', 'expected_payout')).toBe(
      '« Paiement prévu » est obligatoire.',
    );
    expect(fr('Name must be 100 characters or less.', 'name', 'brands')).toBe(
      '« Nom » doit faire au plus 100 caractères.',
    );
    expect(fr('Must be a valid number')).toBe('Must be a valid number');
    expect(fr('Card value must be a valid number', 'card_value')).toBe(
      '« Valeur de la carte » doit être un nombre valide.',
    );
    expect(fr('To (USD) must be a number with at most two decimals.', 'max_value', 'rates')).toBe(
      '« À (USD) » doit être un nombre avec au plus deux décimales.',
    );
    // A brand's field named by the brands' label when the form does not say its resource.
    expect(fr('Max Amount ($) must be 100 or less.', 'max_amount')).toBe(
      '« Montant max. ($) » doit valoir au plus 100.',
    );
    expect(fr('date must be a day as YYYY-MM-DD.', 'date')).toBe(
      '« Date » doit être une date (AAAA-MM-JJ).',
    );
    expect(fr('Role must be one of admin, reviewer.', 'role', 'staff')).toBe(
      '« Rôle » doit être l’une des valeurs : admin, reviewer.',
    );
    // The business hours' and a tier's requirements' own sentences.
    expect(fr('The end must be after the start, within one day.', 'business_hours.end')).toBe(
      'La fin doit suivre le début, dans la même journée.',
    );
    expect(fr('Each requirement only once.', 'requires')).toBe('Chaque pièce une seule fois.');
    // A sentence of no known shape stays as the server wrote it.
    expect(fr('The new password must differ from the current one.')).toBe(
      'The new password must differ from the current one.',
    );
  });

  it('keeps the English exactly as the server wrote it', () => {
    expect(fieldErrorText(translate, 'Expected payout is required', 'expected_payout')).toBe(
      'Expected payout is required',
    );
  });

  it('says a 400 toast and the form’s field messages in French', async () => {
    const body = {
      message: 'Name must be 100 characters or less.',
      errors: {
        name: ['Name must be 100 characters or less.'],
        sort_order: ['Sort order must be a whole number.'],
      },
    };
    expect(messageOfBody(body)).toBe('Name must be 100 characters or less.');
    await i18nProvider.changeLocale('fr');
    expect(words(messageOfBody(body))).toBe('« Nom » doit faire au plus 100 caractères.');
    const fields = serverFieldErrors({ body }, ['name', 'sort_order'], 'brands');
    expect(fields.name).toBe('« Nom » doit faire au plus 100 caractères.');
    expect(fields.sort_order).toMatch(/^« .+ » doit être un nombre entier\.$/);
    // A coded refusal still reads through its code.
    const tooMuch = coded('transaction.payout_over_value');
    expect(
      messageOfBody({
        message: tooMuch.english,
        message_code: tooMuch.code,
        errors: { expected_payout: [tooMuch.english] },
      }),
    ).toBe('Le paiement prévu ne peut pas dépasser la valeur de la carte.');
  });
});

const refused = [
  { line: 2, ...coded('rates.import_no_brand', { brand: 'Nope' }) },
  { line: 3, ...coded('rates.import_field_count', { expected: 8, found: 2 }) },
  {
    line: 4,
    ...coded('rates.import_invalid', {
      field: 'rate_percentage',
      message: 'Rate (%) must be a number with at most two decimals.',
    }),
  },
  {
    line: 5,
    ...coded('rates.band_overlaps', {
      min_value: '100',
      max_value: '200',
      other_min: '50.00',
      other_max: '100.00',
      starts: '2026-11-20T10:00:00.000Z',
    }),
  },
].map(({ line, code, params, english }) => ({
  line,
  message: english,
  message_code: code,
  message_params: params,
}));

describe('the rate import’s refused lines in French', { timeout: 40_000 }, () => {
  it('says the lines in English with the amounts and moments as the app writes them', () => {
    expect(refused.map((error) => importLineText(translate, error))).toEqual([
      'No single brand is named "Nope".',
      'Expected 8 fields, found 2.',
      'rate_percentage: Rate (%) must be a number with at most two decimals.',
      'The band $100.00 to $200.00 overlaps the band $50.00 to $100.00 in effect from Nov 20, 2026, 10:00 AM',
    ]);
  });

  it('shows the dry run’s refused lines in French', async () => {
    signInAs('admin');
    fakeApi((request) => {
      if (request.path === '/api/v1/admin/rates/import/') {
        return json(200, { data: { created: 1, superseded: 0, unchanged: 0, errors: refused } });
      }
      return json(200, { count: 0, next: null, previous: null, results: [] });
    });
    await i18nProvider.changeLocale('fr');
    renderAppScreen('/rates');
    const input = await screen.findByLabelText('Importer un CSV', {}, { timeout: 30_000 });
    await userEvent.upload(input, new File(['brand\n'], 'rates.csv', { type: 'text/csv' }));
    const dialog = await screen.findByRole('dialog');
    const lines = within(dialog)
      .getAllByRole('alert')
      .map((alert) => words(alert.textContent ?? ''));
    expect(lines).toEqual([
      '1 nouveaux, 0 remplaçant un taux en vigueur, 0 inchangés',
      'Ligne 2 : Aucune marque unique ne s’appelle « Nope ».',
      'Ligne 3 : 8 champs attendus, 2 trouvés.',
      'Ligne 4 : « Taux (%) » doit être un nombre avec au plus deux décimales.',
      'Ligne 5 : La tranche 100,00 $US à 200,00 $US chevauche la tranche 50,00 $US à 100,00 $US en vigueur depuis le 20 nov. 2026, 10:00',
    ]);
  });
});
