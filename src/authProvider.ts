import { type AuthProvider, HttpError } from 'react-admin';
import type { LoginAnswer, Session, SessionAccount } from '../contract/auth';
import { fixedPaths, pathTo } from '../contract/fixed-paths';
import type { LoginParams, LoginResult, TwoFactorParams } from './auth/loginTypes';
import { httpClient, unwrap } from './shared/httpClient';
import {
  type AdminInfo,
  clearAuth,
  getAuthState,
  hasAccessToken,
  setAccessToken,
  setLoggedIn,
} from './shared/session';

const adminInfo = (
  user: Partial<AdminInfo> &
    Pick<SessionAccount, 'id'> & { permissions?: AdminInfo['permissions'] },
): AdminInfo => ({
  id: user.id,
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  username: user.username ?? '',
  role: user.role ?? '',
  permissions: user.permissions,
});

const loadAccount = async ({ id, permissions }: SessionAccount) => {
  try {
    const { json } = await httpClient(pathTo(fixedPaths.accounts.one, { id }), {
      fallbackError: 'app.errors.fetch_admin_account',
    });
    // Signed out meanwhile: the session stays cleared. The account answer has no permissions:
    // the login answer's stay.
    if (hasAccessToken()) setLoggedIn(adminInfo({ ...unwrap<AdminInfo>(json), permissions }));
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return message || 'app.auth.account_load_failed';
  }
};

/** Stores the session of a completed login (the password alone, or with the 2FA code). */
const startSession = ({ access_token, user, notice }: Session): LoginResult => {
  setAccessToken(access_token);
  setLoggedIn(adminInfo(user));
  // The login answer already carries the account, so the first screen starts at once; the
  // account (spec: "the admin account is loaded") is fetched beside the screen's own requests.
  return { accountLoaded: loadAccount(user), notice };
};

const isChallenge = (answer: LoginAnswer) => 'mfa_required' in answer;

/** POST /auth/login/2fa/: the second step; a wrong code is a 401 with the server's message. */
async function loginWithCode({ mfa_token, code }: TwoFactorParams): Promise<LoginResult> {
  const { json } = await httpClient(fixedPaths.auth.loginSecondFactor, {
    method: 'POST',
    body: { mfa_token, code },
    refreshOn401: false,
  });
  return startSession(unwrap<Session>(json));
}

export const authProvider: AuthProvider = {
  /** The password step, or with `mfa_token` and `code` the second step of an account with 2FA. */
  async login(params: LoginParams | TwoFactorParams): Promise<LoginResult> {
    if ('mfa_token' in params) return loginWithCode(params);
    const { email, password } = params;
    const { json } = await httpClient(fixedPaths.auth.login, {
      method: 'POST',
      body: { email, password },
      refreshOn401: false,
    });
    const answer = unwrap<LoginAnswer>(json);
    // An account with 2FA: no session yet, the code comes first.
    if (isChallenge(answer)) return { mfaToken: answer.mfa_token };
    return startSession(answer);
  },

  async logout() {
    // The endpoint is public and revokes the refresh cookie; signing out locally must not
    // depend on it succeeding.
    await httpClient(fixedPaths.auth.logout, { method: 'POST', refreshOn401: false }).catch(
      () => {},
    );
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
