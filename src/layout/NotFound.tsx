import { StatusPage } from './StatusPage';

/** Any path outside the route table (react-admin's catchAll). Public. */
export const NotFound = () => <StatusPage code="app.not_found.code" title="app.not_found.title" />;
