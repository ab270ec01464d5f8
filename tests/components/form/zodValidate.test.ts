import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimal } from '../../../contract/common';
import { zodValidate } from '../../../src/form/zodValidate';
import { i18nProvider } from '../../../src/i18n';

// A form checks the contract's own rules; their sentences are English, so a French form shows
// the catalogue's words instead, and react-admin's own for the rules it has words for.

const form = zodValidate(
  z.object({
    rate: decimal({ required: 'Rate is required.', invalid: 'Rate must be a number.' }),
    note: z.string().max(3),
  }),
);

afterEach(() => i18nProvider.changeLocale('en'));

describe('form messages from the contract', () => {
  it('are the contract’s sentence in English', () => {
    expect(form({ rate: 'abc', note: 'ok' })).toEqual({ rate: 'Rate must be a number.' });
  });

  it('are the catalogue’s words in French', async () => {
    await i18nProvider.changeLocale('fr');
    const errors = form({ rate: 'abc', note: 'too long' });
    expect(errors.rate).toBe('app.validation.invalid');
    expect(i18nProvider.translate(errors.rate as string)).toBe('Valeur non valide');
    expect(errors.note).toEqual({ message: 'ra.validation.maxLength', args: { max: 3 } });
  });
});

describe('a form that shows the contract’s sentences', () => {
  const reason = zodValidate(
    z.object({ reason: z.string().trim().min(1, 'Reason is required').max(3, 'Too long.') }),
    { contractSentences: true },
  );

  it('says each rule as the API would, in English', () => {
    expect(reason({ reason: ' ' })).toEqual({ reason: 'Reason is required' });
    expect(reason({ reason: 'long' })).toEqual({ reason: 'Too long.' });
  });

  it('says it in the catalogue’s words in French', async () => {
    await i18nProvider.changeLocale('fr');
    expect(reason({ reason: 'long' })).toEqual({
      reason: { message: 'ra.validation.maxLength', args: { max: 3 } },
    });
  });
});
