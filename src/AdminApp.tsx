import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Admin, CustomRoutes, type DataProvider, type I18nProvider, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { canAccessFor } from './auth/access';
import { RequireAccess, withAccessChecks } from './auth/RequireAccess';
import { authProvider } from './authProvider';
import { AccessDenied } from './custom/AccessDenied';
import { Dashboard } from './custom/dashboard';
import { LoginPage } from './custom/LoginPage';
import { NotFound } from './custom/NotFound';
import { ReviewDesk } from './custom/reviewDesk';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { NotificationsProvider } from './live/NotificationsContext';
import type { AppResource } from './resources/types';
import { Toaster } from './toasts/Toaster';

export interface AdminAppProps {
  resources: readonly AppResource[];
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  queryClient: QueryClient;
}

/**
 * The admin inside a router: one <Resource> per definition, registered in menu order, each screen
 * shown only to the roles its definition's `access` allows.
 */
export const AdminApp = ({ resources, dataProvider, i18nProvider, queryClient }: AdminAppProps) => {
  const { guardedResources, authProviderWithAccess } = useMemo(
    () => ({
      guardedResources: resources.map(withAccessChecks),
      authProviderWithAccess: {
        ...authProvider,
        canAccess: canAccessFor(
          Object.fromEntries(resources.map(({ name, access }) => [name, access])),
        ),
      },
    }),
    [resources],
  );
  return (
    <NotificationsProvider>
      <Admin
        title="app.name"
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProviderWithAccess}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        layout={Layout}
        loginPage={LoginPage}
        catchAll={NotFound}
        accessDenied={AccessDenied}
        notification={Toaster}
        theme={lightTheme}
        darkTheme={darkTheme}
        disableTelemetry
      >
        {guardedResources.map(({ menuOrder: _, access: __, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>
          <Route
            path="/review"
            element={
              <RequireAccess resource="transactions" action="review">
                <ReviewDesk />
              </RequireAccess>
            }
          />
        </CustomRoutes>
      </Admin>
    </NotificationsProvider>
  );
};
