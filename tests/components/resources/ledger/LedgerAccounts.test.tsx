import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerAccount } from '../../../../contract/ledger';
import { i18nProvider } from '../../../../src/i18n';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json, type RecordedRequest } from '../../support/fakeApi';
import { renderApp } from '../../support/renderApp';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';

// The ledger's accounts are declared once (contract/resources/ledger.ts): its menu entry, its
// field labels and its kinds' words in both languages come from the declaration, its screens and
// API stay the domain's own, for the roles holding `ledger.view`.

const accounts: LedgerAccount[] = [
  {
    id: '0b7e3b4e-1111-4111-8111-000000000001',
    kind: 'card_inventory',
    customer: null,
    debits: '250.00',
    credits: '0.00',
    balance: '250.00',
    updated_at: '2026-11-20T10:30:00.000Z',
  },
  {
    id: '0b7e3b4e-1111-4111-8111-000000000002',
    kind: 'customer_payable',
    customer: {
      id: '0b7e3b4e-2222-4222-8222-000000000001',
      username: 'noah',
      email: 'noah@example.com',
    },
    debits: '0.00',
    credits: '195.00',
    balance: '195.00',
    updated_at: '2026-11-20T10:30:00.000Z',
  },
];

const ledgerApi = () =>
  fakeApi((request: RecordedRequest) =>
    request.path === '/api/v1/admin/ledger/accounts/'
      ? json(200, { count: accounts.length, next: null, previous: null, results: accounts })
      : json(200, { count: 0, next: null, previous: null, results: [] }),
  );

const headers = async () => {
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
};

beforeEach(() => clearAuth());
afterEach(async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

describe('the ledger’s accounts', { timeout: 40_000 }, () => {
  it('lists them for finance under the declared labels, kinds in words', async () => {
    signInAs('finance');
    const api = ledgerApi();
    // The whole app: its menu entry is the declaration's too.
    renderApp('/ledger');

    expect(await screen.findByRole('cell', { name: 'noah noah@example.com' })).toBeVisible();
    expect(await headers()).toEqual(
      expect.arrayContaining(['Account', 'Kind', 'Debits', 'Credits', 'Balance', 'Last moved']),
    );
    expect(screen.getAllByRole('cell', { name: 'Card inventory' })).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Owed to customer' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('menuitem', { name: 'Ledger' })).toBeVisible();
    const list = api.requests.find((request) => request.path.endsWith('/ledger/accounts/'));
    expect(list?.query.get('ordering')).toBe('-balance');
  });

  it('says them in French', async () => {
    await i18nProvider.changeLocale('fr');
    signInAs('finance');
    ledgerApi();
    // The whole app: its menu entry is the declaration's too.
    renderApp('/ledger');

    expect(await screen.findByRole('cell', { name: 'Dû au client' })).toBeVisible();
    expect(await headers()).toEqual(
      expect.arrayContaining(['Compte', 'Type', 'Débits', 'Crédits', 'Solde', 'Dernier mouvement']),
    );
    expect(screen.getAllByRole('cell', { name: 'Stock de cartes' })).toHaveLength(2);
    const menu = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(menu).getByRole('menuitem', { name: 'Registre' })).toBeVisible();
  });

  it('keeps its daily summary under /ledger/', async () => {
    signInAs('finance');
    ledgerApi();
    renderAppScreen('/ledger/summary');
    expect(
      await screen.findByRole('heading', { name: 'Daily summary' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('is no page for support', async () => {
    signInAs('support');
    ledgerApi();
    renderAppScreen('/ledger');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'You are not allowed to see this page' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });
});
