import type { QueryClient } from '@tanstack/react-query';
import { Admin, type DataProvider, type I18nProvider, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { Dashboard } from './custom/dashboard';
import { LoginPage } from './custom/LoginPage';
import { NotFound } from './custom/NotFound';
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

/** The admin inside a router: one <Resource> per definition, registered in menu order. */
export const AdminApp = ({ resources, dataProvider, i18nProvider, queryClient }: AdminAppProps) => (
  <NotificationsProvider>
    <Admin
      title="app.name"
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={Layout}
      loginPage={LoginPage}
      catchAll={NotFound}
      notification={Toaster}
      theme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      {resources.map(({ menuOrder: _, ...resource }) => (
        <Resource key={resource.name} {...resource} />
      ))}
    </Admin>
  </NotificationsProvider>
);
