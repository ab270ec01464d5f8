import { vi } from 'vitest';
import { getAccessToken, setAccessToken } from '../../../src/auth/session';

export interface RecordedRequest {
  method: string;
  /** Path and query, without the origin. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/** Replaces fetch with a handler and records every request the app makes. */
/**
 * Replaces fetch with `handler`. Like the app's own calls after a login, requests are made
 * signed in: a stored access token is kept, else one is stored (`signedIn: false` keeps none).
 */
export const fakeApi = (handler: Handler, { signedIn = true } = {}) => {
  if (signedIn && !getAccessToken()) setAccessToken('test-access-token');
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: init.body,
      credentials: init.credentials,
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
};

/** Stands for a cookie the server would set; jsdom has no Cookie Store API. */
export const setServerCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the only way to set a cookie in jsdom
  document.cookie = cookie;
};
