import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { TestMemoryRouter } from 'react-admin';
import type { Location } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../../src/AdminApp';
import { createDataProvider } from '../../src/dataProvider';
import { createI18nProvider } from '../../src/i18n';
import { catalogue } from '../../src/i18n/en';
import { appResources, toAppResource } from '../../src/resources';
import { apiResources } from '../../src/resources/api';
import { resourceMessages } from '../../src/resources/messages';
import { setAccessToken, setLoggedIn } from '../../src/shared/session';
import { preloadDashboard } from '../../src/startDashboard';
import admins from './fixtures/admins';
import { admins as adminsApi } from './fixtures/admins/api';
import { en as adminsEn } from './fixtures/admins/en';
import { server } from './support/server';

// The README's "Adding a resource": one entry in the data provider's table and one folder
// (fixtures/admins), registered the way App.tsx registers src/resources/*.
const renderAppWithAdmins = (path: string) => {
  const router: { location?: Location } = {};
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => {
        router.location = location;
      }}
    >
      <AdminApp
        resources={[...appResources, toAppResource(admins)]}
        dataProvider={createDataProvider({ ...apiResources, admins: adminsApi })}
        i18nProvider={createI18nProvider(catalogue({ ...resourceMessages, ...adminsEn }))}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      />
    </TestMemoryRouter>,
  );
  return router;
};

const ada = {
  id: 'a1',
  username: 'ada',
  email: 'ada@example.com',
  date_joined: '2025-01-05T14:03:00Z',
  role: 'admin',
};

const specEntries = [
  'Dashboard',
  'Users',
  'Gift Card Brands',
  'Transactions',
  'Payments',
  'Dispute',
  'Notifications',
];

describe('adding a read-only resource', () => {
  // The shell is a lazy chunk: compiled once here, not within the first query's timeout.
  beforeAll(preloadDashboard);

  beforeEach(() => {
    setAccessToken('test-access-token');
    setLoggedIn({
      id: 'me',
      first_name: 'Ann',
      last_name: 'Admin',
      username: 'ann',
      role: 'admin',
    });
    server.use(
      http.get('*/api/v1/admin/users/', ({ request }) =>
        new URL(request.url).searchParams.get('role') === 'admin'
          ? HttpResponse.json({ count: 1, next: null, previous: null, results: [ada] })
          : HttpResponse.json({ message: 'not this one' }, { status: 400 }),
      ),
      http.get('*/api/v1/admin/users/a1/', () => HttpResponse.json({ data: ada })),
    );
  });

  it('gets a menu entry after the spec’s, its header title and labelled columns', async () => {
    renderAppWithAdmins('/admins');

    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The entries come once canAccess has answered for every resource.
    await within(menu).findByRole('menuitem', { name: 'Administrators' });
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries.filter((entry) => specEntries.includes(entry ?? ''))).toEqual(specEntries);
    // Resources follow in menuOrder; custom pages such as the review desk may come after them.
    expect(entries.indexOf('Administrators')).toBeGreaterThan(
      entries.indexOf(specEntries.at(-1) ?? ''),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Administrators' })).toBeVisible();
    expect(within(screen.getByRole('banner')).getByText('Administrators')).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'ada@example.com' })).toBeVisible();
    for (const label of ['Username', 'Email', 'Date Joined']) {
      expect(screen.getByRole('columnheader', { name: label })).toBeVisible();
    }
  });

  it('opens the record’s show view with labelled fields', async () => {
    const router = renderAppWithAdmins('/admins');

    await userEvent.click(await screen.findByRole('cell', { name: 'ada@example.com' }));

    await waitFor(() => expect(router.location?.pathname).toBe('/admins/a1/show'));
    expect(await screen.findByText('Username')).toBeVisible();
    expect(screen.getByText('ada')).toBeVisible();
    expect(screen.getByText('Email')).toBeVisible();
  });
});
