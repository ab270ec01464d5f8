import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../../../../src/dataProvider';
import { i18nProvider } from '../../../../../src/i18n';
import { Toaster } from '../../../../../src/toasts/Toaster';
import { fakeApi, json, type RecordedRequest } from '../../../support/fakeApi';

/**
 * A detail screen on its /{resource}/:id route, with the app's data provider, catalogue and
 * toasts, over a fake API answering with `handler`.
 */
export const renderDetail = (
  resource: string,
  id: string,
  screen: ReactNode,
  handler: (request: RecordedRequest) => Response,
) => {
  const api = fakeApi(handler);
  render(
    <TestMemoryRouter initialEntries={[`/${resource}/${id}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={`/${resource}/:id`} element={screen} />
          </Routes>
        </ResourceContextProvider>
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return api;
};

/** A detail's history (its audit entries, read beside it) as an empty page; the rest by `handler`. */
export const withEmptyHistory =
  (handler: (request: RecordedRequest) => Response) => (request: RecordedRequest) =>
    request.path.endsWith('/audit-logs/')
      ? json(200, { count: 0, next: null, previous: null, results: [] })
      : handler(request);
