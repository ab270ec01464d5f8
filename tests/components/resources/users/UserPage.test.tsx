import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import type { User } from '../../../../src/resources/users/types';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';

const WAIT = { timeout: 10_000 };
const account = (id: string, role: User['role'], first_name: string): User => ({
  id,
  username: first_name.toLowerCase(),
  first_name,
  last_name: 'Lee',
  email: `${first_name.toLowerCase()}@example.com`,
  phone: '',
  country: 'DE',
  gender: 'F',
  country_display: 'Germany',
  gender_display: 'Female',
  date_of_birth: null,
  address: '',
  city: '',
  zip_code: '',
  is_active: true,
  role,
  date_joined: '2025-01-05T14:03:00.000Z',
  kyc: role === 'customer' ? { tier: 0, status: 'none', reviewed_at: null, reason: null } : null,
});
const customer = account('a1b2c3d4-0000-4000-8000-000000000001', 'customer', 'Ann');
const admin = account('a1b2c3d4-0000-4000-8000-000000000002', 'admin', 'Ada');

beforeEach(() => {
  clearAuth();
  fakeApi((request) => {
    for (const user of [customer, admin]) {
      if (request.path === `/api/v1/admin/users/${user.id}/`) return json(200, { data: user });
    }
    return json(200, { count: 0, next: null, previous: null, results: [] });
  });
});

afterEach(async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

const openAccount = async (user: User) => {
  renderAppScreen(`/users/${user.id}/show`);
  expect((await screen.findAllByText(user.email, {}, WAIT))[0]).toBeVisible();
};

// The server refuses support's changes to a staff member's account (staff.manage): the buttons
// are not offered either.
describe('who may change an account from its page', { timeout: 40_000 }, () => {
  it('support edits and deactivates a customer', async () => {
    signInAs('support');
    await openAccount(customer);
    expect(await screen.findByRole('button', { name: 'Deactivate account' }, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: /Edit profile/ })).toBeVisible();
  });

  it('support is offered no change to a staff member’s account', async () => {
    signInAs('support');
    await openAccount(admin);
    // Given the time the access check took to show them to support on a customer's page.
    await expect(
      screen.findByRole('button', { name: 'Deactivate account' }, { timeout: 3_000 }),
    ).rejects.toThrow();
    expect(screen.queryByRole('button', { name: /Edit profile/ })).toBeNull();
  });

  it('an admin, who manages staff, is', async () => {
    signInAs('admin');
    await openAccount(admin);
    expect(await screen.findByRole('button', { name: 'Deactivate account' }, WAIT)).toBeVisible();
  });
});

describe('a customer’s page in French', { timeout: 40_000 }, () => {
  it('names the gender and the country in French, not as the API’s English displays', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    signInAs('support');
    await openAccount(customer);
    expect(await screen.findByText('Femme', {}, WAIT)).toBeVisible();
    expect(screen.getAllByText('Allemagne').length).toBeGreaterThan(0);
    expect(screen.queryByText('Female')).toBeNull();
    expect(screen.queryByText('Germany')).toBeNull();
  });
});
