import { apiPaths } from '../../contract/paths';
import { httpClient } from '../shared/httpClient';

/**
 * Runs the HTTP client's refresh flow after a live channel refused the token (4401): a call with
 * the current token answers 401, the client refreshes once and stores the new token (or clears
 * the session and goes to /login). Errors are swallowed: the socket's next attempt decides.
 */
export const refreshSession = () =>
  httpClient(apiPaths.auth.me, { fallbackError: 'app.errors.request_failed' }).then(
    () => undefined,
    () => undefined,
  );
