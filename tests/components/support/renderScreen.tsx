import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  Resource,
  ResourceDefinitionContextProvider,
  TestMemoryRouter,
} from 'react-admin';
import { type Location, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../../../src/i18n';
import { appResources } from '../../../src/registry';
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
  /**
   * The app's resources the screen links to, registered with their screens as AdminApp does:
   * a list's row opens only a screen that exists.
   */
  resources?: string[];
}

/**
 * Renders a screen at its route with a stub data provider, the app's catalogue and toasts
 * (component tests of the resource screens). `router.location` follows navigation.
 */
export const renderScreen = (
  ui: ReactNode,
  { dataProvider, route, path, authProvider, resources = [] }: Options,
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
        <ResourceDefinitionContextProvider
          definitions={Object.fromEntries(
            appResources
              .filter(({ name }) => resources.includes(name))
              .map((resource) => [resource.name, Resource.registerResource(resource)]),
          )}
        >
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        </ResourceDefinitionContextProvider>
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, router };
};
