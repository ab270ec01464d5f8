// react-admin's own page for a rare case (authentication failure), loaded from its own chunk when
// it shows: AdminApp lists it lazily.
export { AuthenticationError } from 'react-admin';
