import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { httpClient } from '../../../src/shared/httpClient';
import * as navigation from '../../../src/shared/redirectToLogin';
import { fakeApi, json, setServerCookie } from '../support/fakeApi';

// Spied on rather than mocked with vi.mock: the test files share their modules (the app project
// runs them without isolation), so a module mock could miss a client already loaded, or outlive
// this file. jsdom cannot navigate: the redirect itself is replaced.
let isOnLoginPage: MockInstance<typeof navigation.isOnLoginPage>;
let redirectToLogin: MockInstance<typeof navigation.redirectToLogin>;

const REFRESH = '/api/v1/auth/token/refresh/';

/** An API where only `valid` is accepted, and the refresh call answers `refreshAnswer`. */
const apiAccepting = (valid: string, refreshAnswer: () => Response) =>
  fakeApi(async ({ path, headers }) => {
    if (path === REFRESH) return refreshAnswer();
    if (headers.get('Authorization') !== `Bearer ${valid}`) {
      return json(401, { message: 'Token expired.' });
    }
    return json(200, { data: { path } });
  });

beforeEach(() => {
  localStorage.clear();
  isOnLoginPage = vi.spyOn(navigation, 'isOnLoginPage').mockReturnValue(false);
  redirectToLogin = vi.spyOn(navigation, 'redirectToLogin').mockImplementation(() => {});
});

afterEach(() => {
  setServerCookie('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('httpClient', () => {
  it('sends the stored token, the cookies and the XSRF header, and reads JSON', async () => {
    localStorage.setItem('accessToken', 'token-1');
    setServerCookie('XSRF-TOKEN=xsrf%2Fvalue');
    const { requests } = fakeApi(() => json(200, { data: { ok: true } }));

    const response = await httpClient('/admin/users/', {
      query: { page: 2, search: '', role: 'customer' },
    });

    expect(response.json).toEqual({ data: { ok: true } });
    const [request] = requests;
    expect(request.url).toBe('/api/v1/admin/users/?page=2&role=customer');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('xsrf/value');
    expect(request.credentials).toBe('include');
  });

  it('sends a plain object as JSON', async () => {
    const { requests } = fakeApi(() => json(200, {}));
    await httpClient('/auth/login/', {
      method: 'POST',
      body: { email: 'a@b.c' },
      refreshOn401: false,
    });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    expect(requests[0].body).toBe('{"email":"a@b.c"}');
  });

  it('without a stored token sends nothing: signed out, with no refresh and no redirect', async () => {
    const { requests } = fakeApi(() => json(200, {}), { signedIn: false });
    await expect(httpClient('/admin/users/')).rejects.toMatchObject({ status: 401 });
    expect(requests).toEqual([]);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('on a 401 refreshes the token once, stores it and retries the request', async () => {
    localStorage.setItem('accessToken', 'expired');
    setServerCookie('XSRF-TOKEN=xsrf-1');
    const { requests } = apiAccepting('fresh', () =>
      json(200, { data: { access_token: 'fresh' } }),
    );

    const response = await httpClient('/admin/users/');

    expect(response.json).toEqual({ data: { path: '/api/v1/admin/users/' } });
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/v1/admin/users/',
      `POST ${REFRESH}`,
      'GET /api/v1/admin/users/',
    ]);
    expect(requests[1].headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(requests[2].headers.get('Authorization')).toBe('Bearer fresh');
    expect(localStorage.getItem('accessToken')).toBe('fresh');
  });

  it('shares one refresh call between requests failing at the same time', async () => {
    localStorage.setItem('accessToken', 'expired');
    const { requests } = apiAccepting('fresh', () =>
      json(200, { data: { access_token: 'fresh' } }),
    );

    const results = await Promise.all([
      httpClient('/admin/users/'),
      httpClient('/admin/brands/'),
      httpClient('/admin/giftcards/'),
    ]);

    expect(results.map(({ json }) => json)).toEqual([
      { data: { path: '/api/v1/admin/users/' } },
      { data: { path: '/api/v1/admin/brands/' } },
      { data: { path: '/api/v1/admin/giftcards/' } },
    ]);
    expect(requests.filter(({ path }) => path === REFRESH)).toHaveLength(1);
  });

  it('retries only once: a second 401 is the caller’s error', async () => {
    localStorage.setItem('accessToken', 'expired');
    const { requests } = apiAccepting('never', () =>
      json(200, { data: { access_token: 'rejected-too' } }),
    );

    await expect(httpClient('/admin/users/')).rejects.toMatchObject({
      status: 401,
      message: 'Token expired.',
    });
    expect(requests.filter(({ path }) => path === REFRESH)).toHaveLength(1);
    expect(requests).toHaveLength(3);
  });

  it('when the refresh fails, removes the token and goes to /login', async () => {
    localStorage.setItem('accessToken', 'expired');
    apiAccepting('fresh', () =>
      json(401, { message: 'Your session has expired. Please log in again.' }),
    );

    await expect(httpClient('/admin/users/')).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired. Please log in again.',
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh gets no answer (the page left, the network gone)', async () => {
    localStorage.setItem('accessToken', 'expired');
    fakeApi(async ({ path }) => {
      // A network error, as fetch sees one when its page is left.
      if (path === REFRESH) return Response.error();
      return json(401, { message: 'Token expired.' });
    });

    await expect(httpClient('/admin/users/')).rejects.toMatchObject({ status: 0 });
    expect(localStorage.getItem('accessToken')).toBe('expired');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('does not refresh on the login page', async () => {
    isOnLoginPage.mockReturnValue(true);
    const { requests } = fakeApi(() => json(401, { message: 'Invalid email or password.' }));

    await expect(httpClient('/auth/login/', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Invalid email or password.',
    });
    expect(requests).toHaveLength(1);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('does not refresh for calls that opt out', async () => {
    const { requests } = fakeApi(() => json(401, {}));
    await expect(
      httpClient('/auth/logout/', { method: 'POST', refreshOn401: false }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(requests).toHaveLength(1);
  });

  describe('error messages', () => {
    it('carries the server message', async () => {
      fakeApi(() => json(409, { message: 'Deactivate the brand instead.' }));
      await expect(httpClient('/admin/brands/1/', { method: 'DELETE' })).rejects.toMatchObject({
        status: 409,
        message: 'Deactivate the brand instead.',
        body: { message: 'Deactivate the brand instead.' },
      });
    });

    it('falls back to DRF’s detail', async () => {
      fakeApi(() => json(403, { detail: 'Not allowed.' }));
      await expect(httpClient('/admin/users/')).rejects.toMatchObject({ message: 'Not allowed.' });
    });

    it('falls back to the spec’s text followed by "Session might be expired."', async () => {
      fakeApi(() => json(500));
      await expect(
        httpClient('/admin/users/', { fallbackError: 'app.errors.fetch_users' }),
      ).rejects.toMatchObject({
        status: 500,
        message: 'Failed to fetch users. Session might be expired.',
      });
    });

    it('uses the fallback when the network fails', async () => {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
      await expect(
        httpClient('/admin/brands/', { fallbackError: 'resources.giftcard-brands.errors.list' }),
      ).rejects.toMatchObject({ message: 'Failed to fetch brands. Session might be expired.' });
    });
  });
});
