import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import { fakeApi, json } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';
import { rateFixture } from './support/rateFixture';

const HISTORY = [
  rateFixture('00000000-0000-4000-8000-0000000000b2', { rate_percentage: '81.00' }),
  rateFixture('00000000-0000-4000-8000-0000000000b1', {
    effective_from: '2026-11-13T10:00:00.000Z',
    effective_to: '2026-11-20T10:00:00.000Z',
  }),
];

beforeEach(() => {
  signInAs('admin');
  fakeApi((request) =>
    request.path === '/api/v1/admin/rates/'
      ? json(200, { count: HISTORY.length, next: null, previous: null, results: HISTORY })
      : json(200, { count: 0, next: null, previous: null, results: [] }),
  );
});
afterEach(async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

const rowOf = async (rate: string) =>
  (await screen.findByText(rate, {}, { timeout: 10_000 })).closest('tr') as HTMLElement;

describe('the rates list', { timeout: 40_000 }, () => {
  it('says the version in effect has no end yet, and when an older one ended', async () => {
    renderAppScreen('/rates');
    expect(within(await rowOf('81.00%')).getByText('Still in effect')).toBeVisible();
    expect(within(await rowOf('80.00%')).queryByText('Still in effect')).toBeNull();
    expect(await rowOf('80.00%')).toHaveTextContent('Nov 20, 2026');
  });

  it('says it in French, rates written the French way', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    renderAppScreen('/rates');
    expect(within(await rowOf('81,00 %')).getByText('Toujours en vigueur')).toBeVisible();
  });
});
