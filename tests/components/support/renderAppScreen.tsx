import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import {
  AdminContext,
  type AuthProvider,
  localStorageStore,
  Resource,
  ResourceDefinitionContextProvider,
  TestMemoryRouter,
} from 'react-admin';
import { type Location, Route, Routes } from 'react-router-dom';
import { canAccessFor } from '../../../src/auth/access';
import { withAccessChecks } from '../../../src/auth/RequireAccess';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { AccessDenied } from '../../../src/layout/AccessDenied';
import { lightTheme } from '../../../src/layout/theme';
import { appResources } from '../../../src/registry';
import { Toaster } from '../../../src/toasts/Toaster';

// The access rules as AdminApp gives them to react-admin: every resource's table.
const authProviderWithAccess: AuthProvider = {
  ...authProvider,
  canAccess: canAccessFor(
    Object.fromEntries(appResources.map(({ name, access }) => [name, access])),
  ),
};

interface Options {
  /** Other resources whose screens the test goes on to (from a list to another's detail). */
  alsoResources?: string[];
  /** A page of the app outside the resources (the review desk), shown at the path. */
  page?: ReactNode;
}

/**
 * The app's screen at `path` without the shell (sidebar, app bar, live notifications), which
 * `renderApp` builds for every test: the screens of the resource the path names (its list,
 * detail, forms and pages) routed, guarded and registered as AdminApp does, or `page`, with the
 * app's data and auth providers (MSW is the API), access rules, catalogue, store, theme and toasts.
 * The access-denied page is there for a refused screen; the `location` of the router it returns
 * follows navigation.
 */
export const renderAppScreen = (path: string, { alsoResources = [], page }: Options = {}) => {
  const { pathname } = new URL(path, 'http://localhost');
  const names = page ? alsoResources : [pathname.split('/')[1], ...alsoResources];
  const resources = appResources.filter(({ name }) => names.includes(name));
  if (resources.length !== names.length) throw new Error(`No resource for ${names.join(', ')}`);
  const router: { location?: Location } = {};
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => {
        router.location = location;
      }}
    >
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProviderWithAccess}
        i18nProvider={i18nProvider}
        store={localStorageStore()}
        theme={lightTheme}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResourceDefinitionContextProvider
          definitions={Object.fromEntries(
            resources.map((resource) => [resource.name, Resource.registerResource(resource)]),
          )}
        >
          <Suspense>
            <Routes>
              {resources.map(({ menuOrder: _, access: __, ...resource }) => (
                <Route
                  key={resource.name}
                  path={`/${resource.name}/*`}
                  element={<Resource {...withAccessChecks(resource)} />}
                />
              ))}
              {page && <Route path={pathname} element={page} />}
              <Route path="/access-denied" element={<AccessDenied />} />
              <Route path="*" element={null} />
            </Routes>
          </Suspense>
        </ResourceDefinitionContextProvider>
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return router;
};
