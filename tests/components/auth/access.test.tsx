import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../contract/enums';
import { ROLE_PERMISSIONS } from '../../../contract/permissions';
import { canAccessFor } from '../../../src/auth/access';
import { i18nProvider } from '../../../src/i18n';
import { appResources } from '../../../src/registry';
import { clearAuth, setLoggedIn } from '../../../src/shared/session';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { signInAs } from '../support/session';
import { staffApi } from '../support/staffApi';

const menuEntries = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
  // The entries appear once canAccess has answered for every resource.
  await within(menu).findByRole('menuitem', { name: 'Users' }, { timeout: 5000 });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

/**
 * What the sidebar should list for a role, from the registry: the dashboard, each resource with a
 * list the role may see (in menuOrder, under its plural name), then the review desk.
 */
const expectedMenu = (role: StaffRole, { reviewDesk }: { reviewDesk: boolean }) => [
  'Dashboard',
  ...appResources
    .filter(
      ({ list, access }) => list && access.list && ROLE_PERMISSIONS[role].includes(access.list),
    )
    .map(({ name }) => i18nProvider.translate(`resources.${name}.name`, { smart_count: 2 })),
  ...(reviewDesk ? ['Review desk'] : []),
];

/** The spec's sidebar (section 1), which every role's menu starts with, in this order. */
const specEntries = ['Dashboard', 'Users', 'Gift Card Brands', 'Transactions'];

const notAllowed = () =>
  screen.findByRole('heading', { name: 'You are not allowed to see this page' }, { timeout: 5000 });

beforeEach(() => clearAuth());

// The whole app renders per test: slow on a busy machine.
describe('what each role sees', { timeout: 40_000 }, () => {
  it('gives a reviewer no Payments, Staff or Audit log entry, and refuses /payments', async () => {
    signInAs('reviewer');
    const router = renderApp('/payments');

    expect(await notAllowed()).toBeVisible();
    await waitFor(() => expect(router.location?.pathname).toBe('/access-denied'));
    expect(await screen.findByRole('menuitem', { name: 'Review desk' })).toBeVisible();
    const entries = await menuEntries();
    expect(entries).toEqual(expectedMenu('reviewer', { reviewDesk: true }));
    expect(entries.slice(0, specEntries.length)).toEqual(specEntries);
    expect(entries).toEqual(expect.arrayContaining(['Dispute', 'Notifications']));
    expect(entries).not.toContain('Payments');
    expect(entries).not.toContain('Staff');
    expect(entries).not.toContain('Audit log');
  });

  it('gives an admin every entry, with Staff and the Audit log', async () => {
    signInAs('admin');
    server.use(...staffApi());
    renderApp('/staff');

    expect(
      await screen.findByRole('cell', { name: 'ada@example.com' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByRole('menuitem', { name: 'Review desk' })).toBeVisible();
    const entries = await menuEntries();
    expect(entries).toEqual(expectedMenu('admin', { reviewDesk: true }));
    expect(entries.slice(0, specEntries.length)).toEqual(specEntries);
    expect(entries).toEqual(
      expect.arrayContaining([
        'Payments',
        'Ledger',
        'Dispute',
        'Notifications',
        'Staff',
        'Audit log',
      ]),
    );
  });

  it('refuses support the brand form by its address', async () => {
    signInAs('support');
    renderApp('/giftcard-brands/add');

    expect(await notAllowed()).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Brand Name/ })).not.toBeInTheDocument();
  });

  it('refuses finance the staff screens', async () => {
    signInAs('finance');
    renderApp('/staff/create');

    expect(await notAllowed()).toBeVisible();
    expect(await menuEntries()).toContain('Payments');
    expect(screen.queryByRole('menuitem', { name: 'Review desk' })).not.toBeInTheDocument();
  });
});

describe('canAccess', () => {
  const canAccess = canAccessFor({
    payments: { list: 'payments.view' },
    'giftcard-brands': { list: 'brands.view', create: 'brands.manage' },
  });

  it('answers from the permissions the login stored', async () => {
    setLoggedIn({
      id: 'me',
      first_name: '',
      last_name: '',
      username: 'me',
      role: 'finance',
      permissions: ['payments.view'],
    });
    expect(await canAccess({ resource: 'payments', action: 'list' })).toBe(true);
    expect(await canAccess({ resource: 'giftcard-brands', action: 'list' })).toBe(false);
  });

  it('refuses an action its resource does not name, and everything when signed out', async () => {
    signInAs('admin');
    expect(await canAccess({ resource: 'payments', action: 'delete' })).toBe(false);
    expect(await canAccess({ resource: 'unknown', action: 'list' })).toBe(false);
    clearAuth();
    expect(await canAccess({ resource: 'payments', action: 'list' })).toBe(false);
  });

  it('gives a session stored before roles existed its role’s permissions', async () => {
    setLoggedIn({ id: 'me', first_name: '', last_name: '', username: 'me', role: 'support' });
    expect(await canAccess({ resource: 'giftcard-brands', action: 'list' })).toBe(true);
    expect(await canAccess({ resource: 'giftcard-brands', action: 'create' })).toBe(false);
  });
});
