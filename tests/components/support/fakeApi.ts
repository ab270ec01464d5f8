import { http } from 'msw';
import { getAccessToken, setAccessToken } from '../../../src/shared/session';
import { server } from './server';

export interface RecordedRequest {
  method: string;
  /** Path and query, without the origin. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: FormData | string | null;
  credentials: RequestCredentials;
  /** Whether it was sent to outlive the page (fetch's keepalive). */
  keepalive: boolean;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/**
 * Answers every API request with `handler` (through MSW) and records them. Like the app's own
 * calls after a login, requests are made signed in: a stored access token is kept, else one is
 * stored (`signedIn: false` keeps none).
 */
export const fakeApi = (handler: Handler, { signedIn = true } = {}) => {
  if (signedIn && !getAccessToken()) setAccessToken('test-access-token');
  const requests: RecordedRequest[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const recorded: RecordedRequest = {
        method: request.method,
        url: `${url.pathname}${url.search}`,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: await requestBody(request),
        credentials: request.credentials,
        keepalive: request.keepalive,
      };
      requests.push(recorded);
      return handler(recorded);
    }),
  );
  return { requests };
};

/** The body as the app sent it: FormData for multipart, else its text. */
const requestBody = async (request: Request) => {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? null : text;
};

/** Stands for a cookie the server would set; jsdom has no Cookie Store API. */
export const setServerCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the only way to set a cookie in jsdom
  document.cookie = cookie;
};
