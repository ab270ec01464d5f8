import { HttpError } from 'react-admin';
import { fixedPaths } from '../../contract/fixed-paths';
import { isOnLoginPage, redirectToLogin } from './redirectToLogin';
import { messageOfBody } from './serverError';
import { clearAuth, getAccessToken, setAccessToken } from './session';
import { translate } from './translate';

export const API_URL: string = import.meta.env.VITE_API_URL || '/api/v1';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const REFRESH_PATH = fixedPaths.auth.refresh;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain object travels as JSON; FormData as multipart. */
  body?: FormData | object;
  /** Catalogue key of the spec's fallback text (section 8), used when the server gives no message. */
  fallbackError?: string;
  /** false for calls that must not trigger the refresh flow (login, logout, the refresh itself). */
  refreshOn401?: boolean;
  /** Sent even if the page is being closed (fetch's keepalive): a last word on `pagehide`. */
  keepalive?: boolean;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
}

/** `{data: ...}` is how the API wraps single objects; an unwrapped object is accepted too. */
export const unwrap = <T>(json: unknown): T =>
  json !== null && typeof json === 'object' && 'data' in json
    ? (json as { data: T }).data
    : (json as T);

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const buildUrl = (path: string, query: RequestOptions['query']) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_URL}${path}${search ? `?${search}` : ''}`;
};

const errorMessage = (body: unknown, fallbackKey: string) =>
  messageOfBody(body) ?? `${translate(fallbackKey)} ${translate('app.errors.session_expired')}`;

const parseBody = async (response: Response) => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

async function send<T>(path: string, options: RequestOptions, token: string | null) {
  const {
    method = 'GET',
    query,
    body,
    fallbackError = 'app.errors.request_failed',
    keepalive,
  } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, decodeURIComponent(xsrf));
  const isJson = body !== undefined && !(body instanceof FormData);
  if (isJson) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      keepalive,
      body: isJson ? JSON.stringify(body) : (body as FormData | undefined),
    });
  } catch {
    throw new HttpError(errorMessage(null, fallbackError), 0, null);
  }
  const json = await parseBody(response);
  if (!response.ok) {
    throw new HttpError(errorMessage(json, fallbackError), response.status, json);
  }
  return { status: response.status, headers: response.headers, json: json as T };
}

/** The refresh call answered with a refusal (its cookie expired, revoked or missing). */
const refreshRefused = (error: unknown) =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 429;

// Requests that fail together with a 401 wait for this one refresh call instead of each rotating
// the refresh cookie (the server would treat the second rotation as a replayed token).
let pendingRefresh: Promise<string> | null = null;

const refreshAccessToken = () => {
  pendingRefresh ??= send<unknown>(REFRESH_PATH, { method: 'POST' }, null)
    .then(({ json }) => {
      const { access_token } = unwrap<{ access_token: string }>(json);
      setAccessToken(access_token);
      return access_token;
    })
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
};

/**
 * The one HTTP client of the app (spec section 7): cookies sent, bearer token and XSRF header
 * added, and on a 401 (outside /login) one refresh and one retry before giving up the session.
 */
export async function httpClient<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<T>> {
  const token = getAccessToken();
  if (!token && options.refreshOn401 !== false) {
    // Signed out (spec section 6: signed in means a stored token). A screen that queries before
    // checkAuth has sent it to /login gets its 401 here, instead of a refresh that must fail and
    // a second, full-page redirect racing the first.
    throw new HttpError(
      errorMessage(null, options.fallbackError ?? 'app.errors.request_failed'),
      401,
      null,
    );
  }
  try {
    return await send<T>(path, options, token);
  } catch (error) {
    const unauthorized = error instanceof HttpError && error.status === 401;
    if (!unauthorized || options.refreshOn401 === false || isOnLoginPage()) throw error;
  }
  let freshToken: string;
  const current = getAccessToken();
  if (current && current !== token) {
    // Another request refreshed the token while this one was in flight.
    freshToken = current;
  } else {
    try {
      freshToken = await refreshAccessToken();
    } catch (refreshError) {
      // Only a refresh the server refused ends the session. One that got no answer (the page
      // being left mid-refresh, the network gone), was throttled or met a server error leaves
      // the session for the next request to refresh: signing out then would lose a live session.
      if (refreshRefused(refreshError)) {
        clearAuth();
        redirectToLogin();
      }
      throw refreshError;
    }
  }
  return send<T>(path, options, freshToken);
}
