import { BrowserRouter } from 'react-router-dom';
import { AdminApp } from './AdminApp';
import { i18nProvider } from './i18n';
import { queryClient } from './queryClient';
import { lazyDataProvider } from './shared/lazyDataProvider';
import { loadAppResources } from './signedIn';
import { loadDataProvider } from './startVisit';

const dataProvider = lazyDataProvider(loadDataProvider);

// BrowserRouter: the spec's routes are real paths (/users/{id}), not react-admin's default hash URLs.
export const App = () => (
  <BrowserRouter>
    <AdminApp
      loadResources={loadAppResources}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
    />
  </BrowserRouter>
);
