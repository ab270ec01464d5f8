import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Dashboard } from './custom/dashboard';
import { LoginPage } from './custom/LoginPage';
import { NotFound } from './custom/NotFound';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { NotificationsProvider } from './live/NotificationsContext';
import { queryClient } from './queryClient';
import brands from './resources/brands';
import disputes from './resources/disputes';
import notifications from './resources/notifications';
import payments from './resources/payments';
import transactions from './resources/transactions';
import users from './resources/users';
import { Toaster } from './toasts/Toaster';

// BrowserRouter: the spec's routes are real paths (/users/{id}), not react-admin's default hash URLs.
export const App = () => (
  <BrowserRouter>
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
        <Resource name="users" {...users} />
        <Resource name="giftcard-brands" {...brands} />
        <Resource name="transactions" {...transactions} />
        <Resource name="payments" {...payments} />
        <Resource name="disputes" {...disputes} />
        <Resource name="notifications" {...notifications} />
      </Admin>
    </NotificationsProvider>
  </BrowserRouter>
);
