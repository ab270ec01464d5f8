import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, TestMemoryRouter } from 'react-admin';
import { type Location, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../../src/i18n';
import { Toaster } from '../../../src/toasts/Toaster';

interface Options {
  /** Only the methods the screen calls. */
  dataProvider: object;
  /** The route pattern of the screen, e.g. /users/:id. */
  route: string;
  /** The address the screen opens at. */
  path: string;
  /** Who may do what; by default react-admin lets everyone do everything. */
  authProvider?: AuthProvider;
}

/**
 * Renders a screen at its route with a stub data provider, the app's catalogue and toasts
 * (component tests of the resource screens). `router.location` follows navigation.
 */
export const renderScreen = (
  ui: ReactNode,
  { dataProvider, route, path, authProvider }: Options,
) => {
  const router: { location?: Location } = {};
  const result = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => {
        router.location = location;
      }}
    >
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        // A fresh cache per test, and no retries, as in the app (spec section 7).
        queryClient={
          new QueryClient({
            defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
          })
        }
      >
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, router };
};
