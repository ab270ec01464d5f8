import type { Permission } from '../../contract/permissions';

/**
 * The browser-side session (spec section 4, "Authentication"): the access token under the
 * `accessToken` key, and the logged-in flag with the admin's info.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
const AUTH_STATE_KEY = 'authState';

export interface AdminInfo {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  role: string;
  /** From the login answer; absent in a session stored before roles existed. */
  permissions?: Permission[];
}

interface AuthState {
  isLoggedIn: boolean;
  admin: AdminInfo | null;
}

const loggedOut: AuthState = { isLoggedIn: false, admin: null };

export const getAccessToken = () => localStorage.getItem(ACCESS_TOKEN_KEY);

export const setAccessToken = (token: string) => localStorage.setItem(ACCESS_TOKEN_KEY, token);

/** The spec's definition of signed in: an access token is stored. */
export const hasAccessToken = () => Boolean(getAccessToken());

export const getAuthState = (): AuthState => {
  const stored = localStorage.getItem(AUTH_STATE_KEY);
  if (!stored) return loggedOut;
  try {
    return JSON.parse(stored) as AuthState;
  } catch {
    return loggedOut;
  }
};

export const setLoggedIn = (admin: AdminInfo) =>
  localStorage.setItem(AUTH_STATE_KEY, JSON.stringify({ isLoggedIn: true, admin }));

/** Clearing authentication: flag false, admin info emptied, access token removed. */
export const clearAuth = () => {
  localStorage.setItem(AUTH_STATE_KEY, JSON.stringify(loggedOut));
  localStorage.removeItem(ACCESS_TOKEN_KEY);
};
