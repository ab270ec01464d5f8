import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/authProvider';
import { getAuthState } from '../../src/shared/session';
import { fakeApi, json } from './support/fakeApi';

const loginUser = {
  id: 'admin-1',
  email: 'admin@example.com',
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  role: 'admin',
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('authProvider.login', () => {
  it('stores the token, marks logged in and loads the admin account beside', async () => {
    const { requests } = fakeApi(({ path }) =>
      path === '/api/v1/auth/login/'
        ? json(200, { data: { access_token: 'token-1', user: loginUser } })
        : json(200, { data: { ...loginUser, first_name: 'Adeline' } }),
    );

    const { accountLoaded } = await authProvider.login({
      email: 'admin@example.com',
      password: 'admin1234',
    });
    // Signed in from the login answer alone: the first screen need not wait for the account.
    expect(localStorage.getItem('accessToken')).toBe('token-1');

    await expect(accountLoaded).resolves.toBeUndefined();
    expect(JSON.parse(String(requests[0].body))).toEqual({
      email: 'admin@example.com',
      password: 'admin1234',
    });
    expect(requests[1].path).toBe('/api/v1/admin/accounts/admin-1/');
    expect(requests[1].headers.get('Authorization')).toBe('Bearer token-1');
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(getAuthState()).toEqual({
      isLoggedIn: true,
      admin: {
        id: 'admin-1',
        username: 'admin',
        first_name: 'Adeline',
        last_name: 'Admin',
        role: 'admin',
      },
    });
  });

  it('still logs in when the account does not load, with a warning to show', async () => {
    fakeApi(({ path }) =>
      path === '/api/v1/auth/login/'
        ? json(200, { data: { access_token: 'token-1', user: loginUser } })
        : json(500),
    );
    const { accountLoaded } = await authProvider.login({
      email: 'admin@example.com',
      password: 'admin1234',
    });
    await expect(accountLoaded).resolves.toBe(
      'Failed to fetch admin account. Session might be expired.',
    );
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(getAuthState().admin?.first_name).toBe('Ada');
  });

  it('fails with the server message and stores nothing', async () => {
    fakeApi(() => json(401, { message: 'Invalid email or password.' }), { signedIn: false });
    await expect(
      authProvider.login({ email: 'admin@example.com', password: 'nope' }),
    ).rejects.toThrow('Invalid email or password.');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(getAuthState().isLoggedIn).toBe(false);
  });
});

describe('authProvider session', () => {
  const signIn = () => {
    localStorage.setItem('accessToken', 'token-1');
    localStorage.setItem('authState', JSON.stringify({ isLoggedIn: true, admin: loginUser }));
  };

  it('checkAuth passes with a token and fails without one', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    signIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('logout calls the API and clears the flag, the admin info and the token', async () => {
    signIn();
    const { requests } = fakeApi(() => json(204));
    await authProvider.logout({});
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/auth/logout/' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(getAuthState()).toEqual({ isLoggedIn: false, admin: null });
  });

  it('logout clears the session even when the API is unreachable', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await authProvider.logout({});
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('getIdentity gives the names, username and role', async () => {
    signIn();
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({
      id: 'admin-1',
      fullName: 'Ada Admin',
      first_name: 'Ada',
      last_name: 'Admin',
      username: 'admin',
      role: 'admin',
    });
  });

  it('checkError ends the session on a 401 only', async () => {
    signIn();
    await expect(authProvider.checkError(new HttpError('Conflict', 409))).resolves.toBeUndefined();
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    await expect(authProvider.checkError(new HttpError('Expired', 401))).rejects.toEqual({
      message: false,
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
