// react-admin's own pages for the rare cases (no access, authentication failure), loaded from
// their own chunk when one shows: AdminApp lists them lazily.
export { AccessDenied, AuthenticationError } from 'react-admin';
