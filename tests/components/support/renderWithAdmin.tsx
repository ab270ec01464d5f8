import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, TestMemoryRouter } from 'react-admin';
import type { Location, NavigateFunction } from 'react-router-dom';
import { i18nProvider } from '../../../src/i18n';
import { Toaster } from '../../../src/toasts/Toaster';

interface Options {
  authProvider?: AuthProvider;
  initialEntries?: string[];
}

/** Renders inside react-admin's contexts with the app's catalogue and toasts, on a memory router. */
export const renderWithAdmin = (
  ui: ReactNode,
  { authProvider, initialEntries = ['/'] }: Options = {},
) => {
  const router: { location?: Location; navigate?: NavigateFunction } = {};
  const result = render(
    <TestMemoryRouter
      initialEntries={initialEntries}
      initialIndex={initialEntries.length - 1}
      locationCallback={(location) => {
        router.location = location;
      }}
      navigateCallback={(navigate) => {
        router.navigate = navigate;
      }}
    >
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        {ui}
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, router };
};
