import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import type { Location } from 'react-router-dom';
import { AdminApp } from '../../../src/AdminApp';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { appResources } from '../../../src/registry';

/**
 * The whole app (every resource, the real data and auth providers) at `path`; MSW is the API. For
 * the tests of the shell: the menu, the account menu, the live notifications channel. A test of
 * one screen renders it without the shell (`renderAppScreen`), which is much cheaper.
 */
export const renderApp = (path: string) => {
  const router: { location?: Location } = {};
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => {
        router.location = location;
      }}
    >
      <AdminApp
        loadResources={async () => appResources}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      />
    </TestMemoryRouter>,
  );
  return router;
};
