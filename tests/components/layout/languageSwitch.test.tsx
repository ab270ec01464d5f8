import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAuth } from '../../../src/shared/session';
import { transactionFixture } from '../resources/transactions/support/transactionFixture';
import { fakeApi, json } from '../support/fakeApi';
import { chooseLanguage } from '../support/language';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';

const card = transactionFixture({ card_value: '1250.00' });

beforeEach(() => {
  clearAuth();
  signInAs('admin');
  fakeApi(() => json(200, { count: 1, results: [card] }));
});
afterEach(() => localStorage.clear());

describe('the language switch of the account menu', { timeout: 40_000 }, () => {
  it('turns the screen French, amounts and dates included, and keeps it for the next visit', async () => {
    renderApp('/transactions');
    expect(
      await screen.findByRole('columnheader', { name: 'Buyer' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('$1,250.00')).toBeVisible();

    await chooseLanguage('Français');
    expect(
      await screen.findByRole('columnheader', { name: 'Acheteur' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    expect(screen.getByText(/^1\s250,00\s\$US$/)).toBeVisible();
    expect(screen.getByText('Commande acceptée')).toBeVisible();
    expect(screen.getByText(/^05 janv\. 2025/)).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(navigation).getByRole('menuitem', { name: 'Utilisateurs' })).toBeVisible();

    // The next visit opens in French.
    cleanup();
    renderApp('/transactions');
    expect(
      await screen.findByRole('columnheader', { name: 'Acheteur' }, { timeout: 10_000 }),
    ).toBeVisible();

    await chooseLanguage('English');
    expect(
      await screen.findByRole('columnheader', { name: 'Buyer' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('$1,250.00')).toBeVisible();
  });
});
