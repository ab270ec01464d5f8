import { CssBaseline } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useMemo } from 'react';
import {
  AdminContext,
  type AuthProvider,
  CoreAdminUI,
  CustomRoutes,
  type DataProvider,
  type I18nProvider,
  LoadingPage,
  localStorageStore,
  Resource,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { LoginPage } from './auth/login/LoginPage';
import { RequireAccess, withAccessChecks } from './auth/RequireAccess';
import { authProvider } from './authProvider';
import type { AppResource } from './declared/types';
import { REVIEW_DESK_PATH } from './layout/customPages';
import { ErrorFallback } from './layout/ErrorFallback';
import { NotFound } from './layout/NotFound';
import { darkTheme, lightTheme } from './layout/theme';
import { NotificationsProvider } from './live/NotificationsContext';
import { lazyScreen } from './shared/lazyScreen';
import { Dashboard, loadAccess, preloadDashboard, ShellLayout, startDashboard } from './startVisit';
import { Notifications } from './toasts/Notifications';

// Signing in leads to the dashboard: its code loads while the form is filled, its figures on success.
const AppLoginPage = () => <LoginPage onFormShown={preloadDashboard} onSignedIn={startDashboard} />;
const ReviewDesk = lazyScreen(() => import('./custom/review-desk'), 'ReviewDesk');
const loadReactAdminPages = () => import('./layout/reactAdminPages');

/**
 * A page outside the layout (whose own Suspense shows react-admin's loading indicator), blank
 * while its code loads.
 */
const standalone = (Page: ComponentType) => () => (
  <Suspense>
    <Page />
  </Suspense>
);

// The app's own not-allowed page (a role without the screen's permission).
const AccessDenied = standalone(lazyScreen(() => import('./layout/AccessDenied'), 'AccessDenied'));
const AuthenticationError = standalone(lazyScreen(loadReactAdminPages, 'AuthenticationError'));

const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense>
    <ShellLayout>{children}</ShellLayout>
  </Suspense>
);

const store = localStorageStore();
/** MUI's `breakpoints.down('sm')`, where the sidebar becomes a drawer. */
const PHONE_MEDIA_QUERY = '(max-width: 599.95px)';
// react-admin keeps the sidebar's open state across visits; on a phone the sidebar is a drawer
// over the page, so a page load (a reload, a typed address) starts with it closed. Set before the
// first render: a drawer opened and then closed in an effect leaves the page hidden from screen
// readers (MUI's modal marks #root aria-hidden and never gets the exit transition that undoes it).
// jsdom has no matchMedia.
if (window.matchMedia?.(PHONE_MEDIA_QUERY).matches) store.setItem('sidebar.open', false);

export interface AdminAppProps {
  /** The resources, fetched once a page past the sign-in page shows (never by /login). */
  loadResources: () => Promise<readonly AppResource[]>;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  queryClient: QueryClient;
}

/**
 * The admin inside a router: one <Resource> per definition, registered in menu order, each screen
 * shown only to the roles its definition's `access` allows.
 *
 * This is react-admin's <Admin> (AdminContext + AdminUI) with every page slot filled. AdminUI's
 * defaults (react-admin's layout, login, error and notification components, all replaced here)
 * would otherwise be part of /login's download.
 */
export const AdminApp = ({
  loadResources,
  dataProvider,
  i18nProvider,
  queryClient,
}: AdminAppProps) => {
  const { routes, authProviderWithAccess } = useMemo(
    () => ({
      // react-admin calls a function child once the page is past /login, and shows its loading
      // page until the resources it resolves to are there.
      routes: [
        async () =>
          (await loadResources())
            .map(withAccessChecks)
            .map(({ menuOrder: _, access: __, ...resource }) => (
              <Resource key={resource.name} {...resource} />
            )),
        <CustomRoutes key="custom">
          <Route
            path={REVIEW_DESK_PATH}
            element={
              <RequireAccess resource="transactions" action="review">
                <ReviewDesk />
              </RequireAccess>
            }
          />
        </CustomRoutes>,
      ],
      authProviderWithAccess: {
        ...authProvider,
        canAccess: async (params: Parameters<NonNullable<AuthProvider['canAccess']>>[0]) => {
          const [{ canAccessFor }, resources] = await Promise.all([loadAccess(), loadResources()]);
          return canAccessFor(
            Object.fromEntries(resources.map(({ name, access }) => [name, access])),
          )(params);
        },
      },
    }),
    [loadResources],
  );
  return (
    <NotificationsProvider>
      <AdminContext
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProviderWithAccess}
        i18nProvider={i18nProvider}
        store={store}
        theme={lightTheme}
        darkTheme={darkTheme}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title="app.name"
            dashboard={Dashboard}
            layout={Layout}
            loginPage={AppLoginPage}
            catchAll={NotFound}
            error={ErrorFallback}
            loading={LoadingPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            disableTelemetry
          >
            {routes}
          </CoreAdminUI>
          <Notifications />
        </CssBaseline>
      </AdminContext>
    </NotificationsProvider>
  );
};
