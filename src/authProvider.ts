import { type AuthProvider, HttpError } from 'react-admin';
import type { Session } from '../contract/auth';
import {
  type AdminInfo,
  clearAuth,
  getAuthState,
  hasAccessToken,
  setAccessToken,
  setLoggedIn,
} from './auth/session';
import { httpClient, unwrap } from './httpClient';

export interface LoginParams {
  email: string;
  password: string;
}

/** What login resolves to. */
export interface LoginResult {
  /**
   * Settles once the admin account has loaded: with a warning (text or catalogue key) when it did
   * not. Signing in does not wait for it.
   */
  accountLoaded?: Promise<string | undefined>;
}

const adminInfo = (user: Partial<AdminInfo> & { id: string }): AdminInfo => ({
  id: user.id,
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  username: user.username ?? '',
  role: user.role ?? '',
});

const loadAccount = async (id: string) => {
  try {
    const { json } = await httpClient(`/admin/accounts/${encodeURIComponent(id)}/`, {
      fallbackError: 'app.errors.fetch_admin_account',
    });
    // Signed out meanwhile: the session stays cleared.
    if (hasAccessToken()) setLoggedIn(adminInfo(unwrap<AdminInfo>(json)));
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return message || 'app.auth.account_load_failed';
  }
};

export const authProvider: AuthProvider = {
  async login({ email, password }: LoginParams): Promise<LoginResult> {
    const { json } = await httpClient('/auth/login/', {
      method: 'POST',
      body: { email, password },
      refreshOn401: false,
    });
    const { access_token, user } = unwrap<Session>(json);
    setAccessToken(access_token);
    setLoggedIn(adminInfo(user));
    // The login answer already carries the account, so the first screen starts at once; the
    // account (spec: "the admin account is loaded") is fetched beside the screen's own requests.
    return { accountLoaded: loadAccount(user.id) };
  },

  async logout() {
    // The endpoint is public and revokes the refresh cookie; signing out locally must not
    // depend on it succeeding.
    await httpClient('/auth/logout/', { method: 'POST', refreshOn401: false }).catch(() => {});
    clearAuth();
  },

  async checkAuth() {
    // message: false, as the redirect to /login says enough.
    if (!hasAccessToken()) throw { message: false };
  },

  async checkError(error) {
    // A 401 reaching this point means the HTTP client's refresh already failed.
    if (error instanceof HttpError && error.status === 401) {
      clearAuth();
      throw { message: false };
    }
  },

  async getIdentity() {
    const { admin } = getAuthState();
    if (!admin) throw new Error('Not logged in');
    const fullName = [admin.first_name, admin.last_name].filter(Boolean).join(' ');
    return { ...admin, fullName: fullName || admin.username };
  },
};
