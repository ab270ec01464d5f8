import { StatusPage } from './StatusPage';

/** react-admin's access-denied page: a screen the signed-in role may not use. */
export const AccessDenied = () => (
  <StatusPage
    code="app.access_denied.code"
    title="app.access_denied.title"
    message="app.access_denied.message"
  />
);
