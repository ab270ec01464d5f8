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
import { dataProvider } from './dataProvider';
import { httpClient, unwrap } from './httpClient';

export interface LoginParams {
  email: string;
  password: string;
}

/** What login resolves to: a warning (text or catalogue key) when the admin account did not load. */
export interface LoginResult {
  warning?: string;
}

const adminInfo = (user: Partial<AdminInfo> & { id: string }): AdminInfo => ({
  id: user.id,
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  username: user.username ?? '',
  role: user.role ?? '',
});

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
    try {
      const { data } = await dataProvider.getOne<AdminInfo>('accounts', { id: user.id });
      setLoggedIn(adminInfo(data));
      return {};
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      return { warning: message || 'app.auth.account_load_failed' };
    }
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
